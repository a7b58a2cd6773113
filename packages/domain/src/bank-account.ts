import type { CheckDigitResult } from './bank-account-check-digits';
import { checkBankAccountDigits } from './bank-account-check-digits';

/** The display format of spec section 5: bank-branch-account-suffix, 2-4-7-2or3 digits. */
export const BANK_ACCOUNT_DISPLAY_PATTERN = /^\d{2}-\d{4}-\d{7}-\d{2,3}$/;

/** The spec's other check: 15 to 18 digits once separators are removed. */
export const BANK_ACCOUNT_DIGITS_PATTERN = /^\d{15,18}$/;

/** Named as the direct debit details name them (spec section 3). */
export interface BankAccount {
  /** 2 digits */
  readonly bankCode: string;
  /** 4 digits */
  readonly bankBranch: string;
  /** 7 digits */
  readonly bankAccount: string;
  /** 2 or 3 digits, as the bank prints it */
  readonly bankSuffix: string;
}

export function hasBankAccountDigitCount(input: string): boolean {
  return BANK_ACCOUNT_DIGITS_PATTERN.test(input.replace(/[\s-]/g, ''));
}

function fromParts(
  bank: string,
  branch: string,
  account: string,
  suffix: string,
): BankAccount | undefined {
  // Banks print 7-digit bases and 2-3 digit suffixes; IRD pads to 8 and 4 with zeros.
  const base = account.length === 8 && account.startsWith('0') ? account.slice(1) : account;
  const trimmedSuffix = suffix.length === 4 && suffix.startsWith('0') ? suffix.slice(1) : suffix;
  if (bank.length !== 2 || base.length !== 7) return undefined;
  if (branch.length < 1 || branch.length > 4) return undefined;
  if (trimmedSuffix.length < 2 || trimmedSuffix.length > 3) return undefined;
  return {
    bankCode: bank,
    bankBranch: branch.padStart(4, '0'),
    bankAccount: base,
    bankSuffix: trimmedSuffix,
  };
}

/**
 * Reads an account typed with hyphens or spaces between the parts (`12-3140-0171323-50`),
 * or as bare digits: 15 or 16 digits are bank 2, branch 4, base 7, suffix 2 or 3; 18 digits
 * are the IRD padded form (base 8, suffix 4). 17 bare digits are ambiguous and refused.
 */
export function parseBankAccount(input: string): BankAccount | undefined {
  const text = input.trim();
  const groups = text.split(/[\s-]+/).filter((g) => g !== '');
  if (groups.some((g) => !/^\d+$/.test(g))) return undefined;
  if (groups.length === 4) {
    const [bank = '', branch = '', account = '', suffix = ''] = groups;
    return fromParts(bank, branch, account, suffix);
  }
  if (groups.length !== 1) return undefined;
  const digits = groups[0] ?? '';
  if (digits.length === 15 || digits.length === 16) {
    return fromParts(digits.slice(0, 2), digits.slice(2, 6), digits.slice(6, 13), digits.slice(13));
  }
  if (digits.length === 18) {
    return fromParts(digits.slice(0, 2), digits.slice(2, 6), digits.slice(6, 14), digits.slice(14));
  }
  return undefined;
}

export function formatBankAccount(account: BankAccount): string {
  return `${account.bankCode}-${account.bankBranch}-${account.bankAccount}-${account.bankSuffix}`;
}

export type BankAccountCheck =
  | { readonly valid: true; readonly account: BankAccount }
  | {
      readonly valid: false;
      readonly reason: 'format' | Extract<CheckDigitResult, { valid: false }>['reason'];
    };

/** Format, bank and branch, and the published check digits, in that order. */
export function checkBankAccount(input: string): BankAccountCheck {
  const account = parseBankAccount(input);
  if (account === undefined) return { valid: false, reason: 'format' };
  const result = checkBankAccountDigits({
    bank: account.bankCode,
    branch: account.bankBranch,
    account: account.bankAccount,
    suffix: account.bankSuffix,
  });
  return result.valid ? { valid: true, account } : { valid: false, reason: result.reason };
}

export function isValidBankAccount(input: string): boolean {
  return checkBankAccount(input).valid;
}
