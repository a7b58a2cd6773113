import { z } from 'zod';
import { FORM_MESSAGES, MOBILE_NUMBER_PATTERN, PREPAY_MOBILE_NUMBER_PATTERN } from '@portal/domain';
import {
  hardwareTypeSchema,
  numberChoiceSchema,
  salesChannelSchema,
  sourceAppSchema,
} from '../entities/enums';
import { centsSchema, isoDateTimeSchema } from '../entities/scalars';

/*
 * Issue 5, adding a mobile connection (a new line): what the page needs before ordering
 * (options, an order token) and the new-line order of POST
 * /sales/v3/ordering/accounts/{accountCode}/addProductOrders (spec section 7).
 */

/** Field messages; the spec's own where it has one, the rest plain sentences of ours. */
export const NEW_LINE_MESSAGES = {
  mobileNumber: FORM_MESSAGES.mobileNumber,
  recipientPhone: FORM_MESSAGES.phoneNumber,
  authority: FORM_MESSAGES.numberTransferAuthority,
  recipientName: 'Please enter the name of the person receiving the delivery',
  street: 'Please enter the street address',
  suburb: 'Please enter the suburb',
  city: 'Please enter the town or city',
  postCode: 'Please enter a 4-digit postcode',
  currentProvider: 'Please choose your current provider',
  accountNumber: 'Please enter your account number with your current provider',
  address: 'Please enter the delivery address',
  sameNumber: 'The hardware must be for the number being ordered',
  portDetails: 'Please tell us about the number you are bringing',
  noPortDetails: 'A new number has no transfer details',
  eSimAddress: 'An eSIM is not delivered, so it has no delivery address',
} as const;

/** Hardware a new line can be ordered with; Return Bag and 111Cellphone are not sold here. */
export const newLineHardwareKeySchema = hardwareTypeSchema.extract(['SIM Card', 'eSIM', 'Handset']);
export type NewLineHardwareKey = z.infer<typeof newLineHardwareKeySchema>;

const newLineMobileNumberSchema = z
  .string()
  .regex(PREPAY_MOBILE_NUMBER_PATTERN, NEW_LINE_MESSAGES.mobileNumber);

const required = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, message);

export const deliveryAddressSchema = z
  .object({
    street: required(NEW_LINE_MESSAGES.street, 100),
    suburb: required(NEW_LINE_MESSAGES.suburb, 60),
    city: required(NEW_LINE_MESSAGES.city, 60),
    postCode: z.string().regex(/^\d{4}$/, NEW_LINE_MESSAGES.postCode),
  })
  .meta({ id: 'DeliveryAddress' });
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const hardwareOrderItemSchema = z.object({
  key: newLineHardwareKeySchema,
  serviceEntity: newLineMobileNumberSchema,
  /** Null for an eSIM, which is sent by email rather than delivered. */
  recipientName: required(NEW_LINE_MESSAGES.recipientName, 100).nullable(),
  recipientPhone: z
    .string()
    .regex(MOBILE_NUMBER_PATTERN, NEW_LINE_MESSAGES.recipientPhone)
    .nullable(),
});
export type HardwareOrderItem = z.infer<typeof hardwareOrderItemSchema>;

export const hardwareOrderSchema = z.object({
  address: deliveryAddressSchema.nullable(),
  items: z.array(hardwareOrderItemSchema).length(1),
});
export type HardwareOrder = z.infer<typeof hardwareOrderSchema>;

/** Transferring a number from another provider (ExistingNumber). */
export const portDetailsSchema = z.object({
  currentProvider: required(NEW_LINE_MESSAGES.currentProvider, 60),
  accountNumber: required(NEW_LINE_MESSAGES.accountNumber, 30),
  authorityGranted: z.literal(true, { error: NEW_LINE_MESSAGES.authority }),
});
export type PortDetails = z.infer<typeof portDetailsSchema>;

export const newLineProductSchema = z.object({
  service: z.literal('mobile2_linerental'),
  ratePlan: z.string().min(1).max(64),
  serviceEntity: newLineMobileNumberSchema,
  numberChoice: numberChoiceSchema,
  portDetails: portDetailsSchema.nullable(),
});
export type NewLineProduct = z.infer<typeof newLineProductSchema>;

