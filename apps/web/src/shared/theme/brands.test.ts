import { describe, expect, it } from 'vitest';
import { brandSchema } from '@portal/contracts';
import { brandPrimary } from '@portal/domain';
import { brands } from './brands';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('brands', () => {
  it('covers every brand value of the app config', () => {
    expect(Object.keys(brands).sort()).toEqual([...brandSchema.options].sort());
  });

  it.each(brandSchema.options)('%s: primary shade 8 and light variant pass AA (4.5:1)', (brand) => {
    const palette = brands[brand].palette;
    expect(contrast(palette[8], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Mantine's light variant: shade 9 text on shade 1 background.
    expect(contrast(palette[9], palette[1])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(brandSchema.options)('%s: the server pages use the same primary and hover', (brand) => {
    const palette = brands[brand].palette;
    expect(brandPrimary(brand)).toEqual({ primary: palette[8], hover: palette[9] });
  });

  it('sells power under every brand but the partner brand', () => {
    expect(brands.flexi.sellsPower).toBe(false);
    expect(brands.main.sellsPower).toBe(true);
  });
});
