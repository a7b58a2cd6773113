import { checkCardNumber } from '@portal/domain';
import type { Db } from '../db/client';
import { everyTableRow } from './every-table-row';

export interface CardNumberFinding {
  /** `schema.table`, or the name given to a scanned text (e.g. 'logs'). */
  where: string;
  /** The digits found, masked to the last four so the report itself leaks nothing. */
  masked: string;
}

/**
 * A run of 13-19 digits, written plain or grouped as people type cards (4-4-4-4, 4-6-5),
 * not glued to letters or digits on either side, nor the fraction of a decimal number (a
 * log's responseTime). The boundary keeps random hex and base64 (ids, hashes, tokens) from
 * matching by chance; known numbers are looked for anywhere.
 */
const CARD_RUN =
  /(?<![0-9A-Za-z]|\d\.)(?:\d{13,19}|\d{4}([ -])\d{4}\1\d{4}\1\d{1,7}|\d{4}([ -])\d{6}\2\d{4,5})(?![0-9A-Za-z])/g;

function mask(digits: string): string {
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

/** Luhn-valid card numbers (known card types) in a text, plus any of `knownNumbers` appearing anywhere. */
export function findCardNumbersInText(
  where: string,
  text: string,
  knownNumbers: readonly string[] = [],
): CardNumberFinding[] {
  const found: CardNumberFinding[] = [];
  for (const match of text.matchAll(CARD_RUN)) {
    const digits = match[0].replace(/[ -]/g, '');
    // Luhn-valid with a card's leading digits and length: a ms timestamp or a big count is not.
    if (checkCardNumber(digits).valid) {
      found.push({ where, masked: mask(digits) });
    }
  }
  const digitsOnly = text.replace(/[ -]/g, '');
  for (const known of knownNumbers) {
    const digits = known.replace(/\D/g, '');
    if (digits !== '' && digitsOnly.includes(digits)) found.push({ where, masked: mask(digits) });
  }
  return found;
}

/**
 * Scans every row of every table of the database (all schemas but the system's) for card
 * numbers. After tests that submit cards the answer must be empty: card numbers never
 * leave the gateway's memory, not even into its own tables.
 */
export async function findCardNumbers(
  db: Db,
  knownNumbers: readonly string[] = [],
): Promise<CardNumberFinding[]> {
  const found: CardNumberFinding[] = [];
  for await (const { table, row } of everyTableRow(db)) {
    found.push(...findCardNumbersInText(table, row, knownNumbers));
  }
  return found;
}
