export { calculatePasswordComplexity, passwordComplexityQueryOptions } from './password-complexity';
export { PasswordStrength } from './password-strength';
export {
  missingPartsMessage,
  newPasswordSchema,
  PASSWORD_RULE_HINT,
  PASSWORDS_DIFFER_MESSAGE,
} from './password-rule';
