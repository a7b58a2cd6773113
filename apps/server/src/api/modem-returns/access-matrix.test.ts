import { describe } from 'vitest';
import { accessMatrix } from '../../test/access-matrix';

const matrix = accessMatrix();
const unknownToken = 'z'.repeat(43);

/**
 * The modem-return routes are open on purpose (the link in the customer's message is the
 * proof): everyone, signed in or not, gets the same answer, and a sign-in opens nothing more.
 */
describe('who may use a modem-return link', () => {
  const everyone = {
    anonymous: 404,
    otherCustomer: 404,
    prepayCustomer: 404,
    readUser: 404,
    owner: 404,
    staff: 404,
  } as const;
  matrix.rows([
    {
      request: { method: 'POST', url: '/api/modemReturns/lookup', json: { token: unknownToken } },
      expected: everyone,
    },
    {
      request: {
        method: 'POST',
        url: '/api/modemReturns/confirm',
        json: {
          token: unknownToken,
          deliveryAddress: {
            address1: '1 Queen Street',
            address2: null,
            address3: null,
            locationName: 'Auckland',
            postCode: '1010',
          },
        },
      },
      expected: everyone,
    },
  ]);
});
