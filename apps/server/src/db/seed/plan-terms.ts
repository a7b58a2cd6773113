/**
 * Fixed terms of the demo catalogue (decision 058): a term in months and an early
 * termination fee per whole month left, capped. Plans not listed here are open term.
 */
export interface PlanTermSeed {
  termMonths: number;
  earlyTerminationFeePerMonthCents: number;
  earlyTerminationFeeCapCents: number;
}

export const fixedTerm = (
  termMonths: number,
  perMonthLeftCents: number,
  capCents: number,
): PlanTermSeed => ({
  termMonths,
  earlyTerminationFeePerMonthCents: perMonthLeftCents,
  earlyTerminationFeeCapCents: capCents,
});
