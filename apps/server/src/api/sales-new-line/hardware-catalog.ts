import type { HardwareOption } from '@portal/contracts';

/**
 * What a new line can come with. The schema has no hardware table yet, so the choices live
 * here; prices are one-off, cents, including and excluding 15% GST.
 */
export const NEW_LINE_HARDWARE: readonly HardwareOption[] = [
  {
    key: 'SIM Card',
    name: 'SIM card',
    description: 'A triple-cut SIM card sent to you by courier.',
    chargeIncludingGst: 0,
    chargeExcludingGst: 0,
    needsDelivery: true,
  },
  {
    key: 'eSIM',
    name: 'eSIM',
    description: 'A digital SIM for phones that support eSIM; we email you a QR code.',
    chargeIncludingGst: 0,
    chargeExcludingGst: 0,
    needsDelivery: false,
  },
  {
    key: 'Handset',
    name: 'Samsung Galaxy A16 with a SIM card',
    description: 'A 128GB smartphone, paid for once on your next bill, sent with its SIM.',
    chargeIncludingGst: 39_900,
    chargeExcludingGst: 34_696,
    needsDelivery: true,
  },
];
