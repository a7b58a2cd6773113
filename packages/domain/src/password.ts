/** The client-side rule only; the server also scores strength (docs/spec-notes.md). */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordPart = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

const PART_CHECKS: readonly (readonly [PasswordPart, (password: string) => boolean])[] = [
  ['length', (p) => Array.from(p).length >= PASSWORD_MIN_LENGTH],
  ['lowercase', (p) => /\p{Ll}/u.test(p)],
  ['uppercase', (p) => /\p{Lu}/u.test(p)],
  ['digit', (p) => /\p{Nd}/u.test(p)],
  // Anything that is not a letter, a digit or white space counts as a symbol.
  ['symbol', (p) => /[^\p{L}\p{N}\s]/u.test(p)],
];

/** The parts still missing, in a fixed order, so a hint can list what to add. */
export function missingPasswordParts(password: string): PasswordPart[] {
  return PART_CHECKS.filter(([, ok]) => !ok(password)).map(([part]) => part);
}

export function meetsPasswordRule(password: string): boolean {
  return missingPasswordParts(password).length === 0;
}

/** Short phrases for a hint such as "Add an uppercase letter and a symbol". */
export const PASSWORD_PART_HINTS: Readonly<Record<PasswordPart, string>> = {
  length: `at least ${PASSWORD_MIN_LENGTH} characters`,
  lowercase: 'a lowercase letter',
  uppercase: 'an uppercase letter',
  digit: 'a number',
  symbol: 'a symbol',
};
