import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MESSAGES } from '@portal/contracts';
import { failureMessage, isApiError, PLEASE_TRY_AGAIN } from '../../../shared/api';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { changePasswordMutationOptions } from '../api/password-queries';
import { changePasswordFormSchema } from './change-password-form';
import type { ChangePasswordErrors, ChangePasswordForm } from './change-password-form';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Where a refused change belongs: under a field when the server names one, else above the form. */
function serverErrors(error: unknown): { fields: ChangePasswordErrors; general: string | null } {
  if (isApiError(error) && error.status === 400 && error.detail !== null) {
    const fields: ChangePasswordErrors =
      error.detail === PASSWORD_MESSAGES.wrongOldPassword
        ? { currentPassword: error.detail }
        : { newPassword: error.detail };
    return { fields, general: null };
  }
  return { fields: {}, general: failureMessage(error, PLEASE_TRY_AGAIN) };
}

/**
 * The change-password form and its call: `field(name)` gives a field its input props with
 * the form's own message or, until the next edit, the server's refusal of it.
 */
export function useChangePasswordForm(userGuid: string) {
  const change = useMutation(changePasswordMutationOptions(userGuid));
  const form = useForm<ChangePasswordForm>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaValidate(changePasswordFormSchema),
    onValuesChange: () => {
      if (change.isError || change.isSuccess) change.reset();
    },
  });
  const refused = change.isError ? serverErrors(change.error) : { fields: {}, general: null };
  // The server's refusal lasts until the next edit; the form's own checks come on top.
  const field = (name: keyof ChangePasswordForm) => ({
    ...form.getInputProps(name),
    error: form.errors[name] ?? refused.fields[name],
  });

  const submit = form.onSubmit((values) => {
    change.mutate(
      { oldPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          form.reset();
        },
      },
    );
  });
  return { form, change, generalRefusal: refused.general, field, submit };
}
