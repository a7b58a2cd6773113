import { describe, expect, it } from 'vitest';
import { codeChallengeOf, createPkce } from './pkce';

describe('PKCE for the one-time code', () => {
  it('derives the challenge the server checks: base64url of the SHA-256, unpadded', async () => {
    // node -e "crypto.createHash('sha256').update(verifier).digest('base64url')", as the server does.
    expect(await codeChallengeOf('dBjftJeZ4CVP-mJ92K9Xu4aArHg8fZZ9oC-h6lLHNHk')).toBe(
      '8CAg7bj7lzB3DDwN0fw6PUfxL5iyqEs8zrMReamt6kQ',
    );
    // A byte base64 writes as / comes out as _, and no padding follows.
    expect(await codeChallengeOf('a')).toBe('ypeBEsobvcr6wjGzmiPcTaeG7_gUfE5yuYB3ha_uSLs');
  });

  it('makes a fresh 43-character verifier each time, with its challenge', async () => {
    const first = await createPkce();
    const second = await createPkce();
    expect(first.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.verifier).not.toBe(second.verifier);
    expect(first.challenge).toBe(await codeChallengeOf(first.verifier));
  });
});
