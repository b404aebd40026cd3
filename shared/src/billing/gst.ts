/**
 * GST (spec §9: 10 %, inc = 1.1 × ex). Money is integer cents. GST is rounded once per amount to the
 * nearest cent, half a cent up (ATO: "round to the nearest cent, rounding 0.5 cents upwards"), and the
 * inc-GST amount is ex + GST, so the three lines of an invoice always add up.
 */
export const gstRatePercent = 10;

export interface GstAmounts {
  exGstCents: number;
  gstCents: number;
  incGstCents: number;
}

export function gstCents(exGstCents: number): number {
  if (!Number.isInteger(exGstCents)) throw new Error(`cents must be whole: ${exGstCents}`);
  // Half up for credits too: -0.5 c rounds to 0, as -5 ÷ 10 is -0.5 and Math.round(-0.5) is -0.
  return Math.round((exGstCents * gstRatePercent) / 100) || 0;
}

export function withGst(exGstCents: number): GstAmounts {
  const gst = gstCents(exGstCents);
  return { exGstCents, gstCents: gst, incGstCents: exGstCents + gst };
}
