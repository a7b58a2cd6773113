import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultContactName, isValidContactName } from './contact-name';

describe('contact name', () => {
  it("defaults to the owner's name, else the start of the account name", () => {
    expect(
      defaultContactName({ ownerContactName: 'Aroha Ngata', accountName: 'Ngata Household' }),
    ).toBe('Aroha Ngata');
    expect(defaultContactName({ ownerContactName: ' ', accountName: 'Ngata Household' })).toBe(
      'Ngata Household',
    );
    expect(
      defaultContactName({ accountName: 'Walker Builders and Sons Limited Partnership' }),
    ).toBe('Walker Builders and Sons Limit');
  });

  it('limits names to 30 characters', () => {
    expect(isValidContactName('a'.repeat(30))).toBe(true);
    expect(isValidContactName('a'.repeat(31))).toBe(false);
    expect(isValidContactName('   ')).toBe(false);
  });

  it('the default is never longer than 30 characters', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.string(), (owner, accountName) => {
        const name = defaultContactName({ ownerContactName: owner, accountName });
        expect(Array.from(name).length).toBeLessThanOrEqual(30);
      }),
    );
  });
});
