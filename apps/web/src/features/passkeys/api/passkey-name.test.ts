import { describe, expect, it } from 'vitest';
import { passkeyPromptFailure, suggestPasskeyName } from './passkey-name';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('a new passkey’s suggested name', () => {
  it('names the browser and the device', () => {
    expect(suggestPasskeyName(CHROME_ANDROID)).toBe('Chrome on Android');
    expect(suggestPasskeyName(SAFARI_IPHONE)).toBe('Safari on iPhone');
    expect(suggestPasskeyName(EDGE_WINDOWS)).toBe('Edge on Windows');
    expect(suggestPasskeyName(FIREFOX_LINUX)).toBe('Firefox on Linux');
    expect(suggestPasskeyName('curl/8')).toBe('Passkey');
  });
});

describe('a failed passkey prompt', () => {
  it('says what happened in words for people, or nothing for an unknown failure', () => {
    expect(passkeyPromptFailure(new DOMException('x', 'NotAllowedError'))).toMatch(/No passkey/);
    expect(passkeyPromptFailure(new DOMException('x', 'InvalidStateError'))).toMatch(
      /already has a passkey/,
    );
    expect(passkeyPromptFailure(new Error('x'))).toBeNull();
    expect(passkeyPromptFailure('x')).toBeNull();
  });
});
