export const CONTACT_NAME_MAX_LENGTH = 30;

export interface ContactNameSource {
  /** The account owner's contact name, when the account has one. */
  readonly ownerContactName?: string | null;
  readonly accountName: string;
}

function firstCharacters(text: string, count: number): string {
  // By code point, so a name is never cut inside a surrogate pair (emoji, some scripts).
  return Array.from(text).slice(0, count).join('');
}

/** The owner's contact name, else the first 30 characters of the account name. */
export function defaultContactName(source: ContactNameSource): string {
  const owner = source.ownerContactName?.trim() ?? '';
  const name = owner === '' ? source.accountName.trim() : owner;
  return firstCharacters(name, CONTACT_NAME_MAX_LENGTH).trim();
}

export function isValidContactName(input: string): boolean {
  const name = input.trim();
  return name !== '' && Array.from(name).length <= CONTACT_NAME_MAX_LENGTH;
}
