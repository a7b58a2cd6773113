import { dateOfBirthError, type CreateUserRequest } from '@portal/contracts';
import {
  FORM_MESSAGES,
  isValidEmail,
  isValidMobileNumber,
  normaliseMobileNumber,
} from '@portal/domain';

export interface AddUserForm {
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd from the date input, '' when not picked. */
  dateOfBirth: string;
  email: string;
  mobileNumber: string;
}
export type AddUserErrors = Partial<Record<keyof AddUserForm, string>>;

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

/** Spec section 5's rules and messages, field by field; `today` is the NZ date (yyyy-mm-dd). */
export function validateAddUser(form: AddUserForm, today: string): AddUserErrors {
  const errors: AddUserErrors = {};
  if (!validName(form.firstName)) errors.firstName = FORM_MESSAGES.firstName;
  if (!validName(form.lastName)) errors.lastName = FORM_MESSAGES.lastName;
  const dateError = dateOfBirthError(form.dateOfBirth, today);
  if (dateError !== undefined) errors.dateOfBirth = dateError;
  if (!isValidEmail(form.email.trim())) errors.email = FORM_MESSAGES.email;
  if (!isValidMobileNumber(form.mobileNumber)) errors.mobileNumber = FORM_MESSAGES.mobileNumber;
  return errors;
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
