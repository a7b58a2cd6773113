import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { lineRow, type LineRow } from '../mobile';

/**
 * The prepay line in the path, or a 404: the access check lets any service of the account
 * through, and a postpay line has no wallet, autopay or auto top-ups.
 */
export async function prepayLineRow(
  db: Db,
  accountCode: string,
  serviceEntity: string,
): Promise<LineRow> {
  const line = await lineRow(db, accountCode, serviceEntity);
  if (line.paymentType !== 'Prepay') {
    throw AppError.notFound(
      `${serviceEntity} is a postpay line: it is not topped up.`,
      'not_a_prepay_line',
    );
  }
  return line;
}
