import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('email', () => {
  it.each([
    ['aroha@example.nz', true],
    [' mere.ngata+bills@mail.example.co.nz ', true],
    ['aroha@example', false],
    ['aroha@@example.nz', false],
    ['aroha@exa@mple.nz', false],
    ['aroha example@example.nz', false],
    ['@example.nz', false],
    ['aroha@.nz', false],
    ['aroha@example.', false],
    [`${'a'.repeat(250)}@example.nz`, false],
    ['', false],
  ])('%s → %s', (input, valid) => {
    expect(isValidEmail(input)).toBe(valid);
  });
});
