import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@portal/contracts';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { notificationPreferencesMutationOptions } from '../api/notification-preferences-queries';
import {
  formOf,
  notificationsFormSchema,
  updateOf,
  type NotificationsForm,
} from './notifications-model';

/**
 * The preference centre's form and its save: the whole choice at once; once saved, the form
 * starts again from what the server stored.
 */
export function useNotificationsForm(accountCode: string, preferences: NotificationPreferences) {
  const queryClient = useQueryClient();
  const save = useMutation(notificationPreferencesMutationOptions(queryClient, accountCode));
  const form = useForm<NotificationsForm>({
    mode: 'controlled',
    initialValues: formOf(preferences),
    validate: schemaValidate(notificationsFormSchema),
    validateInputOnBlur: true,
    onValuesChange: () => {
      if (save.isError) save.reset();
    },
  });

  const submit = form.onSubmit((values) => {
    save.mutate(updateOf(values), {
      onSuccess: (saved) => {
        const shown = formOf(saved);
        form.setInitialValues(shown);
        form.setValues(shown);
        notifications.show({
          color: 'green',
          title: 'Settings saved',
          message: 'Your notification settings have been saved.',
        });
      },
    });
  });
  return { form, save, submit };
}

export type NotificationsFormApi = ReturnType<typeof useNotificationsForm>['form'];
