import type { AlertProps } from '@mantine/core';
import { Notice } from '../ui/notice';

/**
 * Shown on a form or dialog reopened with what the person chose before signing in again
 * (decision 052): it says why it is filled in, and that nothing happens until they press
 * `finish` themselves.
 */
export function ResumedNotice({
  finish,
  ...spacing
}: { finish: string } & Pick<AlertProps, 'mt' | 'mb' | 'maw'>) {
  return (
    <Notice color="blue" title="You signed in again" {...spacing}>
      {finish} to finish what you started.
    </Notice>
  );
}
