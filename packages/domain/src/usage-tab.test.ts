import { describe, expect, it } from 'vitest';
import { usageTabFromHash } from './usage-tab';

describe('usage tab', () => {
  it('picks the usage tab from the hash', () => {
    expect(usageTabFromHash('#Calls')).toBe('calls');
    expect(usageTabFromHash('texts')).toBe('texts');
    expect(usageTabFromHash('#DATA')).toBe('data');
    expect(usageTabFromHash('#nonsense')).toBe('data');
    expect(usageTabFromHash('', 'texts')).toBe('texts');
  });
});
