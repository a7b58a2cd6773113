import { describe, expect, it } from 'vitest';
import { BUILD_META_PATH } from '@portal/contracts';
import { BUILD_META_FILE_PATH } from '../../../vite/build-meta-plugin.ts';

describe('build meta path', () => {
  it('is written by the build where the app and the server look for it', () => {
    expect(BUILD_META_FILE_PATH).toBe(BUILD_META_PATH);
  });
});
