import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  /** Why the last try failed, shown above the buttons so the person can try again. */
  error: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * ux.md: a change that is hard to undo asks first, saying what will happen. The confirm
 * button is disabled while in flight, and the dialog cannot be closed meanwhile.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const close = () => {
    if (!props.pending) props.onClose();
  };
  return (
    <Modal.Root
      opened={props.opened}
      onClose={close}
      centered
      closeOnClickOutside={!props.pending}
      closeOnEscape={!props.pending}
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine renders a <header>; outside any section it would be a second banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title fw={700} fz="lg">
            {props.title}
          </Modal.Title>
          {!props.pending && <Modal.CloseButton aria-label="Close" />}
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text component="div">{props.children}</Text>
            {props.error !== null && (
              <Alert
                color="red"
                role="alert"
                title="Oops, something went wrong"
                styles={{ title: { color: 'var(--mantine-color-text)' } }}
              >
                {props.error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={props.pending}>
                {props.cancelLabel}
              </Button>
              <Button
                color={props.danger === true ? 'red.8' : undefined}
                onClick={props.onConfirm}
                loading={props.pending}
                disabled={props.pending}
                data-autofocus
              >
                {props.confirmLabel}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
