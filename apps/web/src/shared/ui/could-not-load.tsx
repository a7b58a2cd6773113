import { Button, Text } from '@mantine/core';
import { Notice } from './notice';

/**
 * A service's page whose call failed, with another try: "Your broadband could not be
 * loaded…". LoadFailed says the same in the spec's section 8 words; the broadband, landline
 * and plan change pages have their own wording, kept as it is until someone decides to
 * bring them onto LoadFailed's.
 */
export function CouldNotLoad({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Notice color="red" title="Uh oh, something went wrong." role="alert">
      <Text size="sm" mb="sm">
        {what} could not be loaded. Try reloading the page or come back later.
      </Text>
      <Button size="xs" variant="white" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
