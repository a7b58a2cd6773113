/**
 * A value made on first use and kept. For Intl formatters and collators: making one loads
 * locale and time-zone data, a few milliseconds each that would otherwise be spent while the
 * portal starts, whether or not the first page shows a date.
 */
export function lazily<T>(make: () => T): () => T {
  let value: { readonly made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}
