// Changes the number of steps; warns which steps above the new total still hold products
// (spec/panel.md §5 'Number of steps').
import { Alert, Button, Group, List, Modal, NumberInput, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { stepsAbove } from '@shared/contract/sku';
import { formatNumber, pluralWord } from '@shared/format';
import { call } from '@renderer/api/http';
import { useLoaded } from '@renderer/hooks/useLoaded';

interface StepCountModalProps {
  current: number;
  saving: boolean;
  onClose(): void;
  onSave(separations: number): void;
}

export function StepCountModal({ current, saving, onClose, onSave }: StepCountModalProps) {
  const [value, setValue] = useState<string | number>(current);
  const valid = typeof value === 'number' && Number.isInteger(value) && value >= 1;
  const [checked] = useDebouncedValue(valid ? value : current, 300);
  const load = useCallback((signal: AbortSignal) => call(stepsAbove, { params: { step: checked } }, { signal }), [checked]);
  const { data } = useLoaded(load, 'Erro ao pegar produtos por ordem de separação!');
  const above = checked === value ? (data?.separationOrders ?? []) : [];

  return (
    <Modal opened onClose={onClose} title="Número de etapas" centered>
      <Stack>
        <NumberInput
          label="Número de etapas"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          value={value}
          onChange={setValue}
          error={value === '' ? 'Campo obrigatório' : undefined}
          data-autofocus
        />
        {above.length > 0 && (
          <Alert color="yellow" title="Há produtos em etapas acima do novo total">
            <List size="sm">
              {above.map((entry) => (
                <List.Item key={entry.separationOrder}>
                  Etapa {entry.separationOrder}: {formatNumber(entry.qtdProducts)} {pluralWord(entry.qtdProducts, 'produto', 'produtos')}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button disabled={!valid} loading={saving} onClick={() => valid && onSave(value)}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
