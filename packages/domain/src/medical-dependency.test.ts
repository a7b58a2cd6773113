import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkConfirmationFile,
  confirmationTypeOf,
  isPaymentDifficultyKind,
  MAX_CONFIRMATION_BYTES,
  mayRestrictPower,
  MEDICAL_DEPENDENCY_STATES,
} from './medical-dependency';

/** The bytes of plain ASCII text. */
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const PDF = ascii('%PDF-1.4\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);

describe('mayRestrictPower', () => {
  it('protects an account whose medical dependency is pending or confirmed', () => {
    expect(mayRestrictPower({ medicalDependency: 'pending' })).toBe(false);
    expect(mayRestrictPower({ medicalDependency: 'confirmed' })).toBe(false);
  });

  it('leaves an account with no application, or a declined one, as any other', () => {
    expect(mayRestrictPower({ medicalDependency: null })).toBe(true);
    expect(mayRestrictPower({ medicalDependency: 'declined' })).toBe(true);
  });

  it('never allows restricting an account that is flagged, whatever the state list holds', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEDICAL_DEPENDENCY_STATES, null), (state) => {
        const flagged = state === 'pending' || state === 'confirmed';
        expect(mayRestrictPower({ medicalDependency: state })).toBe(!flagged);
      }),
    );
  });
});

describe('the practitioner confirmation file', () => {
  it('is told by its first bytes', () => {
    expect(confirmationTypeOf(PDF)).toBe('application/pdf');
    expect(confirmationTypeOf(PNG)).toBe('image/png');
    expect(confirmationTypeOf(JPEG)).toBe('image/jpeg');
    expect(confirmationTypeOf(ascii('PK\u0003\u0004 a zip'))).toBeNull();
    expect(confirmationTypeOf(new Uint8Array())).toBeNull();
  });

  it('is refused when empty, over 5 MB or of another type, with words saying what to do', () => {
    expect(checkConfirmationFile(0, PDF)).toMatchObject({ ok: false });
    const big = checkConfirmationFile(MAX_CONFIRMATION_BYTES + 1, PDF);
    expect(big).toMatchObject({ ok: false, message: expect.stringContaining('5 MB') as string });
    const text = checkConfirmationFile(10, ascii('hello'));
    expect(text).toMatchObject({ ok: false, message: expect.stringContaining('PDF') as string });
    expect(checkConfirmationFile(MAX_CONFIRMATION_BYTES, PDF)).toEqual({
      ok: true,
      type: 'application/pdf',
    });
  });

  it('takes no file whose first bytes are not a PDF, JPEG or PNG signature', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 16 }), (head) => {
        const check = checkConfirmationFile(100, head);
        const isKnown = [PDF.slice(0, 5), PNG, JPEG.slice(0, 3)].some((sig) =>
          sig.every((byte: number, index: number) => head[index] === byte),
        );
        expect(check.ok).toBe(isKnown);
      }),
    );
  });
});

describe('payment difficulty notices', () => {
  it('cover payment due and payment failed, not usage alerts', () => {
    expect(isPaymentDifficultyKind('payment-due')).toBe(true);
    expect(isPaymentDifficultyKind('payment-failed')).toBe(true);
    expect(isPaymentDifficultyKind('data-usage')).toBe(false);
  });
});
