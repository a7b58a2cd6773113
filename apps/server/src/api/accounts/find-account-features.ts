import { eq } from 'drizzle-orm';
import { deriveFeatures, summariseProducts, type Brand, type Features } from '@portal/domain';
import type { Db } from '../../db/client';
import { accountExternalReferences } from '../../db/schema';
import { findAccountProducts } from './find-account-products';

/**
 * Spec section 6 on the server, by the same rule the browser uses (`deriveFeatures`): what
 * the account may have, from its external references, its products and the brand.
 */
export async function findAccountFeatures(
  db: Db,
  brand: Brand,
  accountCode: string,
): Promise<Features> {
  const products = await findAccountProducts(db, accountCode);
  const summary = summariseProducts(products.coreProducts, products.additionalProducts);
  const externalReferences = await db
    .select({ type: accountExternalReferences.type })
    .from(accountExternalReferences)
    .where(eq(accountExternalReferences.accountCode, accountCode));
  return deriveFeatures({ brand, account: { externalReferences }, products: summary });
}
