// A box count with big - and + buttons for gloved hands; it never goes below `min`.
import { ActionIcon, Group, NumberInput } from '@mantine/core';

interface BoxStepperProps {
  value: number | '';
  onChange: (value: number | '') => void;
  min?: number;
  label: string;
  error?: string | null;
}

export function BoxStepper({ value, onChange, min = 0, label, error }: BoxStepperProps) {
  const current = value === '' ? min : value;
  return (
    <Group align="flex-end" wrap="nowrap" gap="sm">
      <ActionIcon size={56} variant="default" aria-label="Menos uma caixa" onClick={() => onChange(Math.max(min, current - 1))}>
        <span style={{ fontSize: 28 }}>−</span>
      </ActionIcon>
      <NumberInput
        label={label}
        value={value}
        onChange={(next) => onChange(next === '' ? '' : Number(next))}
        allowDecimal={false}
        hideControls
        size="xl"
        error={error}
        style={{ flex: 1 }}
        data-autofocus
      />
      <ActionIcon size={56} variant="default" aria-label="Mais uma caixa" onClick={() => onChange(current + 1)}>
        <span style={{ fontSize: 28 }}>+</span>
      </ActionIcon>
    </Group>
  );
}
