import { Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface DialogFrameProps {
  opened: boolean;
  onClose: () => void;
  /** False while a request is in flight: Escape and a click outside do nothing. */
  closable?: boolean;
  /** The × in the header (shown only while `closable`). */
  withCloseButton?: boolean;
  /** Beside the title, e.g. a success or failure mark. */
  icon?: ReactNode;
  title: string;
  /** What the dialog says. */
  children: ReactNode;
  /** Between the words and the buttons, e.g. why the last try failed. */
  notice?: ReactNode;
  /** The buttons, right-aligned. */
  buttons: ReactNode;
}

/**
 * The frame every portal dialog shares: centred, a bold title, the words, then the buttons
 * on the right. Mantine's header is a <header>; outside any section it would be a second
 * banner landmark, so it has no role.
 */
export function DialogFrame(props: DialogFrameProps) {
  const closable = props.closable ?? true;
  const title = (
    <Modal.Title fw={700} fz="lg">
      {props.title}
    </Modal.Title>
  );
  return (
    <Modal.Root
      opened={props.opened}
      onClose={props.onClose}
      centered
      closeOnClickOutside={closable}
      closeOnEscape={closable}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          {props.icon === undefined ? (
            title
          ) : (
            <Group gap="sm" wrap="nowrap">
              {props.icon}
              {title}
            </Group>
          )}
          {props.withCloseButton === true && closable && <Modal.CloseButton aria-label="Close" />}
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text component="div">{props.children}</Text>
            {props.notice}
            <Group justify="flex-end" gap="sm">
              {props.buttons}
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
