import { Stack } from '@mantine/core';
import { OpenSessionsSection } from './open-sessions-section';
import { SignInsSection } from './sign-ins-section';
import { StaffOpeningsSection } from './staff-openings-section';

/**
 * Who touched my account (issue 29), on My details: staff openings of the account for
 * every holder and for staff; the person's own sign-ins and open sessions for customers
 * only, so a sales person with the account open never sees them (decision 053). It is part
 * of the My details route's own chunk, loaded with that page only: a lazy chunk of its own
 * split shared modules out of the first load's chunks and cost it 0.6 KB gzip.
 */
export function AccountActivity({
  accountCode,
  userGuid,
  isStaff,
}: {
  accountCode: string | null;
  userGuid: string;
  isStaff: boolean;
}) {
  return (
    <Stack gap="lg" mt="lg">
      {accountCode !== null && <StaffOpeningsSection accountCode={accountCode} />}
      {!isStaff && <SignInsSection userGuid={userGuid} />}
      {!isStaff && <OpenSessionsSection userGuid={userGuid} />}
    </Stack>
  );
}
