import { beforeAll, describe } from 'vitest';
import { initiatedRechargeSchema } from '@portal/contracts';
import { vouchers } from '../../db/schema';
import {
  accessMatrix,
  SIGNED_IN_MAY,
  type AccessRow,
  type Expected,
} from '../../test/access-matrix';
import type { BrowserRequest } from '../../test/test-browser';
import { dataOf, newKey } from '../payments/testing';
import { BEN, bensCards, RECHARGE, TOP_UP_PAGE } from './testing';

/**
 * Who may move money into Ben's prepay wallet: Ben (the owner) and staff; nobody else, not
 * even Aroha, who owns other accounts. Through Aroha's own account his line is not found.
 */
const matrix = accessMatrix();
let mastercard = '';
let bensTopUp = '';
let voucherSerial = 0;

/** Ben and staff may; everyone else is refused before anything is read. */
const BEN_MAY = {
  anonymous: 401,
  otherCustomer: 403,
  prepayCustomer: 200,
  readUser: 403,
  owner: 403,
  staff: 200,
} as const satisfies Expected;
/** Through Aroha's account (30000001): she and staff pass the check, and Ben's line is not there. */
const NOT_ON_AROHAS_ACCOUNT = {
  anonymous: 401,
  otherCustomer: 403,
  prepayCustomer: 403,
  readUser: 403,
  owner: 404,
  staff: 404,
} as const satisfies Expected;

const withKey = (request: BrowserRequest): BrowserRequest => ({
  ...request,
  headers: { 'idempotency-key': newKey() },
});
const payments = (account: string) => `${RECHARGE}/payments/accounts/${account}`;
const cardPayment = (account: string) =>
  withKey({
    method: 'POST',
    url: `${payments(account)}/cards/${mastercard}/payment`,
    json: { amount: 500, targetMsisdn: BEN.line },
  });
const initiate = (account: string) =>
  withKey({
    method: 'POST',
    url: `${payments(account)}/initiatePayment`,
    json: {
      amount: 500,
      targetMsisdn: BEN.line,
      saveCard: false,
      callbackUrl: TOP_UP_PAGE,
      paymentMethod: 'OnlineEftpos',
    },
  });
const processTopUp = (account: string): BrowserRequest => ({
  method: 'POST',
  url: `${RECHARGE}/accounts/${account}/rechargeTransactions/${bensTopUp}/process`,
});
/** A voucher of its own for each call, so one persona's success leaves the next one's to spend. */
async function voucherOrder(account: string): Promise<BrowserRequest> {
  voucherSerial += 1;
  const voucherNumber = `77770000${String(voucherSerial).padStart(4, '0')}`;
  await matrix.app().database.db.insert(vouchers).values({ voucherNumber, amountCents: 500 });
  return {
    method: 'POST',
    url: `/api/sales/v4/ordering/accounts/${account}/orders`,
    json: { orderType: 'VoucherRedemption', serviceEntity: BEN.line, voucherNumber },
  };
}

beforeAll(async () => {
  const person = async (request: { url: string }) => matrix.call('prepayCustomer', request);
  mastercard = (await bensCards(person)).mastercard;
  bensTopUp = dataOf(
    await matrix.call('prepayCustomer', initiate(BEN.account)),
    initiatedRechargeSchema,
  ).rechargeTransactionId;
});

const rows: AccessRow[] = [
  {
    request: { url: `${RECHARGE}/maintenanceWindows/active` },
    expected: SIGNED_IN_MAY,
  },
  {
    name: 'POST saved-card payment on Ben’s account',
    request: () => cardPayment(BEN.account),
    expected: BEN_MAY,
  },
  {
    name: 'POST initiatePayment on Ben’s account',
    request: () => initiate(BEN.account),
    expected: BEN_MAY,
  },
  {
    name: 'POST rechargeTransactions/{id}/process on Ben’s account',
    request: () => processTopUp(BEN.account),
    expected: BEN_MAY,
  },
  {
    name: 'POST sales v4 voucher order on Ben’s account',
    request: () => voucherOrder(BEN.account),
    expected: BEN_MAY,
  },
  {
    name: 'POST saved-card payment for Ben’s line through Aroha’s account',
    request: () => cardPayment('30000001'),
    expected: NOT_ON_AROHAS_ACCOUNT,
  },
  {
    name: 'POST initiatePayment for Ben’s line through Aroha’s account',
    request: () => initiate('30000001'),
    expected: NOT_ON_AROHAS_ACCOUNT,
  },
  {
    name: 'POST process of Ben’s top-up through Aroha’s account',
    request: () => processTopUp('30000001'),
    expected: NOT_ON_AROHAS_ACCOUNT,
  },
  {
    name: 'POST voucher order for Ben’s line through Aroha’s account',
    request: () => voucherOrder('30000001'),
    expected: NOT_ON_AROHAS_ACCOUNT,
  },
];

describe('who may top up a prepay wallet', () => {
  matrix.rows(rows);
});
