import { describe, expect, it } from 'vitest';
import type { Brand } from './brand';
import { BRANDS, brandFeatures, brandName, isBrand } from './brand';

describe('brands', () => {
  it('switches power and fibre blurbs by brand', () => {
    expect(brandFeatures('flexi').power).toBe(false);
    expect(brandFeatures('main')).toEqual({
      power: true,
      fibrePlanBlurbs: ['Fibre Start', 'Fibre Smart', 'Fibre Super'],
    });
    const others: Brand[] = ['main', 'business', 'prepay', 'legacy', 'third'];
    for (const brand of others) expect(brandFeatures(brand).power).toBe(true);
    expect(isBrand('flexi')).toBe(true);
    expect(isBrand('Flexi')).toBe(false);
  });
});

describe('brandName', () => {
  it('names every brand, the partner brand by its own name', () => {
    expect(BRANDS.map(brandName)).toEqual([
      'Harbour',
      'Harbour Business',
      'Harbour Prepay',
      'Harbour Classic',
      'Flexi',
      'Kōtare',
    ]);
  });
});
