import { List, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Notice } from './notice';

export const NEXT_STEPS_LABEL = 'What happens next';

/**
 * After a change the person confirmed (decision 032): what was done, then what happens next
 * and when, one sentence each. It stays on the page (a notification would go before it is
 * read) and takes the focus, so a screen reader reads it and the keyboard starts from it.
 */
export function ChangeResult(props: {
  title: string;
  next: ReactNode[];
  /** A reference or a link on from here. */
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Notice ref={ref} tabIndex={-1} color="green" title={props.title} role="status" maw={640}>
      <Stack gap="xs">
        <List aria-label={NEXT_STEPS_LABEL} spacing={4} size="sm">
          {props.next.map((item, index) => (
            // The sentences are fixed for one result; their order is their identity.
            <List.Item key={index}>{item}</List.Item>
          ))}
        </List>
        {props.children !== undefined && (
          <Text size="sm" component="div">
            {props.children}
          </Text>
        )}
      </Stack>
    </Notice>
  );
}
