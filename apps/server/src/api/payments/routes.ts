import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CARD_REMOVED_MESSAGE,
  listedSavedCardSchema,
  recurringPaymentMethodSchema,
  surchargesSchema,
  updateRecurringPaymentMethodSchema,
} from '@portal/contracts';
import { deleteSavedCard } from './delete-saved-card';
import { createGatewayClient } from './gateway-client';
import type { PaymentsContext } from './payments-context';
import { findSavedCards } from './find-saved-cards';
import { getRecurringPaymentMethod } from './get-recurring-payment-method';
import { cardParams, errors, ownerAccess, PREFIX, tags } from './payment-route-parts';
import { transactionRoutes } from './transaction-routes';
import { updateRecurringPaymentMethod } from './update-recurring-payment-method';
import { accountRouter, anyHolder } from '../route-kit';
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
    const account = accountRouter(app, { tags, refusals: errors });
    account.get(`${PREFIX}/recurringPaymentMethod`, {
      access: anyHolder,
      summary: 'How the account’s bills are paid',
      data: recurringPaymentMethodSchema,
      answer: (request) => getRecurringPaymentMethod(db, request.params.accountCode),
    });
    account.put(`${PREFIX}/recurringPaymentMethod`, {
      access: ownerAccess,
      summary: 'Pay bills by direct debit, by a saved Visa or Mastercard, or manually',
      body: updateRecurringPaymentMethodSchema,
      data: recurringPaymentMethodSchema,
      message: (method) =>
        method.recurringPaymentType === 'Manual'
          ? 'Your payment method has been updated.'
          : 'Your automatic payments have been set up.',
      answer: (request) =>
        updateRecurringPaymentMethod(db, request.caller, {
          accountCode: request.params.accountCode,
          ip: request.ip,
          method: request.body,
        }),
    });
    account.get(`${PREFIX}/surcharges`, {
      access: anyHolder,
      summary: 'The surcharge added to card payments, shown before paying',
      data: surchargesSchema,
      answer: () => ({ creditCardPercentage: config.cardSurchargePercent }),
    });
    account.get(`${PREFIX}/creditcards`, {
      access: anyHolder,
      summary: 'Saved cards, the ones in use first',
      data: z.array(listedSavedCardSchema),
      answer: (request) => findSavedCards(db, request.params.accountCode),
    });
    account.delete(`${PREFIX}/creditcards/:cardId`, {
      access: ownerAccess,
      summary: 'Remove a saved card that nothing uses',
      params: cardParams,
      data: z.null(),
      message: CARD_REMOVED_MESSAGE,
      answer: async (request) => {
        await deleteSavedCard(payments, request.log, request.caller, {
          accountCode: request.params.accountCode,
          cardId: request.params.cardId,
          ip: request.ip,
        });
        return null;
      },
    });
    await app.register(transactionRoutes(payments));
  };
};
