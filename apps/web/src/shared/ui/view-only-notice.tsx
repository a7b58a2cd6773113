import { Text } from '@mantine/core';
import { Notice } from './notice';

export const VIEW_ONLY_TITLE = 'You have view-only access to this account';

/**
 * The one notice for an authorised user with AccountRead (ux.md: say on the page when someone
 * has view-only access). Shown where a page leaves out actions only the account holder may
 * take; `unavailable` says which, e.g. "make payments" or "add a mobile connection".
 */
export function ViewOnlyNotice({
  unavailable,
  ownerName,
}: {
  unavailable: string;
  /** The account holder's name, where the page has it. */
  ownerName?: string;
}) {
  const holder =
    ownerName === undefined || ownerName === ''
      ? 'the account holder'
      : `the account holder, ${ownerName},`;
  return (
    <Notice color="gray" title={VIEW_ONLY_TITLE} role="status">
      <Text size="sm">
        You can see everything here, but only {holder} can {unavailable}. Ask them if something
        needs changing.
      </Text>
    </Notice>
  );
}
