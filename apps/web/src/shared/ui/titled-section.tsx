import { Paper, Text, Title, type MantineSpacing } from '@mantine/core';
import { useId, type ReactNode, type Ref } from 'react';

/**
 * Where a heading reached by an in-page link stops: under the app's fixed header (Mantine's
 * offset, with the staff banner and the phone's account line), a little below it.
 */
export const HEADING_SCROLL_MARGIN =
  'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-md))';

/**
 * A bordered card that is a `<section>` named by its h2, so assistive technology lists it as a
 * region with the heading's words. `description` is the small dimmed line some cards show under
 * the title; the title then sits closer to it (xs, as the pages drew it by hand). `titleMb`
 * keeps a page's own spacing where it differs. `id` is for a card whose heading another element
 * names itself by (a list's `aria-labelledby`); otherwise one is made. `titleRef` makes the
 * heading a focus target (tabIndex -1) for a page that moves focus to the card.
 */
export function TitledSection({
  title,
  description,
  id,
  titleMb,
  titleRef,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  id?: string;
  titleMb?: MantineSpacing;
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const madeId = useId();
  const headingId = id ?? madeId;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Title
        order={2}
        size="h3"
        id={headingId}
        mb={titleMb ?? (description === undefined ? 'sm' : 'xs')}
        ref={titleRef}
        tabIndex={titleRef === undefined ? undefined : -1}
        style={{ scrollMarginTop: HEADING_SCROLL_MARGIN }}
      >
        {title}
      </Title>
      {description !== undefined && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}
