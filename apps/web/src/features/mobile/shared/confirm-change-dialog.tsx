import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmChangeDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in words (ux.md: a confirmation says exactly what will happen). */
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** Why the last try failed, shown above the buttons so the person can try again. */
  error: string | null;
  danger?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The confirmation every mobile control asks for. The confirm button is disabled while the
 * call is in flight, so a double click cannot send it twice, and the dialog stays open.
 */
export function ConfirmChangeDialog(props: ConfirmChangeDialogProps) {
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
            {props.children}
            {props.error !== null && (
              <Alert color="red" role="alert" title="Oops, something went wrong">
                {props.error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={props.pending}>
                Cancel
              </Button>
              <Button
                color={props.danger === true ? 'red.8' : undefined}
                onClick={props.onConfirm}
                loading={props.pending}
                disabled={props.pending || props.confirmDisabled === true}
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
