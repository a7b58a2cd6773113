import type { UsageType } from '@portal/contracts';
import { callMinutes, formatCallMinutes, formatDataVolume } from '@portal/domain';

/** A day or period total as people read it: data in GB/MB, calls in minutes, texts counted. */
export function formatUsage(kind: UsageType, value: number): string {
  if (kind === 'data') return formatDataVolume(value);
  if (kind === 'voice') return formatCallMinutes(value);
  return `${String(value)} ${value === 1 ? 'text' : 'texts'}`;
}

/** The chart's bar height: MB for data (base 1024), whole minutes for calls, texts as counted. */
export function chartValue(kind: UsageType, value: number): number {
  if (kind === 'data') return value / 1024 / 1024;
  if (kind === 'voice') return callMinutes(value);
  return value;
}

export const KIND_NOUN: Readonly<Record<UsageType, string>> = {
  data: 'data',
  voice: 'calls',
  text: 'texts',
};
