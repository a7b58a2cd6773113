import { describe, expect, it } from 'vitest';
import { guessLayout } from './layout-guess';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

describe('guessLayout', () => {
  it('believes the client hint first', () => {
    expect(guessLayout({ mobileHint: '?1', userAgent: DESKTOP })).toBe('phone');
    expect(guessLayout({ mobileHint: '?0', userAgent: PIXEL })).toBe('wide');
  });

  it('reads the user agent when there is no hint, a wide screen when in doubt', () => {
    expect(guessLayout({ mobileHint: undefined, userAgent: PIXEL })).toBe('phone');
    expect(guessLayout({ mobileHint: undefined, userAgent: DESKTOP })).toBe('wide');
    expect(guessLayout({ mobileHint: undefined, userAgent: undefined })).toBe('wide');
  });
});
