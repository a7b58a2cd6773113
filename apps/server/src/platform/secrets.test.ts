import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256 } from './secrets';

describe('sha256', () => {
  it("gives PKCE's S256 challenge of RFC 7636's example verifier", () => {
    expect(sha256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('hashes text and bytes as a streaming SHA-256 does, so stored keys still match', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.uint8Array()), (input) => {
        expect(sha256(input)).toBe(createHash('sha256').update(input).digest('base64url'));
      }),
    );
  });
});
