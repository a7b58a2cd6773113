import { notifications } from '@mantine/notifications';

/**
 * A success notice. Without a title Mantine draws the message in the text colour (with one
 * it is dimmed below AA contrast), and its close button needs a name of its own.
 */
export function showSuccess(message: string): void {
  notifications.show({
    color: 'green',
    message,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
