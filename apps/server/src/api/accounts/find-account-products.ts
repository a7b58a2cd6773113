import { and, eq, inArray } from 'drizzle-orm';
import { addOnTypeSchema, serviceGroupSchema, type AccountProducts } from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  additionalProducts,
  coreProducts,
  emailProducts,
  productComponents,
} from '../../db/schema';

/** GET /accounts/{code}/products: the account's active core products and add-ons. */
export async function findAccountProducts(db: Db, accountCode: string): Promise<AccountProducts> {
  const cores = await db
    .select()
    .from(coreProducts)
    .where(and(eq(coreProducts.accountCode, accountCode), eq(coreProducts.status, 'Active')))
    .orderBy(coreProducts.id);
  const components =
    cores.length === 0
      ? []
      : await db
          .select()
          .from(productComponents)
          .where(
            inArray(
              productComponents.coreProductId,
              cores.map((core) => core.id),
            ),
          )
          .orderBy(productComponents.id);
  const addOns = await db
    .select({ service: additionalProducts.service, category: additionalProducts.category })
    .from(additionalProducts)
    .where(
      and(eq(additionalProducts.accountCode, accountCode), eq(additionalProducts.status, 'Active')),
    )
    .orderBy(additionalProducts.id);
  // The email product lives in its own table; it is listed as an additional product so that
  // email management can be gated on it (ADR 003: recognised by "email" in the service).
  const email = await db
    .select({ category: emailProducts.productKey })
    .from(emailProducts)
    .where(and(eq(emailProducts.accountCode, accountCode), eq(emailProducts.status, 'Active')))
    .orderBy(emailProducts.id);

  return {
    coreProducts: cores.map((core) => ({
      coreProductKey: core.coreProductKey,
      locationId: core.locationId ?? core.accountCode,
      broadbandCategoryGroup: core.broadbandCategoryGroup,
      broadbandCategory: core.broadbandCategory,
      voiceCategory: core.voiceCategory as AccountProducts['coreProducts'][number]['voiceCategory'],
      components: components
        .filter((component) => component.coreProductId === core.id)
        .flatMap((component) => {
          const service = serviceGroupSchema.safeParse(component.service);
          return service.success
            ? [{ service: service.data, serviceEntity: component.serviceId }]
            : [];
        }),
    })),
    // Only the add-on types of spec section 3; anything else is not an add-on of this call.
    additionalProducts: [
      ...addOns.flatMap((addOn) => {
        const service = addOnTypeSchema.safeParse(addOn.service);
        return service.success ? [{ service: service.data, category: addOn.category }] : [];
      }),
      ...email.map((product) => ({ service: 'email' as const, category: product.category })),
    ],
  };
}
