import { expect } from 'vitest';
import type { BoundFunctions, queries } from '@testing-library/react';

/** `screen`, or `within(element)`: where to look for the links. */
type Scope = Pick<BoundFunctions<typeof queries>, 'getByRole'>;

/**
 * Each link named in `expected` is in `scope`, once, and leads to its address:
 * `expectLinks(screen, { 'Pay now': '/account/payment' })`. Compared as one object, so a
 * failure shows every address at once; a name not found (or found twice) throws.
 */
export function expectLinks(scope: Scope, expected: Record<string, string>) {
  const actual = Object.fromEntries(
    Object.keys(expected).map((name) => [
      name,
      scope.getByRole('link', { name }).getAttribute('href'),
    ]),
  );
  expect(actual).toEqual(expected);
}
