import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { meetsPasswordRule, missingPasswordParts } from './password';

describe('password rule', () => {
  it('names what is missing', () => {
    expect(missingPasswordParts('')).toEqual([
      'length',
      'lowercase',
      'uppercase',
      'digit',
      'symbol',
    ]);
    expect(missingPasswordParts('Portal!2026')).toEqual([]);
    expect(missingPasswordParts('portal!2026')).toEqual(['uppercase']);
    expect(missingPasswordParts('PORTAL!2026')).toEqual(['lowercase']);
    expect(missingPasswordParts('Portal!abc')).toEqual(['digit']);
    expect(missingPasswordParts('Portal2026')).toEqual(['symbol']);
    expect(missingPasswordParts('Po!2')).toEqual(['length']);
    expect(missingPasswordParts('Portal 2026')).toEqual(['symbol']);
    expect(meetsPasswordRule('Portal!2026')).toBe(true);
    expect(meetsPasswordRule('Po!2abc')).toBe(false);
  });

  it('adding a missing part never adds another missing part', () => {
    fc.assert(
      fc.property(fc.string(), (pw) => {
        const before = missingPasswordParts(pw);
        const after = missingPasswordParts(`${pw}aA1!`);
        expect(after.every((part) => before.includes(part))).toBe(true);
        expect(after.filter((p) => p !== 'length')).toEqual([]);
      }),
    );
  });
});
