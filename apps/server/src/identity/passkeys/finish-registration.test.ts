import { describe, expect, it } from 'vitest';
import { newPasskeyName } from './finish-registration';

describe('a new passkey’s name', () => {
  it('is the suggestion or "Passkey", numbered past the names the person has', () => {
    expect(newPasskeyName([])).toBe('Passkey');
    expect(newPasskeyName(['Passkey', 'Passkey 2'])).toBe('Passkey 3');
    expect(newPasskeyName(['Passkey 2'])).toBe('Passkey');
    expect(newPasskeyName(['Chrome on Android'], 'Chrome on Android')).toBe('Chrome on Android 2');
  });

  it('stays within the longest name, number and all', () => {
    const long = 'x'.repeat(60);
    expect(newPasskeyName([], long)).toBe(long);
    const numbered = newPasskeyName([long], long);
    expect(numbered).toHaveLength(60);
    expect(numbered.endsWith(' 2')).toBe(true);
  });
});
