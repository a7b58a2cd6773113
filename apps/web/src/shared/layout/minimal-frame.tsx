import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { TakenOver } from '../../prerender/taken-over';
import { BrandMark } from './brand-mark';
import { SkipLink, mainContentId } from './skip-link';
import classes from './layout.module.css';

/**
 * The anonymous layout: brand only, no navigation or user menu, for pages used before
 * sign-in and for errors outside any layout (unknown paths).
 */
export function MinimalFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Box
        component="header"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group h={36}>
          <BrandMark />
        </Group>
      </Box>
      <Container
        component="main"
        id={mainContentId}
        tabIndex={-1}
        className={classes.main}
        size="sm"
        py="md"
      >
        {children}
      </Container>
      <TakenOver />
    </>
  );
}
