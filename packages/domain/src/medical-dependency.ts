import type { NotificationKind } from './notification-kinds';

/**
 * Medically dependent consumers and alternate contacts (issue 30, decision 063), after
 * Part 11A of the Electricity Industry Participation Code.
 */

/** Where an application stands: pending until staff confirm it or decline it with a reason. */
export const MEDICAL_DEPENDENCY_STATES = ['pending', 'confirmed', 'declined'] as const;
export type MedicalDependencyState = (typeof MEDICAL_DEPENDENCY_STATES)[number];

/** What the automated steps of the portal know of an account before they touch its power. */
export interface PowerCareFlags {
  /** The account's medical dependency application, or null when it has none. */
  medicalDependency: MedicalDependencyState | null;
}

/**
 * Whether an automated step (a job, an order carried out on its date) may do anything that
 * could restrict the account's power. Not while a medical dependency is pending or
 * confirmed: a pending one is protected too, because the customer has told us and the
 * practitioner's word can take weeks (decision 063). A declined one is no longer a flag.
 */
export function mayRestrictPower(flags: PowerCareFlags): boolean {
  return flags.medicalDependency !== 'pending' && flags.medicalDependency !== 'confirmed';
}

/**
 * Notices about payment difficulty: a copy goes to the account's alternate contact, who may
 * help the customer before things get worse. Other areas add their kinds here.
 */
export const PAYMENT_DIFFICULTY_KINDS: readonly NotificationKind[] = [
  'payment-due',
  'payment-failed',
  'payment-arrangement',
  'smooth-pay',
];

export function isPaymentDifficultyKind(kind: NotificationKind): boolean {
  return PAYMENT_DIFFICULTY_KINDS.includes(kind);
}

/** The largest health practitioner's confirmation taken: 5 MB. */
export const MAX_CONFIRMATION_BYTES = 5 * 1024 * 1024;

export const CONFIRMATION_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ConfirmationType = (typeof CONFIRMATION_TYPES)[number];

const SIGNATURES: readonly { type: ConfirmationType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many first bytes `confirmationTypeOf` needs to tell the type. */
export const CONFIRMATION_SIGNATURE_BYTES = 8;

/**
 * The type a file really is, by its first bytes (not its name or the type it claims): a
 * PDF, JPEG or PNG, or null for anything else.
 */
export function confirmationTypeOf(head: Uint8Array): ConfirmationType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}

export const CONFIRMATION_WRONG_TYPE =
  'Please upload the confirmation as a PDF, JPEG or PNG file. This file is not one of those.';
export const CONFIRMATION_TOO_BIG =
  'This file is larger than 5 MB. Please upload a smaller file, for example a photo at a lower size.';
export const CONFIRMATION_EMPTY = 'This file is empty. Please choose the confirmation file.';

export type ConfirmationCheck =
  { ok: true; type: ConfirmationType } | { ok: false; message: string };

/**
 * Whether a file may be kept as the practitioner's confirmation, from its size and its
 * first bytes: the page checks before sending, and the server checks again.
 */
export function checkConfirmationFile(size: number, head: Uint8Array): ConfirmationCheck {
  if (size === 0) return { ok: false, message: CONFIRMATION_EMPTY };
  if (size > MAX_CONFIRMATION_BYTES) return { ok: false, message: CONFIRMATION_TOO_BIG };
  const type = confirmationTypeOf(head);
  return type === null ? { ok: false, message: CONFIRMATION_WRONG_TYPE } : { ok: true, type };
}
