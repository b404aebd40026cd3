/**
 * Money as people read it: integer cents in, Australian dollars out ('$401.50', '$1,234.56',
 * '-$10.00'). The one formatter for every screen, mail, invoice line and content page that shows an
 * amount; the thousands separator is written here rather than by the runtime's locale data.
 */
export function formatAud(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`cents must be whole: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
