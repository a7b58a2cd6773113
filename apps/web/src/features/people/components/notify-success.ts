import { notifications } from '@mantine/notifications';

/** A change went through: said in a notification whose close button is labelled. */
export function notifySuccess(message: string) {
  notifications.show({
    color: 'green',
    message,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
