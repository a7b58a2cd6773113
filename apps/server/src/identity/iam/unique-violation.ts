/** PostgreSQL's unique_violation, found anywhere in the cause chain (drizzle wraps driver errors). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if ('code' in current && current.code === '23505') return true;
    current = current.cause;
  }
  return false;
}
