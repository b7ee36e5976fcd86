// Bulk edit of the selected SKUs: each field is kept unless chosen (spec/panel.md §2).
import { Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toFraction, type SkuChange } from './skuEdits';

type Flag = 'keep' | 'yes' | 'no';
const FLAG_OPTIONS = [
  { value: 'keep', label: 'Manter' },
  { value: 'yes', label: 'SIM' },
  { value: 'no', label: 'NÃO' },
];
const FLAGS = [
  { key: 'uniqueTagOnly', label: 'Etiqueta única' },
  { key: 'needAuthorization', label: 'Precisa de autorização' },
  { key: 'batchRequired', label: 'Lote obrigatório' },
] as const;

interface BulkEditModalProps {
  count: number;
  stepOptions: { value: string; label: string }[];
  onClose(): void;
  onApply(change: SkuChange): void;
}

export function BulkEditModal({ count, stepOptions, onClose, onApply }: BulkEditModalProps) {
  const [step, setStep] = useState<string | null>(null);
  const [minimum, setMinimum] = useState<string | number>('');
  const [maximum, setMaximum] = useState<string | number>('');
  const [flags, setFlags] = useState<Record<(typeof FLAGS)[number]['key'], Flag>>({
    uniqueTagOnly: 'keep',
    needAuthorization: 'keep',
    batchRequired: 'keep',
  });

  const apply = () => {
    const change: SkuChange = {};
    if (step !== null) change.separationOrder = step === '0' ? null : Number(step);
    if (typeof minimum === 'number') change.minimumExtraOrder = toFraction(minimum);
    if (typeof maximum === 'number') change.maximumExtraOrder = toFraction(maximum);
    for (const { key } of FLAGS) if (flags[key] !== 'keep') change[key] = flags[key] === 'yes';
    onApply(change);
  };

  return (
    <Modal opened onClose={onClose} title={`Edição em massa (${count} SKUs)`} centered>
      <Stack>
        <Select label="Etapa" placeholder="Manter" data={stepOptions} value={step} onChange={setStep} clearable />
        <Group grow>
          <NumberInput label="Mín. pedido extra (%)" placeholder="Manter" min={0} max={100} clampBehavior="strict" value={minimum} onChange={setMinimum} />
          <NumberInput label="Máx. pedido extra (%)" placeholder="Manter" min={0} max={100} clampBehavior="strict" value={maximum} onChange={setMaximum} />
        </Group>
        {FLAGS.map(({ key, label }) => (
          <Group key={key} justify="space-between">
            <Text size="sm">{label}</Text>
            <SegmentedControl
              aria-label={label}
              data={FLAG_OPTIONS}
              value={flags[key]}
              onChange={(value) => setFlags((current) => ({ ...current, [key]: value as Flag }))}
            />
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          As alterações entram na tabela; use Salvar para gravá-las.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={apply}>Aplicar</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
