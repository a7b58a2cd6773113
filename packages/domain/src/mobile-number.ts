/** Spelled as the spec spells it ("your have"); the spec asks for its wording word for word. */
export const INVALID_BENEFICIARY_NUMBER_MESSAGE =
  'The number your have entered is not a valid beneficiary number.';
export const INVALID_PREPAY_NUMBER_MESSAGE =
  'The number your have entered is not a valid prepay number.';

/** 02 + 6-9 digits (mobile) or 03/04/06/07/09 + 6-7 digits (landline regions). */
export const MOBILE_NUMBER_PATTERN = /^(?:02\d{6,9}|0[34679]\d{6,7})$/;
export const PREPAY_MOBILE_NUMBER_PATTERN = /^02\d{6,9}$/;

/** How many trailing digits stay visible when a mobile number is masked. */
export const MOBILE_MASK_VISIBLE_DIGITS = 8;

/**
 * Local form without separators: people type numbers in any spacing, and often paste the
 * international form (+64 21 …), which maps to the local 0-prefixed form.
 */
export function normaliseMobileNumber(input: string): string {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (compact.startsWith('+64')) return `0${compact.slice(3)}`;
  return compact;
}

export function isValidMobileNumber(input: string): boolean {
  return MOBILE_NUMBER_PATTERN.test(normaliseMobileNumber(input));
}

export function isValidPrepayMobileNumber(input: string): boolean {
  return PREPAY_MOBILE_NUMBER_PATTERN.test(normaliseMobileNumber(input));
}

/** The form message for a beneficiary (data-share) number, or undefined when it is valid. */
export function beneficiaryNumberError(input: string): string | undefined {
  return isValidMobileNumber(input) ? undefined : INVALID_BENEFICIARY_NUMBER_MESSAGE;
}

/** The form message for a prepay number, or undefined when it is valid. */
export function prepayNumberError(input: string): string | undefined {
  return isValidPrepayMobileNumber(input) ? undefined : INVALID_PREPAY_NUMBER_MESSAGE;
}

/**
 * Groups a number for display: mobiles as `021 123 4567` (prefix of three, last group of
 * four once there are seven or more digits after it), landlines as `09 123 4567`.
 * Anything that is not a valid number comes back as typed, so nothing is silently lost.
 */
export function formatPhoneNumber(input: string): string {
  const digits = normaliseMobileNumber(input);
  if (!MOBILE_NUMBER_PATTERN.test(digits)) return input.trim();
  const prefixLength = digits.startsWith('02') ? 3 : 2;
  const prefix = digits.slice(0, prefixLength);
  const rest = digits.slice(prefixLength);
  const lastGroup = rest.length >= 7 ? 4 : 3;
  const split = rest.length - lastGroup;
  return `${prefix} ${rest.slice(0, split)} ${rest.slice(split)}`;
}

/** Hides all but the last 8 digits (spec section 9), e.g. `0211234567` → `••11234567`. */
export function maskMobileNumber(input: string): string {
  const digits = normaliseMobileNumber(input);
  const hidden = Math.max(0, digits.length - MOBILE_MASK_VISIBLE_DIGITS);
  return '•'.repeat(hidden) + digits.slice(hidden);
}
