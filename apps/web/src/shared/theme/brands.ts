import type { MantineColorsTuple } from '@mantine/core';
import type { Brand } from '@portal/contracts';
import { brandName } from '@portal/domain';

export interface BrandStyle {
  /** Shown in the header and the document title. */
  displayName: string;
  /** Ten shades, light to dark; shade 8 is the primary (AA on white, checked by brands.test.ts). */
  palette: MantineColorsTuple;
  /** The partner brand sells no power (spec section 6), so its navigation has no Power item. */
  sellsPower: boolean;
}

/*
 * The one place brand colours live (names come from the domain's brandName). A brand changes names and colours, never
 * layout. Palettes are calm hues with even lightness steps so every brand reads the same.
 */
export const brands: Record<Brand, BrandStyle> = {
  main: {
    displayName: brandName('main'),
    palette: [
      '#eef6fc',
      '#d4e8f7',
      '#a8d2f0',
      '#79b9e7',
      '#49a0df',
      '#258cd4',
      '#2078b6',
      '#1b6498',
      '#16537e',
      '#124164',
    ],
    sellsPower: true,
  },
  business: {
    displayName: brandName('business'),
    palette: [
      '#eff1fa',
      '#d7ddf4',
      '#b0bbe8',
      '#8496db',
      '#5971cf',
      '#3854c2',
      '#3048a6',
      '#283c8a',
      '#213273',
      '#1a275b',
    ],
    sellsPower: true,
  },
  prepay: {
    displayName: brandName('prepay'),
    palette: [
      '#f4f0f9',
      '#e5daf1',
      '#cab5e3',
      '#ae8cd4',
      '#9164c4',
      '#7945b5',
      '#683b9b',
      '#573181',
      '#48296b',
      '#392055',
    ],
    sellsPower: true,
  },
  legacy: {
    displayName: brandName('legacy'),
    palette: [
      '#f2f5f7',
      '#dfe5ec',
      '#bfcbd9',
      '#9cafc4',
      '#7992af',
      '#5e7b9c',
      '#506986',
      '#435870',
      '#37495c',
      '#2c3a49',
    ],
    sellsPower: true,
  },
  flexi: {
    displayName: brandName('flexi'),
    palette: [
      '#effaf6',
      '#d7f4e9',
      '#b0e8d3',
      '#84dbbc',
      '#59cfa4',
      '#38c28f',
      '#30a67b',
      '#288a66',
      '#217355',
      '#1a5b43',
    ],
    sellsPower: false,
  },
  third: {
    displayName: brandName('third'),
    palette: [
      '#eefafb',
      '#d5f3f6',
      '#abe7ed',
      '#7dd9e3',
      '#4eccda',
      '#2cbece',
      '#25a3b1',
      '#1f8893',
      '#1a707a',
      '#155961',
    ],
    sellsPower: true,
  },
};
