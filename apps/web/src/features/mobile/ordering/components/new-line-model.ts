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
export type NewLineErrors = Partial<Record<NewLineField, string>>;

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

function numberErrors(form: NewLineForm): NewLineErrors {
  if (form.numberChoice === 'NewNumber') return form.newNumber ? {} : { newNumber: CHOOSE_NUMBER };
  const errors: NewLineErrors = {};
  if (!isValidPrepayMobileNumber(form.portNumber))
    errors.portNumber = NEW_LINE_MESSAGES.mobileNumber;
  const port = portDetailsSchema.safeParse({
    currentProvider: form.currentProvider,
    accountNumber: form.accountNumber,
    authorityGranted: form.authority,
  });
  const names = {
    currentProvider: 'currentProvider',
    accountNumber: 'accountNumber',
    authorityGranted: 'authority',
  } as const;
  for (const issue of port.error?.issues ?? []) {
    const field = names[issue.path[0] as keyof typeof names];
    errors[field] ??= issue.message;
  }
  return errors;
}

function deliveryErrors(form: NewLineForm): NewLineErrors {
  if (!needsDelivery(form)) return {};
  const errors: NewLineErrors = {};
  const address = deliveryAddressSchema.safeParse({
    street: form.street,
    suburb: form.suburb,
    city: form.city,
    postCode: form.postCode.trim(),
  });
  for (const issue of address.error?.issues ?? []) {
    const field = issue.path[0] as 'street' | 'suburb' | 'city' | 'postCode';
    errors[field] ??= issue.message;
  }
  const name = form.recipientName.trim();
  if (name.length === 0 || name.length > 100)
    errors.recipientName = NEW_LINE_MESSAGES.recipientName;
  if (!isValidMobileNumber(form.recipientPhone))
    errors.recipientPhone = NEW_LINE_MESSAGES.recipientPhone;
  return errors;
}

/** The errors of one step (0 plan, 1 number, 2 hardware and delivery; review has none). */
export function stepErrors(step: number, form: NewLineForm): NewLineErrors {
  if (step === 0) return form.planKey ? {} : { planKey: CHOOSE_PLAN };
  if (step === 1) return numberErrors(form);
  if (step === 2) return deliveryErrors(form);
  return {};
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
