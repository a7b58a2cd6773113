import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { toNzDateKey } from '@portal/domain';
import {
  coreProducts,
  icps,
  meters,
  powerPlans,
  productComponents,
  serviceAddresses,
} from '../../db/schema';
import { termStartOnPlan } from '../cost-to-leave';
import type { OrderApplier } from '../orders';

const planChangePayload = z.object({ icpNumber: z.string(), planKey: z.string() });

/** PowerPlanChange: the ICP (and its product component) moves to the new plan. */
export const applyPowerPlanChange: OrderApplier = async (tx, order) => {
  const { icpNumber, planKey } = planChangePayload.parse(order.payload);
  const changed = await tx
    .update(icps)
    .set({ planKey, termStartedOn: termStartOnPlan(powerPlans, planKey, toNzDateKey(new Date())) })
    .where(
      and(
        eq(icps.icpNumber, icpNumber),
        eq(icps.accountCode, order.accountCode),
        eq(icps.status, 'Active'),
      ),
    )
    .returning({ icpNumber: icps.icpNumber });
  if (changed.length === 0)
    throw new Error(`ICP ${icpNumber} is no longer supplied on the account`);
  await tx
    .update(productComponents)
    .set({ planKey })
    .where(
      and(eq(productComponents.service, 'Electricity'), eq(productComponents.serviceId, icpNumber)),
    );
};

const signUpPayload = z.object({
  icpNumber: z.string(),
  address: z.string(),
  networkCompany: z.string(),
  planKey: z.string(),
});

/**
 * AddPower: on the start date the ICP is connected to the account on the chosen plan, with
 * a meter, and a power core product appears (so the power pages open and sign-up closes).
 */
export const applyPowerSignUp: OrderApplier = async (tx, order) => {
  const payload = signUpPayload.parse(order.payload);
  const startDate = order.requestedDateOfProvisioning;
  const [existing] = await tx.select().from(icps).where(eq(icps.icpNumber, payload.icpNumber));
  if (existing?.status === 'Active') {
    throw new Error(`ICP ${payload.icpNumber} is already supplied on an active account`);
  }
  const [address] = await tx
    .select({ locationId: serviceAddresses.locationId })
    .from(serviceAddresses)
    .where(
      and(
        eq(serviceAddresses.accountCode, order.accountCode),
        eq(serviceAddresses.isCurrent, true),
      ),
    )
    .limit(1);
  const connection = {
    accountCode: order.accountCode,
    planKey: payload.planKey,
    locationId: address?.locationId ?? null,
    address: payload.address,
    networkCompany: payload.networkCompany,
    status: 'Active',
    meterLocation: null,
    siteAccessNotes: null,
    hasDog: false,
    startDate,
    endDate: null,
  };
  if (existing === undefined) {
    await tx.insert(icps).values({ icpNumber: payload.icpNumber, ...connection });
  } else {
    await tx.update(icps).set(connection).where(eq(icps.icpNumber, payload.icpNumber));
  }
  const [meter] = await tx
    .select({ meterSerial: meters.meterSerial })
    .from(meters)
    .where(eq(meters.icpNumber, payload.icpNumber))
    .limit(1);
  if (meter === undefined) {
    await tx.insert(meters).values({
      meterSerial: `MTR-${payload.icpNumber}`,
      icpNumber: payload.icpNumber,
      meterType: 'Smart',
      installedAt: startDate,
    });
  }
  const [core] = await tx
    .insert(coreProducts)
    .values({
      accountCode: order.accountCode,
      coreProductKey: 'ELECTRICITY',
      locationId: connection.locationId,
      status: 'Active',
      startDate,
    })
    .returning({ id: coreProducts.id });
  if (core === undefined) throw new Error('the power product was not created');
  await tx.insert(productComponents).values({
    coreProductId: core.id,
    service: 'Electricity',
    serviceId: payload.icpNumber,
    planKey: payload.planKey,
  });
};
