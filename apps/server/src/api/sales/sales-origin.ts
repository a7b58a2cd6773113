import { SOURCE_APP } from '@portal/contracts';
import { AppError } from '../../platform/app-error';

/** Spec section 6: the portal's sales orders come from SelfService and MyAccountv2. */
export function checkSalesOrigin(request: { salesChannel: string; salesPerson: string }): void {
  if (request.salesChannel !== 'SelfService' || request.salesPerson !== SOURCE_APP) {
    throw AppError.badRequest(
      'Orders from the portal use the SelfService channel and MyAccountv2.',
    );
  }
}
