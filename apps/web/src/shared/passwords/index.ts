export { calculatePasswordComplexity, passwordComplexityQueryOptions } from './password-complexity';
export { PasswordStrength } from './password-strength';
