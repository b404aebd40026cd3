import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/**
 * Operators write Markdown, not HTML: raw HTML in a body is shown as the text it is. Headings start at
 * h2 because the page's title is its h1.
 */
const markdown = new Marked({ gfm: true, async: false });
markdown.use({
  renderer: {
    html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
    heading(token: Tokens.Heading) {
      const level = Math.min(Math.max(token.depth + 1, 2), 4);
      return `<h${level}>${this.parser.parseInline(token.tokens)}</h${level}>\n`;
    },
  },
});

/**
 * The second line of defence, whatever the Markdown renderer lets through: only these tags and
 * attributes, links only to http(s), mail and phone addresses or paths of this site, images only from https.
 */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'blockquote',
    'code',
    'pre',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      // Links leaving the site must not hand it their window (tab-nabbing).
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** A Markdown body as HTML that is safe to insert into the page as it is. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source, { async: false }), sanitizeOptions);
}
