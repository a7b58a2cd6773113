import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';
import { Notice } from './notice';
import { isRepeatClick } from './repeat-click';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in words, and what it costs. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The request is in flight: nothing may be pressed and the dialog stays open. */
  pending: boolean;
  /** Why the last try failed, shown above the buttons so the person can try again. */
  error?: string | null;
  /** Hard to undo (removing, blocking): a red confirm button, and focus starts on Cancel. */
  danger?: boolean;
  /** The confirm button waits (e.g. for an order impact) or is not allowed. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The cancel button, when it does more than close (e.g. "Back" to the choice before). */
  onCancel?: () => void;
}

/**
 * ux.md: anything that costs money or is hard to undo asks first, saying exactly what will
 * happen. The confirm button is disabled while the request is in flight, so a double click
 * cannot send it twice; the dialog cannot be closed meanwhile either.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const danger = props.danger === true;
  const close = () => {
    if (!props.pending) props.onClose();
  };
  return (
    <DialogFrame
      opened={props.opened}
      onClose={close}
      closable={!props.pending}
      withCloseButton
      title={props.title}
      notice={
        props.error != null && (
          <Notice color="red" role="alert" title="Oops, something went wrong">
            {props.error}
          </Notice>
        )
      }
      buttons={
        <>
          <Button
            variant="default"
            onClick={() => {
              if (props.pending) return;
              (props.onCancel ?? props.onClose)();
            }}
            disabled={props.pending}
            data-autofocus={danger ? true : undefined}
          >
            {props.cancelLabel ?? 'Cancel'}
          </Button>
          <Button
            color={danger ? 'red.8' : undefined}
            onClick={(event) => {
              if (!isRepeatClick(event)) props.onConfirm();
            }}
            loading={props.pending}
            disabled={props.pending || props.confirmDisabled === true}
            data-autofocus={danger ? undefined : true}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.children}
    </DialogFrame>
  );
}
