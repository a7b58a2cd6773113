import { describe, expect, it } from 'vitest';
import { createCorrelationId, randomInt } from './correlation-id';

describe('correlation id', () => {
  it('is MA2, yyyyMMddHHmmss and 16 upper-case alphanumerics', () => {
    const id = createCorrelationId(new Date(Date.UTC(2026, 0, 5, 7, 8, 9)));
    expect(id.slice(0, 17)).toBe('MA220260105070809');
    expect(id).toMatch(/^MA2\d{14}[A-Z0-9]{16}$/);
  });

  it('pads every part of the timestamp', () => {
    const id = createCorrelationId(new Date(Date.UTC(2026, 8, 30, 23, 59, 0)));
    expect(id.slice(3, 17)).toBe('20260930235900');
  });

  it('draws fresh characters each time', () => {
    const at = new Date();
    const draws = new Set(Array.from({ length: 20 }, () => createCorrelationId(at).slice(17)));
    expect(draws.size).toBe(20);
  });

  it('draws random values inside the bound', () => {
    for (let i = 0; i < 500; i += 1) {
      const value = randomInt(36);
      expect(Number.isInteger(value) && value >= 0 && value < 36).toBe(true);
    }
  });
});
