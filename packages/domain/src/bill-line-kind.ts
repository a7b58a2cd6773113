/** A bill line as two bills are compared: its service, its words and its amount. */
export interface BillLine {
  serviceGroup: string;
  serviceEntity: string | null;
  description: string;
  /** What the line counts ('512 kWh', '31 days', 'One-off charge', a part period), if anything. */
  quantity: string | null;
  /** In cents, in the account's GST view. */
  amountCents: number;
}

/**
 * What kind of charge a line is, read from how bills word their lines (bills carry no
 * separate type): a negative amount is a credit, 'instalment N of M' an instalment, the
 * quantity 'One-off charge' a one-off, a measured quantity (512 kWh) or calls and texts are
 * usage, 'N days' a daily charge, and anything else a regular charge (a plan or an add-on).
 */
export type BillLineKind = 'credit' | 'instalment' | 'oneOff' | 'usage' | 'days' | 'regular';

const INSTALMENT = /\s*(?:interest-free\s+)?instalment\s+\d+\s+of\s+\d+/i;
const ONE_OFF = /^one-off/i;
const DAYS = /^\d+ days?$/;
const MEASURED = /^(-?[\d,]+(?:\.\d+)?)\s*([A-Za-z]+)$/;
const USAGE_WORDS = /\b(?:calls|texts|usage|roaming)\b/i;
/** A regular charge for part of the period, as a mid-period plan change bills it. */
const PART_PERIOD = /^(\d{2}\/\d{2}\/\d{4}) to (\d{2}\/\d{2}\/\d{4})$/;

export function billLineKind(line: BillLine): BillLineKind {
  if (line.amountCents < 0) return 'credit';
  if (INSTALMENT.test(line.description)) return 'instalment';
  const quantity = line.quantity?.trim() ?? '';
  if (ONE_OFF.test(quantity)) return 'oneOff';
  if (DAYS.test(quantity)) return 'days';
  if (MEASURED.test(quantity) || USAGE_WORDS.test(line.description)) return 'usage';
  return 'regular';
}

/**
 * The key that finds a line again on the next bill: the same service, kind and words, with
 * the figures left out of the lines whose figures change every bill (usage, days, the
 * instalment's number).
 */
export function billLineKey(line: BillLine, kind: BillLineKind = billLineKind(line)): string {
  const words =
    kind === 'usage' || kind === 'days' || kind === 'instalment'
      ? line.description.replace(/\d[\d,.]*/g, '#')
      : line.description;
  return `${kind}\u0000${words}`;
}

/** 'Samsung Galaxy S25' of 'Samsung Galaxy S25 interest-free instalment 9 of 36'. */
export function instalmentName(description: string): string {
  return description.replace(INSTALMENT, '').trim();
}

/** A measured quantity as a number and its unit: '1,024.5 kWh' is 1024.5 and 'kWh'. */
export function measuredQuantity(quantity: string | null): { value: number; unit: string } | null {
  const match = MEASURED.exec(quantity?.trim() ?? '');
  if (match === null) return null;
  const [, figure = '', unit = ''] = match;
  return { value: Number(figure.replaceAll(',', '')), unit };
}

/** The first day (dd/MM/yyyy) of a part-period charge, or null for a whole period. */
export function partPeriodStart(quantity: string | null): string | null {
  return PART_PERIOD.exec(quantity?.trim() ?? '')?.[1] ?? null;
}
