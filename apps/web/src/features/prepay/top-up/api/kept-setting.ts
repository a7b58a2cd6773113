import { z } from 'zod';
import type { RechargeConfiguration } from '@portal/contracts';
import type { OperationRequest } from './operation-request';

/** Whole cents, as the form sends them; the server checks the range. */
const cents = z.number().int().positive();

/**
 * The only operations the server asks a recent sign-in for (step-up-routes.ts): choosing the
 * card and amounts of an automatic top-up or of autopay. None of them holds a card number.
 */
const settingSchema = z.discriminatedUnion('operation', [
  z.strictObject({
    operation: z.literal('AddingLowBalanceAutoTopUp'),
    cardId: z.string().min(1),
    amount: cents,
    threshold: cents,
    requiresCustomerConfirmation: z.boolean(),
  }),
  z.strictObject({
    operation: z.literal('AddingMonthlyAutoTopUp'),
    cardId: z.string().min(1),
    amount: cents,
    dayOfMonth: z.number().int().min(1).max(31),
  }),
  z.strictObject({ operation: z.literal('AddingAutoPay'), cardId: z.string().min(1) }),
]);

/** Whether a step-up refusal may keep this call's variables: only a setting's, never a card. */
export function isKeptSetting(variables: unknown): boolean {
  const request = (variables as { request?: unknown } | null)?.request;
  return settingSchema.safeParse(request).success;
}

/**
 * A setting kept while the person signed in again (decision 052), read back from
 * sessionStorage: the request when it is one of those settings on a card the line still has
 * saved, else null (nothing reopens).
 */
export function keptSetting(
  kept: unknown,
  config: RechargeConfiguration,
): Extract<OperationRequest, { cardId: string }> | null {
  const request = (kept as { request?: unknown } | null)?.request;
  const parsed = settingSchema.safeParse(request);
  if (!parsed.success) return null;
  const saved = config.savedCards.some((card) => card.cardId === parsed.data.cardId);
  return saved ? parsed.data : null;
}
