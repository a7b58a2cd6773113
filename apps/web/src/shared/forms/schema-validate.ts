import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';

/**
 * A form's `validate` for Mantine's `useForm`, from a zod schema (decision 039): the schema
 * the server checks the request with where contracts has one. Each field shows the first
 * message its rules give, as a person fixes one thing at a time.
 */
export function schemaValidate<Values extends object>(
  schema: z.ZodType<unknown, Values>,
): (values: Values) => FormErrors {
  const validate = zod4Resolver(schema, { errorPriority: 'first' });
  // The resolver is typed for plain records; a form's values are one, with named fields.
  return (values) => validate(values as Record<string, unknown>);
}
