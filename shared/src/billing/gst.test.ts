import { describe, expect, it } from 'vitest';
import { gstCents, withGst } from './gst';

// Spec §9: GST 10 %, inc = 1.1 × ex; rounded to the nearest cent, half a cent up (ATO rounding rule).
describe('GST on integer cents', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [4, 0, 4],
    [5, 1, 6],
    [14, 1, 15],
    [15, 2, 17],
    [20000, 2000, 22000],
    [36500, 3650, 40150],
    [54000, 5400, 59400],
    [9000, 900, 9900],
    [63567, 6357, 69924],
    [43905, 4391, 48296],
    [-5, 0, -5],
  ])('%i c ex GST has %i c GST, %i c inc GST', (ex, gst, inc) => {
    expect(gstCents(ex)).toBe(gst);
    expect(withGst(ex)).toEqual({ exGstCents: ex, gstCents: gst, incGstCents: inc });
  });

  it('refuses fractions of a cent', () => {
    expect(() => gstCents(1.5)).toThrow();
  });
});
