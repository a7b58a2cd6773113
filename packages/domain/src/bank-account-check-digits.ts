/**
 * NZ bank account check digits, as Inland Revenue publishes them for payers (the
 * withholding tax specification): each bank has branch ranges and an algorithm; the
 * 18-digit padded number (bank 2, branch 4, base 8, suffix 4) weighted and summed must
 * divide by the algorithm's modulus.
 */

export type CheckDigitAlgorithm = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'X';

interface AlgorithmRule {
  readonly weights: readonly number[];
  readonly modulus: number;
  /** E and G add the digits of each product (twice, so 49 → 13 → 4) before summing. */
  readonly addProductDigits: boolean;
}

// Weights over bank(2) branch(4) base(8) suffix(4); one row per algorithm reads best.
// prettier-ignore
const ALGORITHMS: Readonly<Record<CheckDigitAlgorithm, AlgorithmRule>> = {
  A: { weights: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11, addProductDigits: false },
  B: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11, addProductDigits: false },
  // C is published but no bank uses it at present; kept so the table stays complete.
  C: { weights: [3, 7, 0, 0, 0, 0, 9, 1, 10, 5, 3, 4, 2, 1, 0, 0, 0, 0], modulus: 11, addProductDigits: false },
  D: { weights: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0], modulus: 11, addProductDigits: false },
  E: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 0, 1], modulus: 11, addProductDigits: true },
  F: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0], modulus: 10, addProductDigits: false },
  G: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 0, 3, 7, 1], modulus: 10, addProductDigits: true },
  X: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], modulus: 1, addProductDigits: false },
};

/** 'AB' banks use A for account bases below 00990000 and B from there up. */
type BankAlgorithm = CheckDigitAlgorithm | 'AB';

interface BankRule {
  readonly branches: readonly (readonly [number, number])[];
  readonly algorithm: BankAlgorithm;
}

// prettier-ignore
const BANKS: Readonly<Record<string, BankRule>> = {
  '01': { branches: [[1, 999], [1100, 1199], [1800, 1899]], algorithm: 'AB' },
  '02': { branches: [[1, 999], [1200, 1299]], algorithm: 'AB' },
  '03': { branches: [[1, 999], [1300, 1399], [1500, 1599], [1700, 1799], [1900, 1999]], algorithm: 'AB' },
  '04': { branches: [[2020, 2024]], algorithm: 'AB' },
  '06': { branches: [[1, 999], [1400, 1499]], algorithm: 'AB' },
  '08': { branches: [[6500, 6599]], algorithm: 'D' },
  '09': { branches: [[0, 0]], algorithm: 'E' },
  '10': { branches: [[5165, 5169]], algorithm: 'AB' },
  '11': { branches: [[5000, 6499], [6600, 8999]], algorithm: 'AB' },
  '12': { branches: [[3000, 3299], [3400, 3499], [3600, 3699]], algorithm: 'AB' },
  '13': { branches: [[4900, 4999]], algorithm: 'AB' },
  '14': { branches: [[4700, 4799]], algorithm: 'AB' },
  '15': { branches: [[3900, 3999]], algorithm: 'AB' },
  '16': { branches: [[4400, 4499]], algorithm: 'AB' },
  '17': { branches: [[3300, 3399]], algorithm: 'AB' },
  '18': { branches: [[3500, 3599]], algorithm: 'AB' },
  '19': { branches: [[4600, 4649]], algorithm: 'AB' },
  '20': { branches: [[4100, 4199]], algorithm: 'AB' },
  '21': { branches: [[4800, 4899]], algorithm: 'AB' },
  '22': { branches: [[4000, 4049]], algorithm: 'AB' },
  '23': { branches: [[3700, 3799]], algorithm: 'AB' },
  '24': { branches: [[4300, 4349]], algorithm: 'AB' },
  '25': { branches: [[2500, 2599]], algorithm: 'F' },
  '26': { branches: [[2600, 2699]], algorithm: 'G' },
  '27': { branches: [[3800, 3849]], algorithm: 'AB' },
  '28': { branches: [[2100, 2149]], algorithm: 'G' },
  '29': { branches: [[2150, 2299]], algorithm: 'G' },
  '30': { branches: [[2900, 2949]], algorithm: 'AB' },
  '31': { branches: [[2800, 2849]], algorithm: 'X' },
  '33': { branches: [[6700, 6799]], algorithm: 'F' },
  '35': { branches: [[2400, 2499]], algorithm: 'AB' },
  '38': { branches: [[9000, 9499]], algorithm: 'AB' },
};

const B_FROM_BASE = 990000;

/** Parts as digit strings of any length up to their maximum; they are padded here. */
export interface BankAccountParts {
  readonly bank: string;
  readonly branch: string;
  readonly account: string;
  readonly suffix: string;
}

export type CheckDigitResult =
  | { readonly valid: true; readonly algorithm: CheckDigitAlgorithm }
  | { readonly valid: false; readonly reason: 'unknown-bank' | 'branch' | 'check-digit' };

export function isKnownBank(bank: string): boolean {
  return Object.hasOwn(BANKS, bank.padStart(2, '0'));
}

/** Which algorithm the published table gives this number, or undefined for a bad bank/branch. */
export function checkDigitAlgorithmFor(parts: BankAccountParts): CheckDigitAlgorithm | undefined {
  const rule = BANKS[parts.bank.padStart(2, '0')];
  if (rule === undefined) return undefined;
  const branch = Number(parts.branch);
  if (!rule.branches.some(([from, to]) => branch >= from && branch <= to)) return undefined;
  if (rule.algorithm !== 'AB') return rule.algorithm;
  return Number(parts.account) < B_FROM_BASE ? 'A' : 'B';
}

function digitSum(value: number): number {
  let n = value;
  while (n > 9) {
    n = Math.floor(n / 10) + (n % 10);
  }
  return n;
}

function weightedSum(padded: string, rule: AlgorithmRule): number {
  let sum = 0;
  rule.weights.forEach((weight, i) => {
    const product = weight * Number(padded.charAt(i));
    sum += rule.addProductDigits ? digitSum(product) : product;
  });
  return sum;
}

export function checkBankAccountDigits(parts: BankAccountParts): CheckDigitResult {
  const fields = [parts.bank, parts.branch, parts.account, parts.suffix];
  const widths = [2, 4, 8, 4];
  if (fields.some((f, i) => !/^\d+$/.test(f) || f.length > (widths[i] ?? 0))) {
    return { valid: false, reason: 'check-digit' };
  }
  if (!isKnownBank(parts.bank)) return { valid: false, reason: 'unknown-bank' };
  const algorithm = checkDigitAlgorithmFor(parts);
  if (algorithm === undefined) return { valid: false, reason: 'branch' };
  const padded = fields.map((f, i) => f.padStart(widths[i] ?? 0, '0')).join('');
  const rule = ALGORITHMS[algorithm];
  return weightedSum(padded, rule) % rule.modulus === 0
    ? { valid: true, algorithm }
    : { valid: false, reason: 'check-digit' };
}
