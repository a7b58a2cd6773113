import type { FormErrors } from '@mantine/form';
import { z } from 'zod';
import {
  deliveryAddressSchema,
  NEW_LINE_MESSAGES,
  portDetailsSchema,
  type NewLineHardwareKey,
  type NewLineOrder,
  type NumberChoice,
} from '@portal/contracts';
import {
  isValidMobileNumber,
  isValidPrepayMobileNumber,
  normaliseMobileNumber,
} from '@portal/domain';
import { schemaValidate } from '../../../../shared/forms/schema-validate';

/** What the add-mobile-connection form holds, as typed. */
export interface NewLineForm {
  planKey: string;
  numberChoice: NumberChoice;
  newNumber: string;
  portNumber: string;
  currentProvider: string;
  accountNumber: string;
  authority: boolean;
  hardware: NewLineHardwareKey;
  street: string;
  suburb: string;
  city: string;
  postCode: string;
  recipientName: string;
  recipientPhone: string;
}

export type NewLineField = keyof NewLineForm;
/** Each field's message, as `useForm` keeps them. */
export type NewLineErrors = FormErrors;

export const EMPTY_NEW_LINE: NewLineForm = {
  planKey: '',
  numberChoice: 'NewNumber',
  newNumber: '',
  portNumber: '',
  currentProvider: '',
  accountNumber: '',
  authority: false,
  hardware: 'SIM Card',
  street: '',
  suburb: '',
  city: '',
  postCode: '',
  recipientName: '',
  recipientPhone: '',
};

export const NEW_LINE_STEPS = ['Plan', 'Number', 'SIM and delivery', 'Review'] as const;

export const CHOOSE_PLAN = 'Please choose a plan';
export const CHOOSE_NUMBER = 'Please choose a new number';

export const needsDelivery = (form: NewLineForm) => form.hardware !== 'eSIM';

const planStepSchema = z.object({ planKey: z.string().min(1, CHOOSE_PLAN) });

const newNumberStepSchema = z.object({ newNumber: z.string().min(1, CHOOSE_NUMBER) });

/** Bringing a number: the server's transfer details, the form's checkbox for the authority. */
const portStepSchema = z.object({
  portNumber: z.string().refine(isValidPrepayMobileNumber, NEW_LINE_MESSAGES.mobileNumber),
  currentProvider: portDetailsSchema.shape.currentProvider,
  accountNumber: portDetailsSchema.shape.accountNumber,
  authority: portDetailsSchema.shape.authorityGranted,
});

/** The server's delivery address, and who receives the parcel; an eSIM is not delivered. */
const deliveryStepSchema = z.object({
  street: deliveryAddressSchema.shape.street,
  suburb: deliveryAddressSchema.shape.suburb,
  city: deliveryAddressSchema.shape.city,
  postCode: z.string().trim().pipe(deliveryAddressSchema.shape.postCode),
  recipientName: z
    .string()
    .trim()
    .min(1, NEW_LINE_MESSAGES.recipientName)
    .max(100, NEW_LINE_MESSAGES.recipientName),
  recipientPhone: z.string().refine(isValidMobileNumber, NEW_LINE_MESSAGES.recipientPhone),
});

const nothingToCheck = z.object({});

/** The rules of one step (0 plan, 1 number, 2 hardware and delivery; review has none). */
export function newLineStepSchema(
  step: number,
  form: NewLineForm,
): z.ZodType<unknown, Partial<NewLineForm>> {
  if (step === 0) return planStepSchema;
  if (step === 1) return form.numberChoice === 'NewNumber' ? newNumberStepSchema : portStepSchema;
  if (step === 2 && needsDelivery(form)) return deliveryStepSchema;
  return nothingToCheck;
}

/** The errors of one step, first message per field (decision 039). */
export function stepErrors(step: number, form: NewLineForm): NewLineErrors {
  return schemaValidate(newLineStepSchema(step, form))(form);
}

/** The new line's number in local form: the one chosen, or the person's own being moved. */
export function orderedNumber(form: NewLineForm): string {
  return form.numberChoice === 'ExistingNumber'
    ? normaliseMobileNumber(form.portNumber)
    : form.newNumber;
}

/** The addProductOrders body for a new line (spec section 7). */
export function newLineOrderBody(form: NewLineForm, orderToken: string): NewLineOrder {
  const existing = form.numberChoice === 'ExistingNumber';
  const serviceEntity = orderedNumber(form);
  const delivered = needsDelivery(form);
  return {
    orderToken,
    salesChannel: 'SelfService',
    salesPerson: 'MyAccountv2',
    additionalProducts: [
      {
        service: 'mobile2_linerental',
        ratePlan: form.planKey,
        serviceEntity,
        numberChoice: form.numberChoice,
        portDetails: existing
          ? {
              currentProvider: form.currentProvider,
              accountNumber: form.accountNumber.trim(),
              authorityGranted: true,
            }
          : null,
      },
    ],
    hardwareOrders: [
      {
        address: delivered
          ? {
              street: form.street.trim(),
              suburb: form.suburb.trim(),
              city: form.city.trim(),
              postCode: form.postCode.trim(),
            }
          : null,
        items: [
          {
            key: form.hardware,
            serviceEntity,
            recipientName: delivered ? form.recipientName.trim() : null,
            recipientPhone: delivered ? normaliseMobileNumber(form.recipientPhone) : null,
          },
        ],
      },
    ],
  };
}
