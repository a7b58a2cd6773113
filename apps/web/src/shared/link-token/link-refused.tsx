import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Notice } from '../ui/notice';

/** Why a link page cannot go on: a title and one line. */
export interface LinkRefusal {
  title: string;
  text: string;
}

/** A link that failed for any reason but a refusal: the general line. */
export const LINK_PAGE_FAILED: LinkRefusal = {
  title: 'Oops, something went wrong',
  text: 'Try reloading the page or come back later.',
};

/**
 * A page opened from a single-use link (an invitation, a modem return) that cannot go on:
 * why, then where to go instead (`children`, e.g. a sign-in link).
 */
export function LinkRefused({ refusal, children }: { refusal: LinkRefusal; children: ReactNode }) {
  return (
    <Notice color="gray" title={refusal.title} role="alert">
      <Stack gap="xs">
        <Text>{refusal.text}</Text>
        <Text size="sm">{children}</Text>
      </Stack>
    </Notice>
  );
}
