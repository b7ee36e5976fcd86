// A card showing one or more numeric settings with an 'Editar' button that opens a modal
// to change them (Metas, Separadores, Etiquetas por Caixa, Paletização).
import { Button, Card, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AnimatedNumber } from './AnimatedNumber';

export interface NumberField {
  key: string;
  label: string;
  value: number;
  /** Smallest accepted value and its message (spec/panel.md §5). */
  min: number;
  minMessage?: string;
  decimals?: number;
  suffix?: string;
}

interface NumberSettingsCardProps {
  title: string;
  description?: string;
  fields: NumberField[];
  saving: boolean;
  onSave(values: Record<string, number>): Promise<boolean>;
}

function fieldError(field: NumberField, raw: string | number): string | undefined {
  if (raw === '') return 'Campo obrigatório';
  const value = Number(raw);
  if (!Number.isFinite(value)) return 'Digite um número válido';
  if (value < field.min) return field.minMessage ?? `O valor deve ser no mínimo ${field.min}`;
  return undefined;
}

export function NumberSettingsCard({ title, description, fields, saving, onSave }: NumberSettingsCardProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<string, string | number>>({});
  const errors = Object.fromEntries(fields.map((field) => [field.key, fieldError(field, draft[field.key] ?? '')]));
  const valid = Object.values(errors).every((error) => error === undefined);

  const open = () => {
    setDraft(Object.fromEntries(fields.map((field) => [field.key, field.value])));
    setEditing(true);
  };
  const submit = async () => {
    const values = Object.fromEntries(fields.map((field) => [field.key, Number(draft[field.key])]));
    if (await onSave(values)) setEditing(false);
  };

  return (
    <Card withBorder padding="lg" maw={560}>
      <Stack gap="sm">
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
        {fields.map((field) => (
          <Group key={field.key} justify="space-between" align="baseline">
            <Text fw={600}>{field.label}</Text>
            <Text fz={32} fw={700} data-testid={`setting-${field.key}`}>
              <AnimatedNumber value={field.value} decimals={field.decimals} />
              {field.suffix && (
                <Text span fz="md" c="dimmed" ml={4}>
                  {field.suffix}
                </Text>
              )}
            </Text>
          </Group>
        ))}
        <Group justify="flex-end">
          <Button onClick={open}>Editar</Button>
        </Group>
      </Stack>
      <Modal opened={editing} onClose={() => setEditing(false)} title={title} centered>
        <Stack>
          {fields.map((field) => (
            <NumberInput
              key={field.key}
              label={field.label}
              value={draft[field.key] ?? ''}
              onChange={(value) => setDraft((current) => ({ ...current, [field.key]: value }))}
              decimalScale={field.decimals ?? 0}
              decimalSeparator=","
              allowNegative={false}
              suffix={field.suffix ? ` ${field.suffix}` : undefined}
              error={errors[field.key]}
              data-autofocus
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
            <Button onClick={submit} disabled={!valid} loading={saving}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
