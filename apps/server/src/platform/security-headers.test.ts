import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJsonType } from './security-headers';

describe('which answers get the JSON set of security headers', () => {
  it('takes JSON and structured-JSON types, in any case, and nothing a browser renders', () => {
    expect(isJsonType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonType('application/problem+json')).toBe(true);
    expect(isJsonType(' Application/JSON ')).toBe(true);
    expect(isJsonType('text/html; charset=utf-8')).toBe(false);
    expect(isJsonType('application/jsonp')).toBe(false);
    expect(isJsonType('text/javascript')).toBe(false);
    expect(isJsonType('')).toBe(false);
  });

  it('judges a type by what comes before its parameters', () => {
    const types = fc.constantFrom(
      'application/json',
      'application/ld+json',
      'text/html',
      'image/png',
    );
    const parameters = fc.string().map((text) => `;${text}`);
    fc.assert(
      fc.property(types, parameters, (type, rest) => {
        expect(isJsonType(type + rest)).toBe(isJsonType(type));
      }),
    );
  });
});
