import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MOVE_HOUSE_MESSAGES,
  MOVE_HOUSE_ORDER_TYPE,
  formatServiceAddress,
  movableServices,
  moveImpact,
  movingDateError,
  type MoveAddressOrderResult,
  type moveAddressOrderRequestSchema,
} from '@portal/contracts';
import { formatDate, toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { serviceAddresses } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { runIdempotent } from '../../platform/idempotency';
import { findAccountProducts } from '../accounts';
import { placeOrderUnlessPending } from '../orders';
import type { MovePayload } from './move-payload';

type MoveRequest = z.output<typeof moveAddressOrderRequestSchema>;

const sameAddress = (a: { address1: string; postCode: string }, b: typeof a) =>
  a.address1.trim().toLowerCase() === b.address1.trim().toLowerCase() &&
  a.postCode.trim() === b.postCode.trim();

/** "power and broadband", for the order's summary. */
const listed = (services: readonly string[]) => services.join(' and ');

/**
 * POST …/moveAddressOrders: a MoveHouse order, Pending until the moving date. Refused where
 * section 6 does not offer a move, for a service the account does not have, for a date out
 * of range, and while another move is still pending. One Idempotency-Key places one order.
 */
export async function placeMoveOrder(
  db: Db,
  accountCode: string,
  request: MoveRequest,
  idempotencyKey: string,
  now = new Date(),
): Promise<MoveAddressOrderResult> {
  return runIdempotent(
    db,
    { scope: `move-house:${accountCode}`, key: idempotencyKey, body: request },
    async () => {
      const products = await findAccountProducts(db, accountCode);
      const movable = movableServices(products.coreProducts);
      if (movable.length === 0) {
        throw AppError.forbidden(MOVE_HOUSE_MESSAGES.notOffered, 'move_house_not_offered');
      }
      if (request.services.some((service) => !movable.includes(service))) {
        throw AppError.badRequest(MOVE_HOUSE_MESSAGES.serviceNotHeld, 'service_not_held');
      }
      const dateError = movingDateError(request.movingDate, toNzDateKey(now));
      if (dateError !== undefined) throw AppError.badRequest(dateError, 'bad_moving_date');
      const current = await db
        .select({ address1: serviceAddresses.address1, postCode: serviceAddresses.postCode })
        .from(serviceAddresses)
        .where(
          and(eq(serviceAddresses.accountCode, accountCode), eq(serviceAddresses.isCurrent, true)),
        );
      if (current.some((address) => sameAddress(address, request.newAddress))) {
        throw AppError.badRequest(MOVE_HOUSE_MESSAGES.sameAddress, 'same_address');
      }

      const newAddress = formatServiceAddress(request.newAddress);
      const services = movable.filter((service) => request.services.includes(service));
      const summary = `Move of ${listed(services)} to ${newAddress}`;
      const orderImpact = moveImpact({
        movable,
        moving: services,
        newAddress,
        movingDate: request.movingDate,
      });
      const payload: MovePayload = {
        newAddress: request.newAddress,
        services,
        // The id the new address gets when the move is carried out.
        locationId: `LOC-${randomUUID().slice(0, 8).toUpperCase()}`,
      };
      const { orderId } = await placeOrderUnlessPending(
        db,
        {
          accountCode,
          orderType: MOVE_HOUSE_ORDER_TYPE,
          summary,
          payload: { ...payload },
          orderImpact,
          requestedDateOfProvisioning: request.movingDate,
        },
        { message: MOVE_HOUSE_MESSAGES.alreadyPending, code: 'move_pending' },
      );
      return {
        orderId,
        orderType: MOVE_HOUSE_ORDER_TYPE,
        summary: `${summary} on ${formatDate(request.movingDate)}`,
        requestedDateOfProvisioning: request.movingDate,
        orderImpact,
      };
    },
  );
}
