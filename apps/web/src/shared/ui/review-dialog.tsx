import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { ReviewList } from './review-list';

/**
 * The review step of a change hard or impossible to undo (decision 032): "Check your …",
 * what will happen, a confirm button naming the action, and Back to the form as it was.
 * With `cannotUndo` the confirm button is red and the focus starts on Back.
 */
export function ReviewDialog(props: {
  title: string;
  items: ReactNode[];
  cannotUndo?: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onBack: () => void;
  onConfirm: () => void;
  /** The close button and Escape, when they do more than go back (e.g. leave a flow). */
  onClose?: () => void;
  /** Above the list: e.g. why it opened by itself after signing in again. */
  notice?: ReactNode;
}) {
  return (
    <ConfirmDialog
      opened
      title={props.title}
      confirmLabel={props.confirmLabel}
      cancelLabel="Back"
      danger={props.cannotUndo !== undefined}
      pending={props.pending}
      error={props.error}
      onClose={props.onClose ?? props.onBack}
      onCancel={props.onBack}
      onConfirm={props.onConfirm}
    >
      {props.notice}
      <ReviewList items={props.items} cannotUndo={props.cannotUndo} />
    </ConfirmDialog>
  );
}
