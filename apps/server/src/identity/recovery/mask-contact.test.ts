import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './mask-contact';

describe('maskEmail', () => {
  it('keeps the first character and the domain, as the brief shows it', () => {
    expect(maskEmail('aroha@example.nz')).toBe('a••••@example.nz');
    expect(maskEmail('liam@example.nz')).toBe('l••••@example.nz');
  });

  it('never shows more of the local part than its first character', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email);
        const at = email.lastIndexOf('@');
        expect(masked.endsWith(email.slice(at))).toBe(true);
        expect(masked.slice(0, masked.lastIndexOf('@'))).toBe(`${email.charAt(0)}••••`);
      }),
    );
  });
});

describe('maskMobile', () => {
  it('keeps the prefix and the last four digits', () => {
    expect(maskMobile('0214564567')).toBe('021 ••• 4567');
    expect(maskMobile('022 654 3210')).toBe('022 ••• 3210');
  });

  it('shows only seven digits of any number: the prefix and the last four', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0\d{6,10}$/), (mobile) => {
        const masked = maskMobile(mobile);
        expect(masked.replace(/\D/g, '')).toHaveLength(7);
        expect(masked.startsWith(mobile.slice(0, 3))).toBe(true);
        expect(masked.endsWith(mobile.slice(-4))).toBe(true);
        expect(masked).toContain('•••');
      }),
    );
  });
});