/** The rules that tie the parts of a new-line order together. */
function checkNewLineOrder(order: NewLineOrderShape, context: z.RefinementCtx): void {
  const product = order.additionalProducts[0];
  const hardware = order.hardwareOrders[0];
  const item = hardware?.items[0];
  if (product === undefined || hardware === undefined || item === undefined) return;
  const issue = (path: (string | number)[], message: string) => {
    context.addIssue({ code: 'custom', path, message });
  };
  const productPath = ['additionalProducts', 0, 'portDetails'];
  if (product.numberChoice === 'ExistingNumber' && product.portDetails === null)
    issue(productPath, NEW_LINE_MESSAGES.portDetails);
  if (product.numberChoice === 'NewNumber' && product.portDetails !== null)
    issue(productPath, NEW_LINE_MESSAGES.noPortDetails);
  const itemPath = ['hardwareOrders', 0, 'items', 0];
  if (item.serviceEntity !== product.serviceEntity)
    issue([...itemPath, 'serviceEntity'], NEW_LINE_MESSAGES.sameNumber);
  if (item.key === 'eSIM') {
    if (hardware.address !== null)
      issue(['hardwareOrders', 0, 'address'], NEW_LINE_MESSAGES.eSimAddress);
    return;
  }
  if (hardware.address === null) issue(['hardwareOrders', 0, 'address'], NEW_LINE_MESSAGES.address);
  if (item.recipientName === null)
    issue([...itemPath, 'recipientName'], NEW_LINE_MESSAGES.recipientName);
  if (item.recipientPhone === null)
    issue([...itemPath, 'recipientPhone'], NEW_LINE_MESSAGES.recipientPhone);
}

const newLineOrderShape = z.object({
  orderToken: z.string().min(16).max(128),
  salesChannel: salesChannelSchema.extract(['SelfService']),
  salesPerson: sourceAppSchema,
  additionalProducts: z.array(newLineProductSchema).length(1),
  hardwareOrders: z.array(hardwareOrderSchema).length(1),
});
type NewLineOrderShape = z.infer<typeof newLineOrderShape>;

/** Body of addProductOrders for a new line: it is the one with hardwareOrders. */
export const newLineOrderSchema = newLineOrderShape
  .superRefine(checkNewLineOrder)
  .meta({ id: 'NewLineOrder' });
export type NewLineOrder = z.infer<typeof newLineOrderSchema>;

export const newLinePlanSchema = z
  .object({
    planKey: z.string().min(1),
    planDescription: z.string(),
    description: z.string().nullable(),
    chargeIncludingGst: centsSchema,
    chargeExcludingGst: centsSchema,
    isGroupMember: z.boolean(),
  })
  .meta({ id: 'NewLinePlan' });
export type NewLinePlan = z.infer<typeof newLinePlanSchema>;

export const hardwareOptionSchema = z
  .object({
    key: newLineHardwareKeySchema,
    name: z.string(),
    description: z.string(),
    /** One-off charge, cents. */
    chargeIncludingGst: centsSchema,
    chargeExcludingGst: centsSchema,
    needsDelivery: z.boolean(),
  })
  .meta({ id: 'HardwareOption' });
export type HardwareOption = z.infer<typeof hardwareOptionSchema>;

/** GET /mobile/v2/ordering/accounts/{accountCode}/newLine/options. */
export const newLineOptionsSchema = z
  .object({
    plans: z.array(newLinePlanSchema),
    /** Free numbers on offer for a NewNumber, local form. */
    numbers: z.array(z.string()),
    hardware: z.array(hardwareOptionSchema),
    providers: z.array(z.string()),
    displayGstInclusiveValues: z.boolean(),
  })
  .meta({ id: 'NewLineOptions' });
export type NewLineOptions = z.infer<typeof newLineOptionsSchema>;

/** POST …/newLine/orderToken: single use, bound to the account, short-lived. */
export const orderTokenSchema = z
  .object({ orderToken: z.string(), expiresAt: isoDateTimeSchema })
  .meta({ id: 'OrderToken' });
export type OrderToken = z.infer<typeof orderTokenSchema>;

/** A new-line order as the account's 'Your orders' list shows it. */
export const newLineOrderViewSchema = z
  .object({
    orderId: z.string(),
    orderType: z.literal('NewLine'),
    status: z.string(),
    createdAt: isoDateTimeSchema,
    planKey: z.string(),
    planDescription: z.string(),
    numberChoice: numberChoiceSchema,
    serviceEntity: z.string(),
    hardware: newLineHardwareKeySchema,
    deliveryAddress: deliveryAddressSchema.nullable(),
    recipientName: z.string().nullable(),
    monthlyChargeIncludingGst: centsSchema,
    monthlyChargeExcludingGst: centsSchema,
    hardwareChargeIncludingGst: centsSchema,
    hardwareChargeExcludingGst: centsSchema,
  })
  .meta({ id: 'NewLineOrderView' });
export type NewLineOrderView = z.infer<typeof newLineOrderViewSchema>;
