import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { schemaValidate } from './schema-validate';

/** What a form checked on leave gives its view: the values, each field's message, the handlers. */
export interface FormCheckedOnLeave<Values extends object> {
  values: Values;
  /** The field's message while it is shown; undefined otherwise. */
  messageOf: (field: keyof Values & string) => ReactNode;
  /** Sets the field and hides its message until the field is left again. */
  change: <Field extends keyof Values & string>(field: Field, value: Values[Field]) => void;
  /** Shows the field's message, if its rules give one. */
  leave: (field: keyof Values & string) => void;
  /** Shows every field's message; the values when nothing is wrong, otherwise null. */
  send: () => Values | null;
  /** Back to the first values, nothing shown (after a save, so nothing typed is kept). */
  reset: () => void;
}

/**
 * A Mantine form (decision 039) whose messages come from its schema (`schemaValidate`): a
 * field's message shows once the field is left or the form sent, and is hidden from the
 * first change to the field until it is left again. The messages are read from the schema
 * on every render rather than kept in Mantine's error state, so a shown message follows a
 * change to another field its rule reads (a card's CVV its number, an expiry month its year).
 */
export function useFormCheckedOnLeave<Values extends object>(
  initialValues: Values,
  schema: z.ZodType<unknown, Values>,
): FormCheckedOnLeave<Values> {
  const form = useForm<Values>({ mode: 'controlled', initialValues });
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const messages = schemaValidate(schema)(form.values);
  const show = (fields: string[]) => {
    setShown((before) => new Set([...before, ...fields]));
  };
  return {
    values: form.values,
    messageOf: (field) => (shown.has(field) ? messages[field] : undefined),
    change: (field, value) => {
      // Mantine types a path's value loosely; the field's own type is what is passed.
      form.setFieldValue(field, value as never);
      setShown((before) => new Set([...before].filter((name) => name !== field)));
    },
    leave: (field) => {
      show([field]);
    },
    send: () => {
      show(Object.keys(initialValues));
      return Object.keys(messages).length === 0 ? form.values : null;
    },
    reset: () => {
      form.reset();
      setShown(new Set());
    },
  };
}
