import {
  FEATURE_UNAVAILABLE_MESSAGES,
  STATEMENTS_ONLY_TITLE,
  statementsOnlyMessage,
} from '@portal/contracts';
import type { Features, GatedFeature } from '@portal/domain';
import { AppError } from '../platform/app-error';

/** The account's features of spec section 6, read fresh for each gated request. */
export type FeaturesOf = (accountCode: string) => Promise<Features>;

/**
 * Refuses a route of a feature the account does not have, for everyone (staff too): the
 * account's gating decides, not the caller. A farm-source account is refused as statements
 * only, with that title; a feature off for another reason (brand, products) plainly.
 */
export async function requireFeature(
  featuresOf: FeaturesOf | undefined,
  accountCode: string,
  feature: GatedFeature,
  route: string,
): Promise<void> {
  if (featuresOf === undefined) {
    throw new AppError({
      code: 'access_misconfigured',
      statusCode: 500,
      title: 'Internal Server Error',
      message: 'Sorry, an unexpected error occurred.',
      logMessage: `route ${route} declares feature ${feature} in a module without feature gating`,
    });
  }
  const features = await featuresOf(accountCode);
  if (features[feature]) return;
  if (features.statementsOnly) {
    throw new AppError({
      code: 'statements_only',
      statusCode: 403,
      title: STATEMENTS_ONLY_TITLE,
      message: statementsOnlyMessage(feature),
      logMessage: `${route}: ${feature} refused, account ${accountCode} is statements only`,
    });
  }
  throw AppError.forbidden(FEATURE_UNAVAILABLE_MESSAGES[feature], `${feature}_unavailable`);
}
