import { describe, expect, it } from 'vitest';
import { REQUIRED_NODE_MAJOR, unsupportedNodeMessage } from './node-version';

describe('the Node.js version check', () => {
  it('accepts the required major and later ones', () => {
    expect(unsupportedNodeMessage(`v${String(REQUIRED_NODE_MAJOR)}.0.0`)).toBeNull();
    expect(unsupportedNodeMessage('v24.21.0')).toBeNull();
    expect(unsupportedNodeMessage('v26.1.0')).toBeNull();
  });

  it('refuses older majors, naming the version found and the one needed', () => {
    const message = unsupportedNodeMessage('v20.20.2');
    expect(message).toContain('v20.20.2');
    expect(message).toContain(`Node.js ${String(REQUIRED_NODE_MAJOR)} or later`);
    expect(unsupportedNodeMessage('v22.12.0')).not.toBeNull();
    expect(unsupportedNodeMessage('not a version')).not.toBeNull();
  });

  it('passes the Node.js running the tests, which npm put first on PATH', () => {
    expect(unsupportedNodeMessage(process.version)).toBeNull();
  });
});
