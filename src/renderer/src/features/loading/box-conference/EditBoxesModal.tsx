// Edit an order's boxes read (spec/loading.md §2.4, §5): minus/plus (never below 0),
// 'Excluir' resets to 0 after a confirmation, Cancelar / Salvar.
import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { BoxConferenceRow } from '@shared/contract/box-conference';

interface EditBoxesModalProps {
  row: BoxConferenceRow | null;
  onClose: () => void;
  onSave: (orderId: string, readBoxes: number) => void;
}

function EditBoxesForm({ row, onClose, onSave }: { row: BoxConferenceRow; onClose: () => void; onSave: EditBoxesModalProps['onSave'] }) {
  const [count, setCount] = useState(row.read_boxes);
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (confirmDelete) {
    return (
      <Stack>
        <Text>Zerar as caixas lidas do pedido #{row.order_id}?</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmDelete(false)}>
            Cancelar
          </Button>
          <Button color="red" onClick={() => onSave(row.order_id, 0)}>
            Excluir
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack>
      <Text>
        Pedido #{row.order_id} · {row.total_boxes} caixas
      </Text>
      <Group justify="center" gap="xl">
        <ActionIcon size={56} variant="light" aria-label="Menos uma caixa" disabled={count <= 0} onClick={() => setCount((value) => Math.max(0, value - 1))}>
          <Text fz={32} fw={700}>
            −
          </Text>
        </ActionIcon>
        <Text fz={48} fw={800} miw={80} ta="center" data-testid="edit-count">
          {count}
        </Text>
        <ActionIcon size={56} variant="light" aria-label="Mais uma caixa" onClick={() => setCount((value) => value + 1)}>
          <Text fz={32} fw={700}>
            +
          </Text>
        </ActionIcon>
      </Group>
      <Group justify="space-between">
        <Button color="red" variant="subtle" onClick={() => setConfirmDelete(true)}>
          Excluir
        </Button>
        <Group>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => onSave(row.order_id, count)}>Salvar</Button>
        </Group>
      </Group>
    </Stack>
  );
}

export function EditBoxesModal({ row, onClose, onSave }: EditBoxesModalProps) {
  return (
    // No focus trap: the page's scan input keeps the reader's keys, so a read while editing
    // is refused aloud instead of pressing the focused button.
    <Modal opened={row !== null} onClose={onClose} title="Editar caixas" centered trapFocus={false}>
      {row && <EditBoxesForm key={row.order_id} row={row} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}
