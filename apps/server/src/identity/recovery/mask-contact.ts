const HIDDEN = '••••';

/** "aroha@example.nz" as "a••••@example.nz": enough to recognise, not enough to learn. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return HIDDEN;
  return `${Array.from(email)[0] ?? ''}${HIDDEN}${email.slice(at)}`;
}

/** "0214564567" as "021 ••• 4567": the prefix and the last four digits. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length < 7) return '•••';
  return `${digits.slice(0, 3)} ••• ${digits.slice(-4)}`;
}
