import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { failureMessage, isApiError, PLEASE_TRY_AGAIN } from '../../../shared/api';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { acceptWithNewLogInMutationOptions, invitationTokenStore } from '../api/invitation-queries';
import { newLogInFormSchema, type NewLogInForm } from './new-log-in-model';

/** A refusal about the password goes under its field; anything else above the form. */
function refusalOf(error: unknown): { password?: string; general?: string } {
  if (isApiError(error) && error.status === 400 && error.detail !== null) {
    return { password: error.detail };
  }
  return { general: failureMessage(error, PLEASE_TRY_AGAIN) };
}

/**
 * The new log-in's password pair and the call that makes the log-in and accepts the
 * invitation; the invitation's token is forgotten once it has been used.
 */
export function useNewLogInForm(token: string) {
  const create = useMutation(acceptWithNewLogInMutationOptions());
  const form = useForm<NewLogInForm>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaValidate(newLogInFormSchema),
    onValuesChange: () => {
      if (create.isError) create.reset();
    },
  });
  const refused = create.isError ? refusalOf(create.error) : {};
  const submit = form.onSubmit(({ password }) => {
    create.mutate({ token, password }, { onSuccess: invitationTokenStore.forget });
  });
  return { form, create, refused, submit };
}
