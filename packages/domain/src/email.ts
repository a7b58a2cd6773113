/**
 * The spec's simple form: something, one at-sign, a domain with a dot. Deliverability is
 * the mail server's business; this only catches typing mistakes.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** RFC 5321's limit on a forward path, so a pasted paragraph is not accepted. */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(input: string): boolean {
  const email = input.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
