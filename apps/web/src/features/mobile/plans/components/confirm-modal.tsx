import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The order is in flight: nothing may be pressed and the dialog stays open. */
  pending: boolean;
  /** The confirm button waits (e.g. for the order impact) or is not allowed. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** ux.md: a change asks first, saying what will happen; one primary button. */
export function ConfirmModal(props: ConfirmModalProps) {
  const close = () => {
    if (!props.pending) props.onClose();
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={props.title}
      centered
      closeOnClickOutside={!props.pending}
      closeOnEscape={!props.pending}
      withCloseButton={!props.pending}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {props.children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={props.pending}>
            {props.cancelLabel}
          </Button>
          <Button
            onClick={props.onConfirm}
            loading={props.pending}
            disabled={props.pending || props.confirmDisabled === true}
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
