import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, transactionsCsvFilename } from './transactions-csv';

describe('csvCell', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+64 21 123', "'+64 21 123"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['Loyalty credit', 'Loyalty credit'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['-12.50', '-12.50'],
  ])('%j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('csvAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [-2000, '-20.00'],
    [-7, '-0.07'],
  ])('%d cents is %s', (cents, text) => {
    expect(csvAmount(cents)).toBe(text);
  });
});

describe('transactionsCsvFilename', () => {
  it('names the account and the period', () => {
    expect(transactionsCsvFilename('30000001', {})).toBe('transactions-30000001.csv');
    expect(transactionsCsvFilename('30000001', { from: '2026-01-01', to: '2026-03-31' })).toBe(
      'transactions-30000001-from-2026-01-01-to-2026-03-31.csv',
    );
  });
});
