import type { Caller } from '../../auth';
import { AppError } from '../../platform/app-error';

export { callerOf } from '../../auth';

/** Calls on /iam/users/{id}/… act on the caller's own identity only. */
export function requireSelf(caller: Caller, userGuid: string): void {
  if (caller.userGuid !== userGuid) {
    throw AppError.forbidden(
      'You can only change your own details.',
      'not_own_identity',
      `user ${caller.userGuid} acted on ${userGuid}`,
    );
  }
}

/** Staff identities hold no claims of their own, so adding a number to one means nothing. */
export function requireCustomer(caller: Caller): void {
  if (caller.isStaff) throw AppError.forbidden('This is for customers only.', 'customers_only');
}
