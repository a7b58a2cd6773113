import { Button, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SUCCESS_CLOSE_LABEL } from '@portal/domain';
import { DialogFrame } from '../../../../shared/ui/dialog-frame';

interface ResultDialogProps {
  title: string;
  tone: 'success' | 'failure';
  children: ReactNode;
  /** Another button beside Close (e.g. "Check again"). */
  action?: ReactNode;
  onClose: () => void;
}

/** How an operation ended: the spec's success title (or why it failed) and a Close button. */
export function ResultDialog({ title, tone, children, action, onClose }: ResultDialogProps) {
  return (
    <DialogFrame
      opened
      onClose={onClose}
      icon={
        <ThemeIcon
          color={tone === 'success' ? 'green.8' : 'red.8'}
          radius="xl"
          size="md"
          aria-hidden="true"
        >
          {tone === 'success' ? <IconCheck size={18} /> : <IconAlertTriangle size={18} />}
        </ThemeIcon>
      }
      title={title}
      buttons={
        <>
          {action}
          <Button onClick={onClose} data-autofocus>
            {SUCCESS_CLOSE_LABEL}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
