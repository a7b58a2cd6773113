import { List, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Notice } from './notice';

export const REVIEW_LIST_LABEL = 'What will happen';
export const CANNOT_UNDO_TITLE = 'This cannot be undone';

/**
 * The review step of a change that is hard or impossible to undo (ux.md, decision 032): what
 * will happen, what it costs and when, one sentence each, then what cannot be got back.
 * It goes inside a ConfirmDialog whose confirm button names the action.
 */
export function ReviewList({ items, cannotUndo }: { items: ReactNode[]; cannotUndo?: ReactNode }) {
  return (
    <Stack gap="sm">
      <List aria-label={REVIEW_LIST_LABEL} spacing={6}>
        {items.map((item, index) => (
          // The sentences are fixed for one review; their order is their identity.
          <List.Item key={index}>{item}</List.Item>
        ))}
      </List>
      {cannotUndo !== undefined && (
        <Notice color="yellow" title={CANNOT_UNDO_TITLE} role="note">
          {cannotUndo}
        </Notice>
      )}
    </Stack>
  );
}
