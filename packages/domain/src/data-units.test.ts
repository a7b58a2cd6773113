import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BYTES_PER_GB,
  BYTES_PER_MB,
  bytesToGb,
  bytesToKb,
  bytesToMb,
  formatDataVolume,
  formatPoolFigure,
  mbToGb,
  sharedPoolUnit,
  sharedPoolUnitBytes,
} from './data-units';

describe('data units', () => {
  it('divides by 1024 at each step', () => {
    expect(bytesToKb(2048)).toBe(2);
    expect(bytesToMb(1048576)).toBe(1);
    expect(bytesToGb(1073741824)).toBe(1);
    expect(mbToGb(1536)).toBe(1.5);
  });

  it('uses MB for m2m pools, else GB', () => {
    expect(sharedPoolUnit('m2m')).toBe('MB');
    expect(sharedPoolUnit('standard')).toBe('GB');
    expect(sharedPoolUnit(undefined)).toBe('GB');
  });

  it('counts an m2m pool figure in MB and any other in GB, never both', () => {
    expect(60 * sharedPoolUnitBytes('m2m')).toBe(60 * BYTES_PER_MB);
    expect(60 * sharedPoolUnitBytes('M2M')).toBe(60 * BYTES_PER_MB);
    expect(40 * sharedPoolUnitBytes('Standard')).toBe(40 * BYTES_PER_GB);
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (size) => {
        expect(bytesToMb(size * sharedPoolUnitBytes('m2m'))).toBe(size);
        expect(bytesToGb(size * sharedPoolUnitBytes('Standard'))).toBe(size);
      }),
    );
  });

  it.each([
    [0, '0 MB'],
    [512 * BYTES_PER_MB, '512 MB'],
    [BYTES_PER_MB / 2, '0.5 MB'],
    [BYTES_PER_GB, '1.0 GB'],
    [1.5 * BYTES_PER_GB, '1.5 GB'],
    [2.25 * BYTES_PER_GB, '2.25 GB'],
    [2.256 * BYTES_PER_GB, '2.26 GB'],
    [1234 * BYTES_PER_GB, '1,234.0 GB'],
    [BYTES_PER_GB - 1, '1.0 GB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatDataVolume(bytes)).toBe(text);
  });

  it('formats every volume as MB under 1 GB and GB with 1-2 decimals above', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 50 }), (bytes) => {
        const text = formatDataVolume(bytes);
        if (bytes >= BYTES_PER_GB) expect(text).toMatch(/^[\d,]+\.\d{1,2} GB$/);
        else expect(text).toMatch(/^([\d,]+(\.\d)? MB|1\.0 GB)$/);
      }),
    );
  });

  it('words a GB pool figure as any whole GB of data is worded elsewhere', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (gb) => {
        expect(formatPoolFigure(gb, 'standard')).toBe(formatDataVolume(gb * BYTES_PER_GB));
      }),
    );
    expect(formatPoolFigure(47.74, null)).toBe('47.74 GB');
    expect(formatPoolFigure(500, 'm2m')).toBe('500 MB');
  });
});
