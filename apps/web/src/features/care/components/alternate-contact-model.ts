import { z } from 'zod';
import { FORM_MESSAGES } from '@portal/domain';
import {
  alternateContactRequestSchema,
  emailAddressSchema,
  msisdnSchema,
  type AlternateContact,
  type AlternateContactRequest,
} from '@portal/contracts';

export interface AlternateContactForm {
  name: string;
  relationship: string;
  email: string;
  mobileNumber: string;
  consent: boolean;
}

const mobileOf = (value: string) => value.replace(/\s/g, '');
const { shape } = alternateContactRequestSchema;

/** The server's rules on the form's boxes: an empty box is "not given"; consent a tick. */
export const alternateContactFormSchema = z
  .object({
    name: shape.name,
    relationship: shape.relationship,
    email: z
      .string()
      .refine((value) => value.trim() === '' || emailAddressSchema.safeParse(value).success, {
        message: FORM_MESSAGES.email,
      }),
    mobileNumber: z
      .string()
      .refine(
        (value) => value.trim() === '' || msisdnSchema.safeParse(mobileOf(value)).success,
        'Enter a valid mobile number',
      ),
    consent: z
      .boolean()
      .refine((ticked) => ticked, 'Please confirm they have agreed to be your alternate contact'),
  })
  .refine((values) => values.email.trim() !== '' || values.mobileNumber.trim() !== '', {
    message: 'Please give an email address or a mobile number, or both',
    path: ['email'],
  });

/** What is sent once the form is valid (so consent is ticked). */
export function alternateContactRequestOf(values: AlternateContactForm): AlternateContactRequest {
  const email = values.email.trim();
  const mobileNumber = mobileOf(values.mobileNumber);
  return {
    name: values.name.trim(),
    relationship: values.relationship.trim(),
    ...(email === '' ? {} : { email }),
    ...(mobileNumber === '' ? {} : { mobileNumber }),
    consent: true,
  };
}

export const alternateContactFormOf = (saved: AlternateContact | null): AlternateContactForm => ({
  name: saved?.name ?? '',
  relationship: saved?.relationship ?? '',
  email: saved?.email ?? '',
  mobileNumber: saved?.mobileNumber ?? '',
  consent: false,
});
