import { describe, expect, it } from 'vitest';
import { catalogueLegendBands } from './metric-display-statuses';

// WCAG 2.2 §1.4.3 (contrast, minimum): text on a legend band, a marker or a tile reads at 4.5:1 at least.
// Relative luminance and contrast ratio as WCAG defines them.

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('contrastRatio (WCAG)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#1a9850', '#ffffff', 3.72],
    ['#1a9850', '#000000', 5.65],
  ])('%s on %s → %s', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });
});

const rows = Object.entries(catalogueLegendBands).flatMap(([metric, bands]) =>
  (bands ?? []).map((band) => [metric, band.label, band.background_color, band.font_color] as const),
);

describe('every catalogue band text meets WCAG AA on its band colour', () => {
  it.each(rows)('%s "%s": %s on %s', (_metric, _label, background, font) => {
    expect(contrastRatio(background, font)).toBeGreaterThanOrEqual(4.5);
  });
});
