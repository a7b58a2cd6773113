import { eq } from 'drizzle-orm';
import { deriveFeatures, summariseProducts, type Brand } from '@portal/domain';
import type { Db } from '../../db/client';
import { accountExternalReferences } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findAccountProducts } from '../accounts/find-account-products';

export const POWER_UNAVAILABLE_MESSAGE = 'Power is not available on this account.';

/**
 * Spec section 6 on the server: power is off for farm-source accounts, for the partner
 * brand and where there is no broadband product. Returns whether the account has power now.
 */
export async function assertPowerFeature(
  db: Db,
  brand: Brand,
  accountCode: string,
): Promise<{ hasPower: boolean }> {
  const products = await findAccountProducts(db, accountCode);
  const summary = summariseProducts(
    products.coreProducts.map((core) => ({
      coreProductKey: core.coreProductKey,
      broadbandCategoryGroup: core.broadbandCategoryGroup,
      components: core.components,
    })),
    products.additionalProducts,
  );
  const externalReferences = await db
    .select({ type: accountExternalReferences.type })
    .from(accountExternalReferences)
    .where(eq(accountExternalReferences.accountCode, accountCode));
  const features = deriveFeatures({ brand, account: { externalReferences }, products: summary });
  if (!features.power) throw AppError.forbidden(POWER_UNAVAILABLE_MESSAGE, 'power_unavailable');
  return { hasPower: summary.hasPower };
}
