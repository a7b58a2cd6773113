import { describe, expect, it } from 'vitest';
import { METER_LOCATION_MESSAGE, type PowerConnection, type PowerPlans } from '@portal/contracts';
import {
  ICP_NUMBER_MESSAGE,
  METER_READING_NOT_NUMBER_MESSAGE,
  normaliseIcpNumber,
} from '@portal/domain';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { planChangeFormSchema, startDateOf, usableNextBill } from './change-plan-model';
import { readingFormSchema, readingKwhOf } from './meter-reading-model';
import { MANUAL_ICP, signUpFormSchema, signUpRequestOf } from './sign-up-model';
import { hazardsText, siteAccessFormSchema } from './site-access-model';

describe('the site access rules', () => {
  const check = schemaValidate(siteAccessFormSchema);
  const filled = {
    meterLocation: 'Left of the door',
    accessNotes: '',
    hasDog: true,
    otherHazards: '',
  };

  it('needs the meter location and keeps each text within its limit', () => {
    expect(check(filled)).toEqual({});
    expect(check({ ...filled, meterLocation: '  ', accessNotes: 'x'.repeat(501) })).toEqual({
      meterLocation: METER_LOCATION_MESSAGE,
      accessNotes: 'Please keep this to 500 characters.',
    });
  });

  it('says the hazards in a line', () => {
    expect(hazardsText({ ...filled, otherHazards: 'Electric fence' })).toBe(
      'a dog at the property; Electric fence',
    );
    expect(hazardsText({ ...filled, hasDog: false })).toBe('none');
  });
});

describe('the meter reading rules', () => {
  const power = {
    readings: [
      {
        meterSerial: 'M1',
        readingType: 'Actual',
        readingKwh: 5000,
        readAt: '2026-11-01T09:00:00+13:00',
      },
    ],
  } as unknown as PowerConnection;
  const check = schemaValidate(readingFormSchema(power, '2026-11-28'));

  it('reads whole kWh with spaces and commas', () => {
    expect(readingKwhOf('12,345')).toBe(12345);
    expect(readingKwhOf('12.5')).toBeNaN();
  });

  it('asks for a number, then checks it against the last actual reading', () => {
    expect(check({ meterSerial: 'M1', reading: '', meterChanged: false })).toEqual({
      reading: METER_READING_NOT_NUMBER_MESSAGE,
    });
    expect(check({ meterSerial: 'M1', reading: '5 100', meterChanged: false })).toEqual({});
    expect(check({ meterSerial: 'M1', reading: '4000', meterChanged: false }).reading).toMatch(
      /^This reading is lower than your last actual reading/,
    );
    expect(check({ meterSerial: 'M1', reading: '4000', meterChanged: true })).toEqual({});
  });
});

describe('the power sign-up rules', () => {
  const filled = {
    address: '12 Rata Street, Naenae',
    icpChoice: '0003456789WE5D2',
    manualIcp: '',
    planKey: 'everyday',
    startDate: '2026-12-01',
  };

  it('asks for an ICP under the found ones, or under the typed one', () => {
    const found = schemaValidate(signUpFormSchema('2026-11-28', 1));
    expect(found(filled)).toEqual({});
    expect(found({ ...filled, icpChoice: '' })).toEqual({
      icpChoice: 'Please choose your ICP or enter it.',
    });
    expect(found({ ...filled, icpChoice: MANUAL_ICP, manualIcp: '12345' })).toEqual({
      manualIcp: ICP_NUMBER_MESSAGE,
    });
    const none = schemaValidate(signUpFormSchema('2026-11-28', 0));
    expect(none({ ...filled, icpChoice: '' })).toEqual({ manualIcp: ICP_NUMBER_MESSAGE });
  });

  it('needs an address, a plan and a start date from today', () => {
    const check = schemaValidate(signUpFormSchema('2026-11-28', 1));
    expect(check({ ...filled, address: ' 12 ', planKey: '', startDate: '2026-11-27' })).toEqual({
      address: 'Please enter the address you want power at.',
      planKey: 'Please choose a plan.',
      startDate: 'The start date cannot be in the past.',
    });
  });

  it('sends the ICP chosen or typed, tidied', () => {
    expect(signUpRequestOf({ ...filled, address: ' 12 Rata Street ' })).toEqual({
      address: '12 Rata Street',
      icpNumber: '0003456789WE5D2',
      planKey: 'everyday',
      startDate: '2026-12-01',
    });
    expect(
      signUpRequestOf({ ...filled, icpChoice: MANUAL_ICP, manualIcp: '0001234567UN7E1' }).icpNumber,
    ).toBe(normaliseIcpNumber('0001234567UN7E1'));
  });
});

describe('the power plan change rules', () => {
  const choices = {
    currentPlanKey: 'everyday',
    plans: [{ planKey: 'everyday' }, { planKey: 'nights' }],
    displayGstInclusiveValues: true,
    nextBillDate: '2026-12-10',
    today: '2026-11-28',
    latestDate: '2027-02-26',
  } as unknown as PowerPlans;
  const check = schemaValidate(planChangeFormSchema(choices));

  it('asks for another plan, from the next bill date or a date from today', () => {
    expect(check({ planKey: 'nights', choice: 'nextBill', date: '' })).toEqual({});
    expect(check({ planKey: 'everyday', choice: 'chosen', date: '2026-11-27' })).toEqual({
      planKey: 'Please choose a plan.',
      date: 'The start date cannot be in the past.',
    });
    expect(check({ planKey: 'nights', choice: 'chosen', date: '' })).toEqual({
      date: 'Please choose a start date.',
    });
  });

  it('starts on the next bill date only when it is in range', () => {
    const values = { planKey: 'nights', choice: 'nextBill', date: '2026-12-01' } as const;
    expect(startDateOf(values, choices)).toBe('2026-12-10');
    expect(startDateOf(values, { ...choices, nextBillDate: '2027-03-01' })).toBe('2026-12-01');
    expect(usableNextBill({ ...choices, nextBillDate: null })).toBeNull();
  });
});
