import { describe, expect, it } from 'vitest';
import { internalsIn } from './route-answer-checks';

describe('internalsIn', () => {
  it('finds the server’s insides in a body', () => {
    expect(internalsIn('{"message":"Cannot read properties of undefined"}')).toEqual([
      'shows a runtime error',
      'shows "undefined"',
    ]);
  });

  it('leaves out what the request itself carried, and only that', () => {
    const body = '{"message":"Account code undefined is not in the claims of user u1."}';
    expect(internalsIn(body, '{"url":"/api/accounts/undefined"}')).toEqual([]);
    expect(internalsIn(body, '{"url":"/api/accounts/30000001"}')).toEqual(['shows "undefined"']);
  });
});
