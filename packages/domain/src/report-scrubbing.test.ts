import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubText } from './report-scrubbing';

describe('scrubText', () => {
  it.each([
    ['Key (email)=(aroha@example.nz) already exists', 'Key (email)=([email]) already exists'],
    ['sent Bearer abc.def-ghi to the API', 'sent Bearer [token] to the API'],
    ['token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln expired', 'token [token] expired'],
    ['card 4111 1111 1111 1111 declined', 'card [number] declined'],
    ['card 4111111111111111 declined', 'card [number] declined'],
    ['bank 12-3456-7890123-00', 'bank [number]'],
    ['line 0211234567 and 021 123 4567', 'line [phone] and [phone]'],
    ['call +64 21 123 4567', 'call [phone]'],
    [
      'Account code 39999999 is not in the claims of user 3f0e6a52-8f43-4b7e-9a51-2c1d7e0b9a11',
      'Account code 39999999 is not in the claims of user [id]',
    ],
  ])('%s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('keeps account codes, operations and request guids', () => {
    const text =
      'Upstream failed for GET /api/accounts/30000001 (request 0b6c1c0e-2f7a-4c55-9a8d-4c1f3e2a9b10)';
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubEvent', () => {
  it('drops who the person is and scrubs every text but machine tags', () => {
    const event = {
      event_id: 'e1',
      message: 'for aroha@example.nz',
      exception: { values: [{ type: 'Error', value: 'card 4111111111111111' }, { type: 'X' }] },
      tags: {
        operation: 'data-share/30000001/0211234567/quota',
        account: '30000001',
        request_guid: '0b6c1c0e-2f7a-4c55-9a8d-4c1f3e2a9b10',
        status: '500',
      },
      user: { email: 'aroha@example.nz', ip_address: '10.0.0.1' },
      request: { url: 'https://portal/?staffToken=abc', cookies: { s: 'x' } },
      extra: { form: { name: 'Aroha Ngata' } },
      breadcrumbs: [{ message: 'typed Aroha' }],
    };
    expect(scrubEvent(event)).toEqual({
      event_id: 'e1',
      message: 'for [email]',
      exception: { values: [{ type: 'Error', value: 'card [number]' }, { type: 'X' }] },
      tags: {
        operation: 'data-share/30000001/[phone]/quota',
        account: '30000001',
        request_guid: '0b6c1c0e-2f7a-4c55-9a8d-4c1f3e2a9b10',
        status: '500',
      },
    });
  });
});
