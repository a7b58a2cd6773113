import { describe, expect, it } from 'vitest';
import { METER_LOCATION_MESSAGE, type PowerConnection } from '@portal/contracts';
import { METER_READING_NOT_NUMBER_MESSAGE } from '@portal/domain';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { readingFormSchema, readingKwhOf } from './meter-reading-model';
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
