import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { accountSelectionStore } from '../session/account-selection-store';
import { reportError, setErrorSender, type ErrorTags } from './error-reporting';

afterEach(() => {
  setErrorSender(null);
});

function apiError(status: number) {
  return new ApiError({
    status,
    statusText: 'x',
    title: 'x',
    detail: null,
    message: 'x',
    data: null,
    requestGuid: 'g',
  });
}

describe('reportError', () => {
  it('sends nothing when reporting is off', () => {
    expect(reportError(new Error('boom'), { operation: 'me', accountCode: null })).toBe(false);
  });

  it('reports 400, 5xx and other failures with their operation and account, but not 401–499', () => {
    const sent: [unknown, ErrorTags][] = [];
    setErrorSender((error, tags) => sent.push([error, tags]));
    const tags = { operation: 'accounts/30000001', accountCode: '30000001' };
    for (const status of [400, 401, 403, 404, 429, 500, 503]) reportError(apiError(status), tags);
    reportError(new TypeError('Failed to fetch'), tags);
    expect(sent.map(([error]) => (error instanceof ApiError ? error.status : 'network'))).toEqual([
      400,
      500,
      503,
      'network',
    ]);
    expect(sent[0]?.[1]).toEqual(tags);
  });

  it('reports an error once, against the selected account unless told another', () => {
    const sent: [unknown, ErrorTags][] = [];
    setErrorSender((error, tags) => sent.push([error, tags]));
    accountSelectionStore.selectAccount('30000001');
    const error = new Error('boom');
    reportError(error, { operation: 'GET accounts' });
    reportError(error, { operation: 'route __root__' });
    reportError(new Error('other'), { operation: 'render', accountCode: '30000002' });
    expect(sent.map(([, tags]) => tags)).toEqual([
      { operation: 'GET accounts', accountCode: '30000001' },
      { operation: 'render', accountCode: '30000002' },
    ]);
  });
});
