import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MODEM_RETURN_MESSAGES } from '@portal/contracts';
import { isApiError } from '../../../shared/api';
import {
  LINK_PAGE_FAILED,
  LinkRefused,
  type LinkRefusal,
} from '../../../shared/link-token/link-refused';
import { useLinkToken } from '../../../shared/link-token/use-link-token';
import { PageHeader } from '../../../shared/page/page-header';
import { modemReturnQueryOptions } from '../api/modem-return-queries';
import { returnTokenStore } from '../api/return-token-store';
import { ReturnAddressCard } from './return-address-card';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

/** The server's words for a link it will not open; anything else is the general line. */
function refusalOf(error: unknown): LinkRefusal {
  if (isApiError(error)) {
    if (error.status === 409)
      return { title: 'Link already used', text: MODEM_RETURN_MESSAGES.used };
    if (error.status === 429) return { title: 'Please wait', text: MODEM_RETURN_MESSAGES.tooMany };
    if (error.status === 404 || error.status === 400) {
      return { title: 'Link not valid', text: MODEM_RETURN_MESSAGES.invalid };
    }
  }
  return LINK_PAGE_FAILED;
}

function Refused({ error }: { error: unknown }) {
  return (
    <LinkRefused refusal={refusalOf(error)}>
      If you still need a return bag, please get in touch with us, or{' '}
      <Anchor component={Link} to="/login" fw={600}>
        sign in
      </Anchor>{' '}
      to see your services.
    </LinkRefused>
  );
}

/**
 * /confirm-delivery-address, open without sign-in: the link in the customer's message
 * carries a single-use token; the page shows where the modem's return bag goes and lets
 * them confirm or correct it once.
 */
export function ConfirmDeliveryAddressPage({ linkToken }: { linkToken: string | undefined }) {
  const token = useLinkToken('/confirm-delivery-address', linkToken, returnTokenStore);
  const found = useQuery({ ...modemReturnQueryOptions(token ?? ''), enabled: token !== null });

  let body;
  if (token === null) {
    body = <Refused error={{}} />;
  } else if (found.isPending) {
    body = <LoadingSkeleton height={220} label="Loading your return address" />;
  } else if (found.isError) {
    body = <Refused error={found.error} />;
  } else {
    body = <ReturnAddressCard token={token} modemReturn={found.data} />;
  }
  return (
    <>
      <PageHeader routeKey="confirm-delivery-address" />
      {body}
    </>
  );
}
