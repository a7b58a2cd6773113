import { describe, expect, it } from 'vitest';
import { findCardNumbersInText } from './find-card-numbers';

describe('findCardNumbersInText', () => {
  it('finds a Luhn-valid card number written plain or grouped', () => {
    const text = 'a 4111111111111111 b {"pan":"5555 5555 5555 4444"}';
    expect(findCardNumbersInText('t', text).map((f) => f.masked)).toEqual([
      '************1111',
      '************4444',
    ]);
  });

  it('ignores the fraction of a decimal number, such as a log line’s response time', () => {
    // 4111111111111111 would be found on its own; as a fraction it is a number, not a card.
    expect(findCardNumbersInText('logs', '{"responseTime":9.4111111111111111}')).toEqual([]);
  });

  it('ignores digit runs glued to letters, as in ids and hashes', () => {
    expect(findCardNumbersInText('t', 'tok_4111111111111111x')).toEqual([]);
  });
});
