import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NOTIFICATION_CATALOGUE,
  channelIsFixed,
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

  it('keeps security messages on by email, and one about a person off the account’s channels', () => {
    for (const kind of ['password-changed', 'passkey-changed', 'new-device-sign-in'] as const) {
      expect(channelIsOn(kind, 'email', false)).toBe(true);
      expect(channelIsOn(kind, 'sms', true)).toBe(false);
      expect(channelIsOn(kind, 'inbox', true)).toBe(false);
      expect(channelIsFixed(kind, 'sms')).toBe(true);
    }
    expect(channelIsOn('staff-change', 'email', false)).toBe(true);
    expect(channelIsOn('staff-change', 'inbox', undefined)).toBe(true);
    expect(channelIsOn('staff-change', 'inbox', false)).toBe(false);
    expect(channelIsFixed('staff-change', 'inbox')).toBe(false);
    expect(channelIsFixed('data-usage', 'sms')).toBe(false);
  });

  it('tells a person their data is ready by email and bell, whatever is saved, never by text', () => {
    for (const saved of [true, false, undefined]) {
      expect(channelIsOn('your-data', 'email', saved)).toBe(true);
      expect(channelIsOn('your-data', 'inbox', saved)).toBe(true);
      expect(channelIsOn('your-data', 'sms', saved)).toBe(false);
    }
    expect(['email', 'sms', 'inbox'].every((c) => channelIsFixed('your-data', c as 'sms'))).toBe(
      true,
    );
  });

  it('leaves a person’s own kinds out of the account’s choices, and keeps every other', () => {
    const listed = ACCOUNT_NOTIFICATION_CATALOGUE.map((entry) => entry.kind);
    expect(listed).not.toContain('your-data');
    expect(listed).toEqual(NOTIFICATION_KINDS.filter((kind) => kind !== 'your-data'));
  });
});
