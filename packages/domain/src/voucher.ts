export const VOUCHER_DIGITS = 12;

/** Vouchers are printed in groups, so spaces and hyphens are dropped before checking. */
export function normaliseVoucherNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isValidVoucherNumber(input: string): boolean {
  return /^\d{12}$/.test(normaliseVoucherNumber(input));
}
