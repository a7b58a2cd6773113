import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../../shared/api';
import { schemaValidate } from '../../../../shared/forms/schema-validate';
import { validateBeneficiaryMutationOptions } from '../api/sharing-queries';
import {
  EMPTY_BENEFICIARY,
  addBeneficiaryFormSchema,
  type AddBeneficiaryValues,
} from './add-beneficiary-model';

/**
 * Adding a beneficiary: the number is checked when sent, then the server is asked whether
 * this line may share with it; a good number goes on to set up what it gets. The message,
 * the rule's or the server's, stays under the field until the number is sent again.
 */
export function useAddBeneficiary(accountCode: string, line: string) {
  const navigate = useNavigate();
  const form = useForm<AddBeneficiaryValues>({
    mode: 'controlled',
    initialValues: EMPTY_BENEFICIARY,
    validate: schemaValidate(addBeneficiaryFormSchema),
    clearInputErrorOnChange: false,
  });
  const check = useMutation({
    ...validateBeneficiaryMutationOptions(accountCode, line),
    onSuccess: async (result) => {
      if (!result.valid) {
        form.setFieldError('number', result.message ?? 'This number cannot get your data.');
        return;
      }
      await navigate({
        to: '/mobile/sharing/manage-sharing',
        search: { beneficiaryMsisdn: result.beneficiaryMsisdn },
      });
    },
    onError: (failure) => {
      form.setFieldError('number', failureMessage(failure, PLEASE_TRY_AGAIN));
    },
  });
  const submit = form.onSubmit(({ number }) => {
    check.mutate(number);
  });
  return { form, check, submit };
}
