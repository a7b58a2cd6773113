import { describe, expect, it } from 'vitest';
import { lazily } from './lazily';

describe('lazily', () => {
  it('makes the value on first use only, then hands back the same one', () => {
    let made = 0;
    const value = lazily(() => {
      made += 1;
      return { made };
    });
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a made value even when it is undefined', () => {
    let made = 0;
    const value = lazily(() => {
      made += 1;
      return undefined;
    });
    value();
    value();
    expect(made).toBe(1);
  });
});
