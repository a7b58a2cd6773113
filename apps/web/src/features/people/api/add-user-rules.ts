import type { FormErrors } from '@mantine/form';
import { z } from 'zod';
import {
  createUserRequestSchema,
  dateOfBirthError,
  type CreateUserRequest,
} from '@portal/contracts';
import { FORM_MESSAGES, isValidMobileNumber, normaliseMobileNumber } from '@portal/domain';
import { schemaValidate } from '../../../shared/forms/schema-validate';

export interface AddUserForm {
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd from the date input, '' when not picked. */
  dateOfBirth: string;
  email: string;
  mobileNumber: string;
}

export const EMPTY_ADD_USER_FORM: AddUserForm = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  mobileNumber: '',
};

const NAME_MAX_LENGTH = 50;
const validName = (value: string) =>
  value.trim() !== '' && value.trim().length <= NAME_MAX_LENGTH && !/[\d@<>]/.test(value);

const name = (message: string) => z.string().refine(validName, message);

/**
 * Spec section 5's rules and messages (decision 039); `today` is the NZ date (yyyy-mm-dd) the
 * date of birth is checked against. The email is the request's own rule.
 */
export function addUserFormSchema(today: string) {
  return z.object({
    firstName: name(FORM_MESSAGES.firstName),
    lastName: name(FORM_MESSAGES.lastName),
    dateOfBirth: z.string().superRefine((dateOfBirth, context) => {
      const message = dateOfBirthError(dateOfBirth, today);
      if (message !== undefined) context.addIssue({ code: 'custom', message });
    }),
    email: createUserRequestSchema.shape.email,
    mobileNumber: z.string().refine(isValidMobileNumber, FORM_MESSAGES.mobileNumber),
  });
}

/** The first message of each field's rules, as the form shows them. */
export function validateAddUser(form: AddUserForm, today: string): FormErrors {
  return schemaValidate(addUserFormSchema(today))(form);
}

/** Spec section 6: AccountRead on this one account, exposure level Customer, no welcome message. */
export function addUserRequestOf(form: AddUserForm, accountCode: string): CreateUserRequest {
  return {
    poolKey: 'customer',
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    dateOfBirth: form.dateOfBirth,
    email: form.email.trim(),
    mobileNumber: normaliseMobileNumber(form.mobileNumber),
    sendWelcomeComm: false,
    allowedExposureLevel: 'Customer',
    claims: [{ claimType: 'Account', claimValue: accountCode, roles: ['AccountRead'] }],
  };
}

/**
 * An invitation kept while the person signed in again (decision 052), read back from
 * sessionStorage as the form's values: only a whole, valid request for this account, else
 * null (the form then opens empty, as before).
 */
export function keptAddUserForm(kept: unknown, accountCode: string): AddUserForm | null {
  const parsed = createUserRequestSchema.safeParse(kept);
  if (!parsed.success || parsed.data.claims[0]?.claimValue !== accountCode) return null;
  const { firstName, lastName, dateOfBirth, email, mobileNumber } = parsed.data;
  return { firstName, lastName, dateOfBirth, email, mobileNumber };
}
