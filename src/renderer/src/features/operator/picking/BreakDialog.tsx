// The break confirmation (spec/operator.md §5 'Break dialog'): total or partial; a partial
// break asks the quantity picked (decimals for Kg items), or, on an item with scans, is the
// sum of the scans in a field the picker cannot change. A break cannot be undone; a partial
// one also declares the pre-picking break (the server does it with the break).
import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { PickingItem } from '@shared/contract/picking';
import { formatKg } from '@shared/format';
import { partialBreakQuantity } from './break-rules';
import { formatQuantity, isWeightItem } from './quantity';
import { scannedTotal } from '@shared/scan';

interface BreakDialogProps {
  item: PickingItem;
  busy: boolean;
  onClose: () => void;
  onConfirm: (statusId: 3 | 4, quantityPartial: number | null) => void;
}

export function BreakDialog({ item, busy, onClose, onConfirm }: BreakDialogProps) {
  const [type, setType] = useState<'total' | 'partial' | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const scanned = item.weighings.length > 0 ? scannedTotal(item) : null;
  const shown = scanned === null ? typed : isWeightItem(item) ? formatKg(scanned) : String(scanned);
  const submit = () => {
    if (type === 'total') return onConfirm(3, null);
    // The scans' sum is checked as a number in the item's unit (kg for weight items).
    const checked = partialBreakQuantity(item, scanned === null ? typed : isWeightItem(item) ? scanned / 1000 : scanned);
    if (!checked.ok) return setError(checked.message);
    onConfirm(4, checked.quantity);
  };
  return (
    <Modal opened onClose={onClose} title="Confirmar quebra" size="lg" centered>
      <Stack gap="lg">
        <Text fz="lg">
          {item.name} — esperado {formatQuantity(item, item.quantity)}
        </Text>
        <Radio.Group value={type} onChange={(value) => setType(value as 'total' | 'partial')} label="Tipo de quebra" size="lg">
          <Stack gap="md" mt="sm">
            <Radio value="total" label="Quebra total" size="lg" />
            <Radio value="partial" label="Quebra parcial" size="lg" />
          </Stack>
        </Radio.Group>
        {type === 'partial' && (
          <TextInput
            label={isWeightItem(item) ? 'Quantidade separada (Kg)' : 'Quantidade separada (Un)'}
            inputMode={isWeightItem(item) ? 'decimal' : 'numeric'}
            size="xl"
            value={shown}
            disabled={scanned !== null}
            description={scanned === null ? undefined : 'A soma dos itens bipados'}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
        )}
        <Text c="dimmed">A quebra não pode ser desfeita.</Text>
        <Group grow>
          <Button size="xl" variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button size="xl" color="red" disabled={type === null} loading={busy} onClick={submit}>
            Confirmar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
