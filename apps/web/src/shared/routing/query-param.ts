/** One query parameter from the raw query string, trimmed; null when missing or empty. */
export function queryParam(searchStr: string, name: string): string | null {
  const value = new URLSearchParams(searchStr).get(name)?.trim();
  return value ? value : null;
}
