import { AppShell, Box, Burger, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from '@tanstack/react-router';
import { Suspense, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { TakenOver } from '../../prerender/taken-over';
import { usePhoneLayout } from '../ui/use-phone-layout';
import { AccountPicker } from './account-picker';
import { BrandMark } from './brand-mark';
import { ConnectionPicker, useIsConnectionPage } from './connection-picker';
import { MainNav } from './main-nav';
import { SELECTION_CHIP_HEIGHT, SelectionChip } from './selection-chip';
import { SkipLink, mainContentId } from './skip-link';
import { STAFF_BANNER_HEIGHT, StaffBanner, useStaffViewing } from './staff-banner';
import { InboxBell } from './inbox-bell';
import { StepUpHost } from '../step-up/step-up-host';
import { UserMenu } from './user-menu';
import classes from './layout.module.css';

const navigationId = 'main-navigation';

/** After a client-side navigation, start the screen reader and keyboard at the new page. */
function useFocusMainOnNavigate() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The signed-in layout: header with brand, pickers and user menu, navigation, main content. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const [navOpen, { toggle, close, open }] = useDisclosure(false);
  // Below Mantine's sm breakpoint the navigation folds behind the burger.
  const isPhone = usePhoneLayout();
  useFocusMainOnNavigate();
  const staffViewing = useStaffViewing();
  const connectionPage = useIsConnectionPage();
  const headerHeight = staffViewing ? 60 + STAFF_BANNER_HEIGHT : 60;

  return (
    <AppShell
      header={{
        height: {
          // On a phone a line under the header says which account (and number) is viewed.
          base: headerHeight + SELECTION_CHIP_HEIGHT,
          md: headerHeight,
        },
      }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        {staffViewing && <StaffBanner viewing={staffViewing} />}
        <Group h={60} px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
              aria-expanded={navOpen}
              aria-controls={navigationId}
            />
            <BrandMark />
          </Group>
          {/* From md up the pickers sit in the header; below that, atop the navigation. */}
          <Group gap="sm" wrap="nowrap" visibleFrom="md" ml="auto" mr="sm">
            <AccountPicker />
            {connectionPage && <ConnectionPicker />}
          </Group>
          {/* Its own boundary, so React takes the menu over in a commit of its own: the menu's
              popover sets its anchor while it is committed, and in the page's commit that
              update drew the menu again and ran all the page's effects in the same task
              (issue 27). A tap before then has React take the menu over first. */}
          <Group gap={4} wrap="nowrap">
            {/* The bell in a boundary of its own too, for the same reason. */}
            <Suspense>
              <InboxBell />
            </Suspense>
            <Suspense>
              <UserMenu />
            </Suspense>
          </Group>
        </Group>
        <Box hiddenFrom="md">
          <SelectionChip connectionPage={connectionPage} menuId={navigationId} onOpenMenu={open} />
        </Box>
      </AppShell.Header>
      {/* Folded away on a phone it is also inert, so keyboard focus cannot land off screen. */}
      <AppShell.Navbar
        id={navigationId}
        aria-label="Main"
        p="sm"
        className={classes.navbar}
        inert={isPhone && !navOpen}
      >
        <Stack gap="xs" hiddenFrom="md" mb="sm">
          <AccountPicker compact />
          {connectionPage && <ConnectionPicker compact />}
        </Stack>
        <MainNav onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id={mainContentId} tabIndex={-1} className={classes.main}>
        <Container size="md" px={0}>
          {children}
        </Container>
      </AppShell.Main>
      <TakenOver />
      <StepUpHost />
    </AppShell>
  );
}
