// A confirmation before an action that cannot be taken back in one click: deleting a printer
// or a group, revoking a key, releasing an order without its invoice (issue 20).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What happens, in one or two sentences. */
  children: ReactNode;
  confirmLabel: string;
  /** Red for what destroys; the brand colour for what releases. */
  color?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmModal({ opened, title, children, confirmLabel, color = 'red', busy = false, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        <Text>{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button color={color} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
