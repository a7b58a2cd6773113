import { summariseProducts } from '@portal/domain';
import type { Db } from '../../db/client';
import { findAccountProducts } from '../accounts';

/**
 * Whether the account has a power product now. Whether it may have power at all (spec
 * section 6) is the access check's: every power route declares `feature: 'power'`.
 */
export async function hasPowerProduct(db: Db, accountCode: string): Promise<boolean> {
  const products = await findAccountProducts(db, accountCode);
  return summariseProducts(products.coreProducts, products.additionalProducts).hasPower;
}
