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

/** A brand's primary colour (shade 8 of its palette, AA on white) and its hover (shade 9). */
export interface BrandPrimary {
  readonly primary: string;
  readonly hover: string;
}

/*
 * For the pages the server draws itself (the identity provider's sign-in pages), which cannot
 * load the web app's theme; the web app's palettes are checked against these
 * (apps/web/src/shared/theme/brands.test.ts).
 */
const PRIMARY: Readonly<Record<Brand, BrandPrimary>> = {
  main: { primary: '#16537e', hover: '#124164' },
  business: { primary: '#213273', hover: '#1a275b' },
  prepay: { primary: '#48296b', hover: '#392055' },
  legacy: { primary: '#37495c', hover: '#2c3a49' },
  flexi: { primary: '#217355', hover: '#1a5b43' },
  third: { primary: '#1a707a', hover: '#155961' },
};

export function brandPrimary(brand: Brand): BrandPrimary {
  return PRIMARY[brand];
}
