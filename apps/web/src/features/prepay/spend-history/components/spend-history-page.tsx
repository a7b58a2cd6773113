import { PageHeader } from '../../../../shared/page/page-header';
import { PrepayLineGate } from '../../shared/prepay-line-gate';
import type { PrepayLineGateCopy, PrepayLines } from '../../shared/prepay-line-gate';
import { PrepayLineHistory } from './prepay-line-history';

export interface SpendHistoryPageProps {
  accountCode: string | null;
  mobile: PrepayLines;
}

const copy: PrepayLineGateCopy = {
  noPrepayLines: 'Spend history is for prepay numbers, and this account has none.',
  notPrepayTitle: 'This page is for prepay numbers',
  notPrepayReason: 'so its charges are on your bills.',
  pickLabel: (number) => `History of ${number}`,
};

/** /mobile/prepay-spend-history: top-ups and spend of the selected prepay number. */
export function SpendHistoryPage({ accountCode, mobile }: SpendHistoryPageProps) {
  return (
    <>
      <PageHeader routeKey="prepay-spend-history" />
      <PrepayLineGate accountCode={accountCode} mobile={mobile} copy={copy}>
        {(line) => (
          <PrepayLineHistory
            key={line.serviceEntity}
            accountCode={line.accountCode}
            serviceEntity={line.serviceEntity}
          />
        )}
      </PrepayLineGate>
    </>
  );
}
