import { describe, expect, it } from 'vitest';
import {
  channelIsOn,
  NOTIFICATION_CATALOGUE,
  NOTIFICATION_KINDS,
  USAGE_ALERT_KINDS,
} from './notification-kinds';

describe('kinds of message', () => {
  it('describes every kind once', () => {
    expect(NOTIFICATION_CATALOGUE.map((entry) => entry.kind)).toEqual([...NOTIFICATION_KINDS]);
  });

  it('sends marketing only with consent: every marketing channel starts off', () => {
    for (const entry of NOTIFICATION_CATALOGUE.filter((e) => e.category === 'marketing')) {
      expect(Object.values(entry.defaults)).toEqual([false, false, false]);
      expect(USAGE_ALERT_KINDS).not.toContain(entry.kind);
    }
  });

  it('follows the saved choice, else the default; a locked channel stays on', () => {
    expect(channelIsOn('data-usage', 'email', undefined)).toBe(true);
    expect(channelIsOn('data-usage', 'email', false)).toBe(false);
    expect(channelIsOn('offers', 'email', undefined)).toBe(false);
    expect(channelIsOn('offers', 'email', true)).toBe(true);
    expect(channelIsOn('landline-111', 'email', false)).toBe(true);
    expect(channelIsOn('landline-111', 'sms', undefined)).toBe(false);
  });
});
