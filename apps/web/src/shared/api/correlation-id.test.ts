import { describe, expect, it } from 'vitest';
import { compactTimestamp, createCorrelationId, randomUpperAlphanumerics } from './correlation-id';

describe('correlation id', () => {
  it('is MA2, yyyyMMddHHmmss and 16 upper-case alphanumerics', () => {
    const id = createCorrelationId(new Date(2026, 0, 5, 7, 8, 9));
    expect(id.slice(0, 17)).toBe('MA220260105070809');
    expect(id).toMatch(/^MA2\d{14}[A-Z0-9]{16}$/);
  });

  it('pads every part of the timestamp', () => {
    expect(compactTimestamp(new Date(2026, 8, 30, 23, 59, 0))).toBe('20260930235900');
  });

  it('draws fresh characters each time', () => {
    const draws = new Set(Array.from({ length: 20 }, () => randomUpperAlphanumerics(16)));
    expect(draws.size).toBe(20);
  });
});
