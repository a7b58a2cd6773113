import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { INVITATION_MESSAGES } from '@portal/contracts';
import { failureMessage, isApiError, isRefusal } from '../../../shared/api';
import {
  LINK_PAGE_FAILED,
  LinkRefused,
  type LinkRefusal,
} from '../../../shared/link-token/link-refused';
import { useLinkToken } from '../../../shared/link-token/use-link-token';
import { PageHeader } from '../../../shared/page/page-header';
import { sessionQueryOptions } from '../../../shared/session';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { invitationQueryOptions, invitationTokenStore } from '../api/invitation-queries';
import { AcceptOnLogIn } from './accept-on-log-in';
import { InvitationDetails } from './invitation-details';
import { NewLogInForm } from './new-log-in-form';

/** The server's words for a link it will not open (used, withdrawn, expired…), else a general line. */
function refusalOf(error: unknown): LinkRefusal {
  if (isApiError(error) && error.status === 429) {
    return { title: 'Please wait', text: INVITATION_MESSAGES.tooMany };
  }
  if (isRefusal(error)) {
    return {
      title: 'This invitation cannot be used',
      text: failureMessage(error, INVITATION_MESSAGES.invalid),
    };
  }
  return LINK_PAGE_FAILED;
}

function Refused({ error }: { error: unknown }) {
  return (
    <LinkRefused refusal={refusalOf(error)}>
      If you already have a log-in,{' '}
      <Anchor component={Link} to="/login" fw={600}>
        sign in
      </Anchor>{' '}
      to see your accounts.
    </LinkRefused>
  );
}

/**
 * /invitation, open without sign-in: the link in an invitation email carries a single-use
 * token. The invitee sees who invited them to which account and what they will see, then
 * creates a log-in, or signs in and accepts on the log-in they have.
 */
export function InvitationPage({ linkToken }: { linkToken: string | undefined }) {
  const token = useLinkToken('/invitation', linkToken, invitationTokenStore);
  const session = useQuery({ ...sessionQueryOptions(), retry: false });
  const found = useQuery({ ...invitationQueryOptions(token ?? ''), enabled: token !== null });

  let body;
  if (token === null) {
    body = <Refused error={{}} />;
  } else if (found.isPending || session.isPending) {
    body = <LoadingSkeleton height={260} label="Loading your invitation" />;
  } else if (found.isError) {
    body = <Refused error={found.error} />;
  } else {
    const signedIn = session.data?.isLoggedIn === true;
    body = (
      <>
        <InvitationDetails invitation={found.data} />
        {signedIn ? (
          <AcceptOnLogIn token={token} />
        ) : (
          <NewLogInForm token={token} invitation={found.data} />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader routeKey="invitation" />
      {body}
    </>
  );
}
