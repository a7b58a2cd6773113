import { useMutation } from '@tanstack/react-query';
import { useFormCheckedOnLeave } from '../../../../shared/forms/use-form-checked-on-leave';
import { directDebitMutationOptions } from '../../api/payment-queries';
import {
  DIRECT_DEBIT_CONFIRMATIONS,
  EMPTY_DIRECT_DEBIT,
  directDebitFormSchema,
  directDebitRequest,
  type DirectDebitForm,
} from './direct-debit-model';

/**
 * Direct debit setup: the bank account, the name and the four confirmations, checked as
 * each is left or the form sent, then the PUT. Typing clears the last failure; ticking
 * does not. `kept` fills it in with what was sent before signing in again.
 */
export function useDirectDebitForm(
  accountCode: string,
  onDone: () => void,
  kept: DirectDebitForm | null = null,
) {
  const form = useFormCheckedOnLeave(kept ?? EMPTY_DIRECT_DEBIT, directDebitFormSchema);
  const save = useMutation({
    ...directDebitMutationOptions(accountCode),
    onSuccess: () => {
      form.reset();
      onDone();
    },
  });
  const edit = (field: 'bankAccount' | 'accountName', value: string) => {
    form.change(field, value);
    save.reset();
  };
  /** The confirmations ticked, by name, as the checkbox group gives them. */
  const tick = (ticked: readonly string[]) => {
    const confirmations = Object.fromEntries(
      DIRECT_DEBIT_CONFIRMATIONS.map(({ name }) => [name, ticked.includes(name)]),
    ) as DirectDebitForm['confirmations'];
    form.change('confirmations', confirmations);
  };
  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const values = form.send();
    if (values !== null) save.mutate(directDebitRequest(values));
  };
  return { form, save, edit, tick, submit };
}
