/** New Zealand GST, 15%. Prices are set including GST; the exclusive amount is derived. */
export function excludingGst(includingGstCents: number): number {
  return includingGstCents - Math.round((includingGstCents * 15) / 115);
}

export function charge(includingGstCents: number): {
  chargeIncludingGstCents: number;
  chargeExcludingGstCents: number;
} {
  return {
    chargeIncludingGstCents: includingGstCents,
    chargeExcludingGstCents: excludingGst(includingGstCents),
  };
}
