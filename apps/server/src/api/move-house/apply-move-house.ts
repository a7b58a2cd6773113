import { and, eq, inArray } from 'drizzle-orm';
import { formatServiceAddress, type MovingService } from '@portal/contracts';
import { summariseProducts } from '@portal/domain';
import { coreProducts, icps, productComponents, serviceAddresses } from '../../db/schema';
import type { OrderApplier } from '../orders';
import { movePayloadSchema } from './move-payload';

/**
 * MoveHouse, on the moving date: the new address becomes a service address of the account;
 * the moving products (and the ICP, for power) are delivered there, and so is the broadband
 * connection, which sits on its core product. An address nothing is delivered to any more
 * is kept as a previous one.
 */
export const applyMoveHouse: OrderApplier = async (tx, order) => {
  const { newAddress, services, locationId } = movePayloadSchema.parse(order.payload);
  const { accountCode } = order;
  await tx.insert(serviceAddresses).values({
    accountCode,
    locationId,
    address1: newAddress.address1,
    address2: newAddress.address2,
    suburb: newAddress.suburb,
    city: newAddress.city,
    postCode: newAddress.postCode,
    isCurrent: true,
  });

  const cores = await tx
    .select()
    .from(coreProducts)
    .where(and(eq(coreProducts.accountCode, accountCode), eq(coreProducts.status, 'Active')));
  const components =
    cores.length === 0
      ? []
      : await tx
          .select({
            coreProductId: productComponents.coreProductId,
            service: productComponents.service,
          })
          .from(productComponents)
          .where(
            inArray(
              productComponents.coreProductId,
              cores.map((core) => core.id),
            ),
          );
  const serviceOf = (core: (typeof cores)[number]): MovingService | null => {
    const summary = summariseProducts([
      { ...core, components: components.filter((c) => c.coreProductId === core.id) },
    ]);
    if (summary.hasPower) return 'power';
    return summary.hasBroadband ? 'broadband' : null;
  };
  const moving = cores.filter((core) => {
    const service = serviceOf(core);
    return service !== null && services.includes(service);
  });
  if (moving.length === 0)
    throw new Error('none of the services to move is on the account any more');
  await tx
    .update(coreProducts)
    .set({ locationId })
    .where(
      inArray(
        coreProducts.id,
        moving.map((core) => core.id),
      ),
    );
  if (services.includes('power')) {
    await tx
      .update(icps)
      .set({ locationId, address: formatServiceAddress(newAddress) })
      .where(and(eq(icps.accountCode, accountCode), eq(icps.status, 'Active')));
  }

  const stillServed = new Set(
    cores.filter((core) => !moving.includes(core)).map((core) => core.locationId),
  );
  const current = await tx
    .select({ id: serviceAddresses.id, locationId: serviceAddresses.locationId })
    .from(serviceAddresses)
    .where(
      and(eq(serviceAddresses.accountCode, accountCode), eq(serviceAddresses.isCurrent, true)),
    );
  const left = current.filter(
    (address) => address.locationId !== locationId && !stillServed.has(address.locationId),
  );
  if (left.length > 0) {
    await tx
      .update(serviceAddresses)
      .set({ isCurrent: false })
      .where(
        inArray(
          serviceAddresses.id,
          left.map((address) => address.id),
        ),
      );
  }
};
