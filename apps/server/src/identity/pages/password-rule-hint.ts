import { PASSWORD_MIN_LENGTH, PASSWORD_PART_HINTS } from '@portal/domain';

const { lowercase, uppercase, digit, symbol } = PASSWORD_PART_HINTS;

/** The rule of a new password, as the portal's password change states it. */
export const PASSWORD_RULE_HINT = `At least ${String(PASSWORD_MIN_LENGTH)} characters with ${lowercase}, ${uppercase}, ${digit} and ${symbol}.`;
