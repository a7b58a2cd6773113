import { and, eq, inArray } from 'drizzle-orm';
import { addOnTypeSchema, serviceGroupSchema, type AccountProducts } from '@portal/contracts';
import { addOnName } from '@portal/domain';
import type { Db } from '../../db/client';
import {
  additionalProducts,
  addonPlans,
  coreProducts,
  emailProducts,
  productComponents,
} from '../../db/schema';
import { findPlanNames } from './find-plan-names';

/** The bundle's own service: the one whose plan names the whole product. */
const MAIN_SERVICES = new Set(['Internet', 'mobile2_wbb', 'Electricity']);

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
    .select({
      service: additionalProducts.service,
      category: additionalProducts.category,
      planName: addonPlans.name,
    })
    .from(additionalProducts)
    .leftJoin(addonPlans, eq(addonPlans.addonPlanKey, additionalProducts.addonPlanKey))
    .where(
      and(eq(additionalProducts.accountCode, accountCode), eq(additionalProducts.status, 'Active')),
    )
    .orderBy(additionalProducts.id);
  // The email product lives in its own table; it is listed as an additional product so that
  // email management can be gated on it (ADR 003: recognised by "email" in the service).
  const email = await db
    .select({ category: emailProducts.productKey, mailboxLimit: emailProducts.mailboxLimit })
    .from(emailProducts)
    .where(and(eq(emailProducts.accountCode, accountCode), eq(emailProducts.status, 'Active')))
    .orderBy(emailProducts.id);
  const planNames = await findPlanNames(
    db,
    components.flatMap((component) => (component.planKey === null ? [] : [component.planKey])),
  );
  const planName = (planKey: string | null) =>
    planKey === null ? null : (planNames.get(planKey) ?? null);

  return {
    coreProducts: cores.map((core) => {
      const parts = components.filter((component) => component.coreProductId === core.id);
      const main = parts.find((component) => MAIN_SERVICES.has(component.service));
      return {
        coreProductKey: core.coreProductKey,
        name: planName(main?.planKey ?? core.coreProductKey) ?? core.coreProductKey,
        locationId: core.locationId ?? core.accountCode,
        broadbandCategoryGroup: core.broadbandCategoryGroup,
        broadbandCategory: core.broadbandCategory,
        voiceCategory:
          core.voiceCategory as AccountProducts['coreProducts'][number]['voiceCategory'],
        components: parts.flatMap((component) => {
          const service = serviceGroupSchema.safeParse(component.service);
          return service.success
            ? [
                {
                  service: service.data,
                  serviceEntity: component.serviceId,
                  planName: planName(component.planKey),
                },
              ]
            : [];
        }),
      };
    }),
    // Only the add-on types of spec section 3; anything else is not an add-on of this call.
    additionalProducts: [
      ...addOns.flatMap((addOn) => {
        const service = addOnTypeSchema.safeParse(addOn.service);
        return service.success
          ? [
              {
                service: service.data,
                category: addOn.category,
                name: addOn.planName ?? addOnName(service.data),
              },
            ]
          : [];
      }),
      ...email.map((product) => ({
        service: 'email' as const,
        category: product.category,
        name: `Email, up to ${String(product.mailboxLimit)} mailboxes`,
      })),
    ],
  };
}
