import { createTheme } from '@mantine/core';
import type { MantineThemeOverride } from '@mantine/core';
import type { Brand } from '@portal/contracts';
import { brands } from './brands';
import choiceCard from './choice-card.module.css';

/** Same theme for every brand except the primary palette (ux.md: brands change colours, not layout). */
export function createBrandTheme(brand: Brand): MantineThemeOverride {
  return createTheme({
    colors: { brand: brands[brand].palette },
    primaryColor: 'brand',
    // Shade 8 of each palette passes AA contrast on white for text and filled buttons.
    primaryShade: 8,
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Focus ring on keyboard focus only, so mouse users are not distracted by it.
    focusRing: 'auto',
    // The page title shrinks on a 360 px phone instead of wrapping word by word.
    headings: { sizes: { h1: { fontSize: 'clamp(1.625rem, 1.1rem + 2.2vw, 2.125rem)' } } },
    // Every notification's close button says what it does, wherever it was shown from.
    // A chosen Radio.Card shows a primary border and tint (choice-card.module.css).
    components: {
      RadioCard: { classNames: { card: choiceCard.card } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    },
  });
}
