/** One brand per deployment (docs/spec-notes.md). */
export type Brand = 'main' | 'business' | 'prepay' | 'legacy' | 'flexi' | 'third';

export const BRANDS: readonly Brand[] = ['main', 'business', 'prepay', 'legacy', 'flexi', 'third'];

/** The provider's trading name under each brand: the header, page titles, invoices. */
const BRAND_NAMES: Readonly<Record<Brand, string>> = {
  main: 'Harbour',
  business: 'Harbour Business',
  prepay: 'Harbour Prepay',
  legacy: 'Harbour Classic',
  flexi: 'Flexi',
  third: 'Kōtare',
};

export function brandName(brand: Brand): string {
  return BRAND_NAMES[brand];
}

export type FibrePlanBlurb = 'Fibre Start' | 'Fibre Smart' | 'Fibre Super';

export const FIBRE_PLAN_BLURBS: readonly FibrePlanBlurb[] = [
  'Fibre Start',
  'Fibre Smart',
  'Fibre Super',
];

export interface BrandFeatures {
  /** The power feature can be offered at all. */
  readonly power: boolean;
  /** Which fibre plan blurbs the broadband pages show. */
  readonly fibrePlanBlurbs: readonly FibrePlanBlurb[];
}

/*
 * The spec names only two toggles: power is off for the partner brand ('flexi'), and fibre
 * blurbs are brand-specific. Which brands carry the blurbs is not in the spec; here the
 * brands that sell our own fibre plans show them, and the partner and prepay brands,
 * which do not sell them, show none.
 */
const FEATURES: Readonly<Record<Brand, BrandFeatures>> = {
  main: { power: true, fibrePlanBlurbs: FIBRE_PLAN_BLURBS },
  business: { power: true, fibrePlanBlurbs: FIBRE_PLAN_BLURBS },
  prepay: { power: true, fibrePlanBlurbs: [] },
  legacy: { power: true, fibrePlanBlurbs: FIBRE_PLAN_BLURBS },
  flexi: { power: false, fibrePlanBlurbs: [] },
  third: { power: true, fibrePlanBlurbs: FIBRE_PLAN_BLURBS },
};

export function brandFeatures(brand: Brand): BrandFeatures {
  return FEATURES[brand];
}

export function isBrand(value: string): value is Brand {
  return (BRANDS as readonly string[]).includes(value);
}
