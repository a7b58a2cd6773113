import { z } from 'zod';

/*
 * Enumeration lists of spec section 3 and the state names of section 4, spelled exactly
 * as the spec spells them. Types are exported beside each schema.
 */

/**
 * Codes the spec lists as "seen"; product keys stay open strings on entities because the
 * catalogue grows (the demo's UFB 2000/2000 tier is not in this list).
 */
export const planProductCodeSchema = z.enum([
  'ELECTRICITY',
  'UFF1000/500',
  'WBBv2_4G_Unlimited',
  'NGA1000/500',
]);
export type PlanProductCode = z.infer<typeof planProductCodeSchema>;

export const addOnTypeSchema = z.enum([
  'callingpack',
  'static_ip',
  'mobile2_wbb_addon',
  'amazonprimevideo',
  'ata_pots_rental',
  'fibervoice_rental',
  'siptrunk_ddi',
]);
export type AddOnType = z.infer<typeof addOnTypeSchema>;

export const voiceTypeSchema = z.enum([
  'SIPONT',
  'ATAPOTS',
  'SIPPOTS',
  'POTS',
  'NoVoice',
  'SIPTRUNK',
]);
export type VoiceType = z.infer<typeof voiceTypeSchema>;

export const connectionStatusSchema = z.enum(['Active', 'Inactive', 'Blocked', 'Cancelled']);
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

export const billingPeriodSchema = z.enum(['Daily', 'Weekly', 'Monthly']);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

export const billFrequencySchema = z.enum([
  'SixMonthly',
  'Monthly',
  'Fortnightly',
  'Weekly',
  'Daily',
]);
export type BillFrequency = z.infer<typeof billFrequencySchema>;

export const broadbandTechnologySchema = z.enum(['UFB', 'WBB', 'xDSL']);
export type BroadbandTechnology = z.infer<typeof broadbandTechnologySchema>;

export const salesChannelSchema = z.enum(['SelfService', 'OnlineSignup']);
export type SalesChannel = z.infer<typeof salesChannelSchema>;

/** Source app, also sent as the sales person of self-service orders (spec section 6). */
export const sourceAppSchema = z.literal('MyAccountv2');
export type SourceApp = z.infer<typeof sourceAppSchema>;
export const SOURCE_APP: SourceApp = 'MyAccountv2';

export const serviceGroupSchema = z.enum(['Electricity', 'Internet', 'mobile2_wbb', 'Voice']);
export type ServiceGroup = z.infer<typeof serviceGroupSchema>;

export const mobilePlanTypeSchema = z.enum([
  'Capped',
  'Carryover',
  'Endless',
  'EndlessTourist',
  'Overage',
  'Unlimited',
  'Prepay',
  'Unmetered',
  'Vulnerability',
  'Sidekick',
  'Wearable',
]);
export type MobilePlanType = z.infer<typeof mobilePlanTypeSchema>;

export const hardwareTypeSchema = z.enum([
  'Return Bag',
  'SIM Card',
  '111Cellphone',
  'eSIM',
  'Handset',
]);
export type HardwareType = z.infer<typeof hardwareTypeSchema>;

export const numberChoiceSchema = z.enum(['ExistingNumber', 'NewNumber']);
export type NumberChoice = z.infer<typeof numberChoiceSchema>;

export const additionalServiceTypeSchema = z.enum([
  'BroadbandInternet',
  'Landline',
  'StaticIP',
  'Modem',
  'PrimeVideo',
]);
export type AdditionalServiceType = z.infer<typeof additionalServiceTypeSchema>;

export const poolTypeSchema = z.enum(['Open', 'Allocation']);
export type PoolType = z.infer<typeof poolTypeSchema>;

export const refreshWindowSchema = z.enum(['OneMonth', 'SixMonth', 'NextBill', '14Days']);
export type RefreshWindow = z.infer<typeof refreshWindowSchema>;

export const planServiceKeySchema = z.enum([
  'mobile2_linerental',
  'mobile2_companion',
  'mobile2_Addon',
]);
export type PlanServiceKey = z.infer<typeof planServiceKeySchema>;

/**
 * Section 3's "share types". A beneficiary's own shareType field uses the longer
 * OpenSharing / AllocationSharing values: see dataShareTypeSchema in sharing.ts.
 */
export const shareTypeSchema = z.enum(['Open', 'Allocation']);
export type ShareType = z.infer<typeof shareTypeSchema>;

export const sharingModeSchema = z.enum(['ShareAllAmount', 'ShareDifferentAmount']);
export type SharingMode = z.infer<typeof sharingModeSchema>;

export const amountKindSchema = z.enum(['Recurring', 'OneOff']);
export type AmountKind = z.infer<typeof amountKindSchema>;

/** docs/spec-notes.md: the business groups in use; a brand that needs another adds it here. */
export const businessGroupSchema = z.enum(['Residential', 'Business', 'Prepay']);
export type BusinessGroup = z.infer<typeof businessGroupSchema>;

// Section 4: states and transitions.

export const loadableStatusSchema = z.enum(['Loading', 'Ready', 'Error']);
export type LoadableStatus = z.infer<typeof loadableStatusSchema>;

export const processStateSchema = z.enum(['IDLE', 'PROCESSING', 'READY', 'ERROR']);
export type ProcessState = z.infer<typeof processStateSchema>;

export const flowStateSchema = z.enum(['IDLE', 'CONFIRMATION', 'PROCESSING', 'READY', 'ERROR']);
export type FlowState = z.infer<typeof flowStateSchema>;

export const dialogProcessingStateSchema = z.enum(['idle', 'success', 'pending', 'error']);
export type DialogProcessingState = z.infer<typeof dialogProcessingStateSchema>;

/** AFTER_PAYMARK is the processing step after the return from the hosted payment page. */
export const topUpDialogStepSchema = z.enum(['ONE_STEP', 'BEFORE_PAYMARK', 'AFTER_PAYMARK']);
export type TopUpDialogStep = z.infer<typeof topUpDialogStepSchema>;

export const paymentReturnStatusSchema = z.enum(['OK', 'CANCEL', 'FAILURE']);
export type PaymentReturnStatus = z.infer<typeof paymentReturnStatusSchema>;

export const topUpOperationSchema = z.enum([
  'SaveNewCard',
  'RemoveCard',
  'TopUpFromNewCard',
  'TopUp',
  'AddingLowBalanceAutoTopUp',
  'RemoveLowBalanceAutoTopUp',
  'AddingMonthlyAutoTopUp',
  'RemoveMonthlyAutoTopUp',
  'AddingAutoPay',
  'RemoveAutopay',
  'VoucherTopUp',
  'OnlineBankingTopUp',
]);
export type TopUpOperation = z.infer<typeof topUpOperationSchema>;

export const planChangeResultSchema = z.enum(['OK', 'NotOk', 'OkWithCaveats', 'Failed']);
export type PlanChangeResult = z.infer<typeof planChangeResultSchema>;

// Section 2: values the top-up and usage screens are driven by.

export const topUpTabSchema = z.enum(['topUp', 'autoPay']);
export type TopUpTab = z.infer<typeof topUpTabSchema>;

export const topUpPaymentMethodSchema = z.enum(['CreditDebitCard', 'OnlineBanking', 'Voucher']);
export type TopUpPaymentMethod = z.infer<typeof topUpPaymentMethodSchema>;

/** Usage tab chosen by the URL hash (matched case-insensitively by the page). */
export const usageTabSchema = z.enum(['data', 'calls', 'texts']);
export type UsageTab = z.infer<typeof usageTabSchema>;
