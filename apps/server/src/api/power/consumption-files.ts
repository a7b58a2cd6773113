import type { ConsumptionQuery } from '@portal/contracts';
import { consumptionCsv, formatEiep13a } from '@portal/domain';
import type { ConsumptionData } from './find-consumption';

/**
 * The retailer's participant code in the file's header. The demo's own four letters: a
 * real retailer uses the code the Electricity Authority registered for it.
 */
export const PARTICIPANT_CODE = 'PRTL';

export interface ConsumptionFile {
  filename: string;
  text: string;
}

const period = ({ icp, from, to }: ConsumptionQuery) => `${icp}-${from}-to-${to}`;

/** The EIEP13A file for the customer (the recipient is their account). */
export function eiep13aFile(
  accountCode: string,
  query: ConsumptionQuery,
  data: ConsumptionData,
  now: Date,
): ConsumptionFile {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return {
    filename: `eiep13a-${period(query)}.csv`,
    text: formatEiep13a({
      sender: PARTICIPANT_CODE,
      recipient: accountCode,
      createdAt: now,
      uniqueId: `${data.icpNumber}-${stamp}`,
      icp: data.icpNumber,
      meterSerial: data.meterSerial ?? '',
      from: query.from,
      to: query.to,
      intervals: data.intervals,
    }),
  };
}

/** The same data as a plain spreadsheet. */
export function consumptionCsvFile(
  query: ConsumptionQuery,
  data: ConsumptionData,
): ConsumptionFile {
  return {
    filename: `consumption-${period(query)}.csv`,
    text: consumptionCsv(data.icpNumber, data.meterSerial ?? '', data.intervals),
  };
}
