import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { RechargeConfiguration } from '@portal/contracts';
import type { TopUpPaymentMethod } from '@portal/domain';
import type { OperationRequest } from '../api/operation-request';
import {
  initialTopUpValues,
  readTopUpForm,
  topUpOperationOf,
  withCardStillSaved,
  type TopUpField,
  type TopUpFormValues,
} from './top-up-form-model';

/**
 * The top-up tab's form: its values, the operation they lead to, and the messages of the
 * rules for that operation. A field's message shows once the field has been left or the
 * form sent, and then follows what is typed; so the messages are read from the schema on
 * every render rather than kept in the form, whose own messages wait for the next blur.
 */
export function useTopUpForm(
  config: RechargeConfiguration,
  onAsk: (request: OperationRequest) => void,
) {
  const form = useForm<TopUpFormValues>({
    mode: 'controlled',
    initialValues: initialTopUpValues(config),
  });
  const [left, setLeft] = useState<ReadonlySet<TopUpField>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  const values = withCardStillSaved(form.values, config);
  const operation = topUpOperationOf(values, config);
  const { errors, request } = readTopUpForm(values, operation, config.limits);
  const errorOf = (field: TopUpField) => (submitted || left.has(field) ? errors[field] : undefined);

  const change = (update: Partial<TopUpFormValues>) => {
    form.setValues(update);
  };
  const leave = (field: TopUpField) => {
    setLeft((before) => new Set(before).add(field));
  };
  const changeMethod = (paymentMethod: TopUpPaymentMethod) => {
    change({ paymentMethod });
    // A field newly shown starts clean: no error before it is typed in and left.
    setSubmitted(false);
    setLeft(new Set());
  };
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setSubmitted(true);
    if (request !== null) onAsk(request);
  };
  return { values, operation, errorOf, change, leave, changeMethod, submit };
}
