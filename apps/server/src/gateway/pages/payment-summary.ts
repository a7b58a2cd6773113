import { formatNzd } from '@portal/domain';
import { DEFAULT_MERCHANT_NAME } from '../context';
import { metadataOf, type TransactionRow } from '../transaction-row';
import { renderSummary, type Html } from './html';

/** What the person is paying whom: the facts every hosted page shows. */
export interface PaymentFacts {
  id: string;
  merchantName: string;
  /** `$25.00` */
  amount: string;
  amountCents: number;
  reference: string;
}

export function paymentFacts(row: TransactionRow): PaymentFacts {
  return {
    id: row.id,
    merchantName: metadataOf(row).merchantName ?? DEFAULT_MERCHANT_NAME,
    amount: formatNzd(row.amountCents),
    amountCents: row.amountCents,
    reference: row.merchantReference ?? '',
  };
}

export function renderPaymentSummary(facts: PaymentFacts): Html {
  return renderSummary([
    ['Merchant', facts.merchantName],
    ['Amount', `${facts.amount} NZD`],
    ['Reference', facts.reference],
  ]);
}
