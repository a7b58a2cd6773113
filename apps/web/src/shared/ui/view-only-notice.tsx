import { Text, type MantineSpacing } from '@mantine/core';
import { Notice } from './notice';

export const VIEW_ONLY_TITLE = 'You have view-only access to this account';

/**
 * The one notice for an authorised user with AccountRead (ux.md: say on the page when someone
 * has view-only access). Shown where a page leaves out actions only the account holder may
 * take; `unavailable` says which, e.g. "make payments" or "add a mobile connection".
 */
export function ViewOnlyNotice({ unavailable, mb }: { unavailable: string; mb?: MantineSpacing }) {
  return (
    <Notice color="gray" title={VIEW_ONLY_TITLE} role="status" mb={mb}>
      <Text size="sm">
        You can see everything here, but only the account holder can {unavailable}. Ask them if
        something needs changing.
      </Text>
    </Notice>
  );
}
