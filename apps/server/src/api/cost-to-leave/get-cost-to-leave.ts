import {
  costToLeaveSchedule,
  monthsLeftInTerm,
  termEndsOn,
  toNzDateKey,
  type LeavingCost,
} from '@portal/domain';
import type { CostToLeave, LeavingCostPoint, ServiceCostToLeave } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findAgreementsToBill } from './find-instalments-to-bill';
import { findServicesOnTerms } from './find-services-on-terms';

const point = (cost: LeavingCost): LeavingCostPoint => ({
  date: cost.date,
  instalments: cost.instalmentsCents,
  fee: cost.feeCents,
  total: cost.totalCents,
});

/**
 * What it costs to leave each service of the account today, and how it falls: device
 * instalments of agreements linked to a line count on that line, with its plan's fee.
 */
export async function getCostToLeave(db: Db, accountCode: string, now: Date): Promise<CostToLeave> {
  const today = toNzDateKey(now);
  const [services, agreements] = await Promise.all([
    findServicesOnTerms(db, accountCode),
    findAgreementsToBill(db, accountCode),
  ]);
  const costs: ServiceCostToLeave[] = services.map((service) => {
    const own = agreements.filter(
      (agreement) =>
        service.kind === 'mobile' && agreement.linkedServiceEntity === service.serviceId,
    );
    const schedule = costToLeaveSchedule(
      { term: service.term, instalments: own.flatMap((agreement) => agreement.instalments) },
      today,
    ).map(point);
    const [first] = schedule;
    return {
      kind: service.kind,
      serviceId: service.serviceId,
      name: service.name,
      planName: service.planName,
      term:
        service.term === null
          ? null
          : {
              months: service.term.months,
              startedOn: service.term.startedOn,
              endsOn: termEndsOn(service.term),
              monthsLeft: monthsLeftInTerm(service.term, today),
              feePerMonthLeft: service.term.feePerMonthLeftCents,
              feeCap: service.term.feeCapCents,
            },
      agreements: own.map((agreement) => ({
        agreementId: agreement.agreementId,
        description: agreement.description,
        instalmentsLeft: agreement.instalments.length,
        amountLeft: agreement.instalments.reduce((sum, i) => sum + i.amountCents, 0),
        lastBillDate: agreement.lastBillDate,
      })),
      today: first ?? { date: today, instalments: 0, fee: 0, total: 0 },
      schedule,
    };
  });
  return {
    today,
    services: costs,
    total: costs.reduce((sum, service) => sum + service.today.total, 0),
  };
}
