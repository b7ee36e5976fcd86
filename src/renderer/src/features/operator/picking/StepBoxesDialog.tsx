// The box count at the end of a step (groups that count by step, spec/operator.md §4 'Picking
// screen flow' 7): never negative; fewer boxes than the step's wholesale products asks again.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PickingStep } from '@shared/contract/picking';
import { pluralPt } from '@shared/format';
import { BoxStepper } from './BoxStepper';
import { wholesaleCount } from './flow';

interface StepBoxesDialogProps {
  step: PickingStep & { step: number };
  busy: boolean;
  onConfirm: (boxes: number) => void;
}

export function StepBoxesDialog({ step, busy, onConfirm }: StepBoxesDialogProps) {
  const [boxes, setBoxes] = useState<number | ''>(0);
  const [divergent, setDivergent] = useState(false);
  const negative = boxes !== '' && boxes < 0;
  const wholesale = wholesaleCount(step);
  const submit = () => {
    if (boxes === '' || negative) return;
    if (!divergent && boxes < wholesale) return setDivergent(true);
    onConfirm(boxes);
  };
  return (
    <Modal opened onClose={() => undefined} withCloseButton={false} title={`Etapa ${step.step} finalizada`} size="lg" centered>
      {divergent ? (
        <Stack gap="lg">
          <Text fz="lg">
            Você informou {pluralPt(Number(boxes), 'caixa', 'caixas')}, mas a etapa tem {pluralPt(wholesale, 'produto', 'produtos')} de atacado. Confirma?
          </Text>
          <Group grow>
            <Button size="xl" variant="default" onClick={() => setDivergent(false)}>
              Alterar
            </Button>
            <Button size="xl" loading={busy} onClick={submit}>
              Confirmar
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="lg">
          <BoxStepper
            label="Quantas caixas foram usadas nesta etapa?"
            value={boxes}
            onChange={setBoxes}
            error={negative ? 'Quantidade de caixas não pode ser negativa' : null}
          />
          <Button size="xl" loading={busy} disabled={boxes === '' || negative} onClick={submit}>
            Confirmar
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
