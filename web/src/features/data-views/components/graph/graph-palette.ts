/**
 * Series colours of every graph, in series order: the Okabe–Ito palette (Okabe & Ito 2008, "Color
 * Universal Design"), told apart by the common forms of colour blindness. Its light yellow and sky blue
 * are left out: thin lines in them are hard to see on white and on the pale threshold bands.
 */
const seriesColours = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#000000'] as const;

export function seriesColour(index: number): string {
  return seriesColours[index % seriesColours.length]!;
}

/** Threshold bands are a faint wash behind the lines: their colours say the band, the lines stay readable. */
export const bandOpacity = 0.2;

/** Columns are filled a little lighter than their outline so stacked neighbours stay apart. */
export const columnOpacity = 0.75;

/** Axis text, grid and ticks, in the app's own text colours. */
export const axisColours = {
  text: '#1b1f1d',
  grid: 'rgba(27, 31, 29, 0.12)',
  ticks: 'rgba(27, 31, 29, 0.35)',
} as const;
