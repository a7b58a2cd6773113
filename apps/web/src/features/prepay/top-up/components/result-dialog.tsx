import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SUCCESS_CLOSE_LABEL } from '@portal/domain';

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
    <Modal.Root opened onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine renders a <header>; outside any section it would be a second banner landmark. */}
        <Modal.Header role="none">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon
              color={tone === 'success' ? 'green.8' : 'red.8'}
              radius="xl"
              size="md"
              aria-hidden="true"
            >
              {tone === 'success' ? <IconCheck size={18} /> : <IconAlertTriangle size={18} />}
            </ThemeIcon>
            <Modal.Title fw={700} fz="lg">
              {title}
            </Modal.Title>
          </Group>
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text component="div">{children}</Text>
            <Group justify="flex-end" gap="sm">
              {action}
              <Button onClick={onClose} data-autofocus>
                {SUCCESS_CLOSE_LABEL}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
