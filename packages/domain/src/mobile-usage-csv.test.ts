import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB } from './data-units';
import { mobileUsageCsv } from './mobile-usage-csv';

describe('mobileUsageCsv', () => {
  it('writes a row a day in MB, minutes and texts', () => {
    const text = mobileUsageCsv('0211234567', [
      { date: '2026-11-30', dataBytes: 1.5 * BYTES_PER_MB, callSeconds: 90, texts: 3 },
      { date: '2026-12-01', dataBytes: 0, callSeconds: 0, texts: 0 },
    ]);
    expect(text.split('\r\n')).toEqual([
      'Date,Mobile number,Data (MB),Calls (minutes),Texts',
      '30/11/2026,0211234567,1.50,1.50,3',
      '01/12/2026,0211234567,0.00,0.00,0',
      '',
    ]);
  });
});
