import { notifications } from '@mantine/notifications';

/** A passkey was added, renamed or removed: said in a notification with a labelled close. */
export function notifyPasskeyChange(message: string) {
  notifications.show({
    color: 'green',
    message,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
