// A box count with big - and + buttons for gloved hands; it never goes below `min`. The label
// and the error span the whole row, over and under the buttons: between them, on a phone, the
// question wrapped into a narrow column ('Quantas / caixas tem o / pedido?').
import { useId } from 'react';
import { ActionIcon, Group, Input, NumberInput } from '@mantine/core';

interface BoxStepperProps {
  value: number | '';
  onChange: (value: number | '') => void;
  min?: number;
  label: string;
  error?: string | null;
}

export function BoxStepper({ value, onChange, min = 0, label, error }: BoxStepperProps) {
  const id = useId();
  const current = value === '' ? min : value;
  return (
    <Input.Wrapper id={id} label={label} error={error} size="xl">
      <Group align="center" wrap="nowrap" gap="sm">
        <ActionIcon size={56} variant="default" aria-label="Menos uma caixa" onClick={() => onChange(Math.max(min, current - 1))}>
          <span style={{ fontSize: 28 }}>−</span>
        </ActionIcon>
        <NumberInput
          id={id}
          value={value}
          onChange={(next) => onChange(next === '' ? '' : Number(next))}
          allowDecimal={false}
          hideControls
          size="xl"
          error={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          style={{ flex: 1 }}
          data-autofocus
        />
        <ActionIcon size={56} variant="default" aria-label="Mais uma caixa" onClick={() => onChange(current + 1)}>
          <span style={{ fontSize: 28 }}>+</span>
        </ActionIcon>
      </Group>
    </Input.Wrapper>
  );
}
