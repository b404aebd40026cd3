import { describe, expect, it } from 'vitest';
import { formatAud } from './money';

// Money is integer cents; amounts are shown as dollars with two decimals (spec §9 prices, e.g. the
// farm bundle's $401.50 inc GST).
describe('formatAud', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [40150, '$401.50'],
    [59400, '$594.00'],
    [99999, '$999.99'],
    [100000, '$1,000.00'],
    [123456, '$1,234.56'],
    [123456789, '$1,234,567.89'],
    [-1000, '-$10.00'],
    [-5, '-$0.05'],
  ])('%i c reads %s', (cents, text) => {
    expect(formatAud(cents)).toBe(text);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatAud(1.5)).toThrow();
  });
});
