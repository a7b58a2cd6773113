import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorElementProps = AnchorProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof AnchorProps> & {
    ref?: Ref<HTMLAnchorElement>;
  };

function AnchorElement(props: AnchorElementProps) {
  return <Anchor component="a" {...props} />;
}

/**
 * Mantine's Anchor as a router link, typed by route: `to`, `params` and `search` are
 * checked against the route table, and Anchor's own props (size, fw …) still apply.
 */
export const AnchorLink = createLink(AnchorElement);
