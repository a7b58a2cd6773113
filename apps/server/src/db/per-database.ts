import type { Db } from './client';

/**
 * One value per database, made on first use: a prepared statement built once and planned
 * once per connection, rather than a query built on every request.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
