import { describe, expect, it } from 'vitest';
import { assessPassword } from './password-strength';

describe('assessPassword', () => {
  it("counts the person's own words as guessable", () => {
    expect(assessPassword('Ngatawhakaroa!2').score).toBe(4);
    expect(
      assessPassword('Ngatawhakaroa!2', ['ngatawhakaroa@example.nz', 'Ngatawhakaroa']),
    ).toMatchObject({
      score: 1,
      isAcceptable: false,
    });
  });

  it('refuses a common password even when it meets the rule', () => {
    expect(assessPassword('P@ssw0rd123!')).toMatchObject({ isAcceptable: false, missingParts: [] });
  });

  it('accepts a strong password that meets the rule', () => {
    expect(assessPassword('Tui-Kereru-Moa-42!')).toMatchObject({ score: 4, isAcceptable: true });
  });
});
