import { PASSWORD_PART_HINTS } from '@portal/domain';
import { AppError } from '../../platform/app-error';
import { assessPassword } from './password-strength';

export const WEAK_PASSWORD_MESSAGE =
  'This password would be too easy to guess. Try a longer one, for example a few unrelated words.';

function ruleMessage(missing: readonly (keyof typeof PASSWORD_PART_HINTS)[]): string {
  const parts = missing.map((part) => PASSWORD_PART_HINTS[part]);
  return `Your new password needs ${parts.join(', ')}.`;
}

/**
 * The one rule for a password someone chooses (a change, or a new log-in): the spec's parts
 * (docs/spec-notes.md), then strength; `userInputs` (the person's email and names) count as
 * words anyone could guess.
 */
export function requireAcceptablePassword(password: string, userInputs: string[]): void {
  const strength = assessPassword(password, userInputs);
  if (strength.missingParts.length > 0) {
    throw AppError.badRequest(ruleMessage(strength.missingParts), 'password_rule');
  }
  if (!strength.isAcceptable) {
    const warning = strength.feedback.warning === null ? '' : ` ${strength.feedback.warning}`;
    throw AppError.badRequest(`${WEAK_PASSWORD_MESSAGE}${warning}`, 'password_weak');
  }
}
