// Which steps are picked with the scanner: steps 1..separations and "all steps"; at least one
// ticked; the unticked ones are stored as steps_without_scanner (spec/panel.md §5).
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/** Mounted while open. */
interface ScannerStepsDialogProps {
  separations: number;
  stepsWithoutScanner: readonly number[];
  onClose(): void;
  onConfirm(stepsWithoutScanner: number[]): void;
}

export function ScannerStepsDialog({ separations, stepsWithoutScanner, onClose, onConfirm }: ScannerStepsDialogProps) {
  const steps = Array.from({ length: separations }, (_, index) => index + 1);
  const [ticked, setTicked] = useState(() => steps.filter((step) => !stepsWithoutScanner.includes(step)));

  const toggle = (step: number, on: boolean) =>
    setTicked((current) => (on ? [...current, step].sort((a, b) => a - b) : current.filter((entry) => entry !== step)));

  return (
    <Modal opened onClose={onClose} title="Etapas com leitor" centered>
      <Stack>
        <Checkbox
          label="Todas as etapas"
          checked={ticked.length === steps.length}
          indeterminate={ticked.length > 0 && ticked.length < steps.length}
          onChange={(event) => setTicked(event.currentTarget.checked ? steps : [])}
        />
        {steps.map((step) => (
          <Checkbox
            key={step}
            label={`Etapa ${step}`}
            checked={ticked.includes(step)}
            onChange={(event) => toggle(step, event.currentTarget.checked)}
          />
        ))}
        {ticked.length === 0 && (
          <Text c="red" size="sm" role="alert">
            Marque pelo menos uma etapa
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button disabled={ticked.length === 0} onClick={() => onConfirm(steps.filter((step) => !ticked.includes(step)))}>
            Confirmar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
