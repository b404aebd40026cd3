import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

/** Nothing that runs script may survive: no script or style element, no on* attribute, no script URL. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|<style|<iframe|<object|<embed|<svg|<form|<input/i);
  expect(html).not.toMatch(/<[^>]+\son\w+\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i);
}

describe('renderMarkdown', () => {
  it.each<[string, string, string]>([
    ['headings start at h2', '# Spraying\n\n## Delta T', '<h2>Spraying</h2>\n<h3>Delta T</h3>'],
    [
      'paragraphs and emphasis',
      'Check **delta T** and *wind*.',
      '<p>Check <strong>delta T</strong> and <em>wind</em>.</p>',
    ],
    ['lists', '- one\n- two', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>'],
    ['site links', '[FAQs](/about/faqs)', '<p><a href="/about/faqs">FAQs</a></p>'],
    [
      'links off the site open without the opener',
      '[BoM](https://www.bom.gov.au)',
      '<p><a href="https://www.bom.gov.au" rel="noopener noreferrer">BoM</a></p>',
    ],
    ['mail links', '[Email us](mailto:help@example.org)', '<p><a href="mailto:help@example.org">Email us</a></p>'],
  ])('%s', (_label, source, html) => {
    expect(renderMarkdown(source).trim()).toBe(html);
  });

  it('keeps tables', () => {
    const html = renderMarkdown('| Plan | Price |\n| --- | ---: |\n| Farm | $365.00 |');
    expect(html).toContain('<table>');
    expect(html).toContain('<td align="right">$365.00</td>');
  });

  it.each<[string, string]>([
    ['a script element', '<script>alert(1)</script>'],
    ['a script inside a paragraph', 'Hello <script>alert(1)</script> there'],
    ['an event handler', '<img src="x" onerror="alert(1)">'],
    ['an event handler on a link', '<a href="/" onclick="alert(1)">x</a>'],
    ['a javascript link', '[click](javascript:alert(1))'],
    ['an encoded javascript link', '[click](jav&#x61;script:alert(1))'],
    ['a javascript link with spaces and case', '[click]( JaVaScRiPt:alert(1))'],
    ['a reference-style javascript link', '[click][x]\n\n[x]: javascript:alert(1)'],
    ['a data URL image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['an autolink', '<javascript:alert(1)>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['an svg', '<svg onload="alert(1)"></svg>'],
    ['a style element', '<style>body{display:none}</style>'],
    ['html in a heading', '# <img src=x onerror=alert(1)>'],
    ['an unclosed tag', '<img src=x onerror=alert(1)//'],
    ['a form', '<form action="https://evil.example"><input name="password"></form>'],
  ])('makes %s harmless', (_label, source) => {
    expectHarmless(renderMarkdown(source));
  });

  it('shows raw HTML as the text it is', () => {
    expect(renderMarkdown('<b>bold</b>').trim()).toBe('<p>&lt;b&gt;bold&lt;/b&gt;</p>');
  });
});
