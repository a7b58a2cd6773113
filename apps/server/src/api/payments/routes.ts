import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CARD_REMOVED_MESSAGE,
  envelopeSchema,
  listedSavedCardSchema,
  recurringPaymentMethodSchema,
  surchargesSchema,
  updateRecurringPaymentMethodSchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { deleteSavedCard } from './delete-saved-card';
import { createGatewayClient } from './gateway-client';
import type { PaymentsContext } from './payments-context';
import { findSavedCards } from './find-saved-cards';
import { getRecurringPaymentMethod } from './get-recurring-payment-method';
import { cardParams, errors, ownerAccess, PREFIX, tags } from './payment-route-parts';
import { transactionRoutes } from './transaction-routes';
import { updateRecurringPaymentMethod } from './update-recurring-payment-method';
import { accountParams, anyHolder, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

/** The Payments calls of spec section 7 (/payments/v2). */
export const paymentRoutes: DomainRoutes = (context) => {
  const { db } = context.database;
  const { config } = context;
  const payments: PaymentsContext = {
    db,
    config,
    gateway: createGatewayClient(config, context.fetch),
  };
  return async (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.get(
      `${PREFIX}/recurringPaymentMethod`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'How the account’s bills are paid',
          params: accountParams,
          response: { 200: envelopeSchema(recurringPaymentMethodSchema), ...errors },
        },
      },
      async (request) => ok(await getRecurringPaymentMethod(db, request.params.accountCode)),
    );
    routes.put(
      `${PREFIX}/recurringPaymentMethod`,
      {
        config: { access: ownerAccess },
        schema: {
          tags,
          summary: 'Pay bills by direct debit, by a saved Visa or Mastercard, or manually',
          params: accountParams,
          body: updateRecurringPaymentMethodSchema,
          response: { 200: envelopeSchema(recurringPaymentMethodSchema), ...errors },
        },
      },
      async (request) => {
        const method = await updateRecurringPaymentMethod(db, request.caller, {
          accountCode: request.params.accountCode,
          ip: request.ip,
          method: request.body,
        });
        return ok(method, {
          message:
            method.recurringPaymentType === 'Manual'
              ? 'Your payment method has been updated.'
              : 'Your automatic payments have been set up.',
        });
      },
    );
    routes.get(
      `${PREFIX}/surcharges`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'The surcharge added to card payments, shown before paying',
          params: accountParams,
          response: { 200: envelopeSchema(surchargesSchema), ...errors },
        },
      },
      () => ok({ creditCardPercentage: config.cardSurchargePercent }),
    );
    routes.get(
      `${PREFIX}/creditcards`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'Saved cards, the ones in use first',
          params: accountParams,
          response: { 200: envelopeSchema(z.array(listedSavedCardSchema)), ...errors },
        },
      },
      async (request) => ok(await findSavedCards(db, request.params.accountCode)),
    );
    routes.delete(
      `${PREFIX}/creditcards/:cardId`,
      {
        config: { access: ownerAccess },
        schema: {
          tags,
          summary: 'Remove a saved card that nothing uses',
          params: cardParams,
          response: { 200: envelopeSchema(z.null()), ...errors },
        },
      },
      async (request) => {
        await deleteSavedCard(payments, request.log, request.caller, {
          accountCode: request.params.accountCode,
          cardId: request.params.cardId,
          ip: request.ip,
        });
        return ok(null, { message: CARD_REMOVED_MESSAGE });
      },
    );
    await app.register(transactionRoutes(payments));
  };
};
