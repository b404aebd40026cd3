import type { Theme } from '@/lib/theme-choice';

/**
 * Series colours of every graph, in series order: the Okabe–Ito palette (Okabe & Ito 2008, "Color
 * Universal Design"), told apart by the common forms of colour blindness. On white its light yellow and
 * sky blue are left out: thin lines in them are hard to see on white and on the pale threshold bands.
 * On the dark theme's background it is the other way round: sky blue takes blue's place and yellow black's.
 */
const seriesColours: Record<Theme, readonly string[]> = {
  light: ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#000000'],
  dark: ['#56B4E9', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#F0E442'],
};

export function seriesColour(index: number, theme: Theme): string {
  const colours = seriesColours[theme];
  return colours[index % colours.length]!;
}

/** Threshold bands are a faint wash behind the lines: their colours say the band, the lines stay readable. */
export const bandOpacity = 0.2;

/** Columns are filled a little lighter than their outline so stacked neighbours stay apart. */
export const columnOpacity = 0.75;

/** Axis text, grid and ticks, in the app's own text colours (app.css --color-text of each theme). */
export const axisColours: Record<Theme, { text: string; grid: string; ticks: string }> = {
  light: { text: '#1b1f1d', grid: 'rgba(27, 31, 29, 0.12)', ticks: 'rgba(27, 31, 29, 0.35)' },
  dark: { text: '#e3e9e5', grid: 'rgba(227, 233, 229, 0.14)', ticks: 'rgba(227, 233, 229, 0.4)' },
};
