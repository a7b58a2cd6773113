import type { SmoothPayFrequency } from '@portal/domain';

export const FREQUENCY_LABEL: Record<SmoothPayFrequency, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
};
