import { Alert } from '@mantine/core';
import type { AlertProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/**
 * Mantine's light alerts colour their title with the palette (blue 8 on light blue is
 * 4.3:1, under AA for small bold text); the title here keeps the text colour and the tint
 * carries the tone.
 */
export function Notice(
  props: AlertProps & {
    children?: ReactNode;
    role?: string;
    ref?: Ref<HTMLDivElement>;
    tabIndex?: number;
  },
) {
  return <Alert {...props} styles={{ title: { color: 'var(--mantine-color-text)' } }} />;
}
