import { describe, expect, it } from 'vitest';
import { roundShareAmountMb, shareAmountToSend } from './data-share';

describe('data share amounts', () => {
  it('rounds share amounts down to whole MB and leaves zero out', () => {
    expect(roundShareAmountMb(1023.9)).toBe(1023);
    expect(roundShareAmountMb(-5)).toBe(0);
    expect(roundShareAmountMb(Number.NaN)).toBe(0);
    expect(shareAmountToSend(0.9)).toBeUndefined();
    expect(shareAmountToSend(1.2)).toBe(1);
  });
});
