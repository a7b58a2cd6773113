import { REGISTER_NUMBER_RESEND_SECONDS } from '@portal/contracts';

/**
 * How often people may ask for what costs us or them (decision 023). Windows are fixed and
 * counted in the database (rate_limit_counters), so every process agrees.
 */
export interface RateLimit {
  /** Names the counter: each limit counts on its own. */
  name: string;
  /** Calls allowed in one window. */
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** One-time codes by text: one a minute to a number, a few a day to it or for one person. */
export const ONE_TIME_CODE_LIMITS = {
  perNumberBurst: {
    name: 'otp-send:number-minute',
    limit: 1,
    windowSeconds: REGISTER_NUMBER_RESEND_SECONDS,
  },
  perNumberDaily: { name: 'otp-send:number-day', limit: 5, windowSeconds: DAY },
  perIdentityDaily: { name: 'otp-send:identity-day', limit: 10, windowSeconds: DAY },
} as const satisfies Record<string, RateLimit>;

/**
 * The gateway's card submit, open to any browser holding a transaction id: a burst limit and a
 * daily cap per address, against card testing (many cards tried from one place).
 */
export const CARD_SUBMIT_LIMITS = {
  perAddress: { name: 'card-submit:address', limit: 30, windowSeconds: 10 * MINUTE },
  perAddressDaily: { name: 'card-submit:address-day', limit: 200, windowSeconds: DAY },
} as const satisfies Record<string, RateLimit>;

/**
 * "Forgot password" (decision 029): a few links an hour to one email, so nobody can flood a
 * mailbox, and a cap per address, so nobody can probe many emails from one place.
 */
export const PASSWORD_RESET_LIMITS = {
  perEmail: { name: 'password-reset:email', limit: 3, windowSeconds: 60 * MINUTE },
  perAddress: { name: 'password-reset:address', limit: 20, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

/**
 * Registering with an account number (decision 029): every step from one address counts, which
 * bounds both account-number probing and code guessing; each code also allows five tries.
 */
export const REGISTER_LIMITS = {
  perAddress: { name: 'register:address', limit: 30, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;
