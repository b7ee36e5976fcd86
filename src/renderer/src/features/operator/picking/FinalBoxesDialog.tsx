// The final box count (spec/operator.md §4 'Picking screen flow' 6-7, §5 'Box counts'): above
// 0; in groups that count by step, a count that differs from the steps' total opens the
// divergence view, and 'Alterar' / 'Confirmar' are logged in the divergence history.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { createBoxDivergence } from '@shared/contract/picking';
import { pluralPt } from '@shared/format';
import { call } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { BoxStepper } from './BoxStepper';

interface FinalBoxesDialogProps {
  orderId: string;
  /** The steps' total when the group counts by step; null otherwise. */
  expected: number | null;
  busy: boolean;
  onFinish: (boxes: number) => void;
}

const ZERO_MESSAGE = 'Número de caixas não pode ser menor ou igual a 0.';

export function FinalBoxesDialog({ orderId, expected, busy, onFinish }: FinalBoxesDialogProps) {
  const [boxes, setBoxes] = useState<number | ''>(expected ?? 1);
  const [divergent, setDivergent] = useState(false);
  const invalid = boxes === '' || boxes <= 0;
  const log = (action: 'confirm_divergence' | 'back_divergence') =>
    call(createBoxDivergence, { body: { action, order: orderId, expected_boxes: expected ?? 0, inputed_boxes: Number(boxes) } }).catch(() =>
      popup.error('Erro ao criar histórico de divergência de caixas'),
    );
  const submit = () => {
    if (invalid) return;
    if (expected !== null && boxes !== expected) return setDivergent(true);
    onFinish(boxes);
  };
  return (
    <Modal opened onClose={() => undefined} withCloseButton={false} title="Quantidade de caixas do pedido" size="lg" centered>
      {divergent ? (
        <Stack gap="lg">
          <Text fz="lg">
            Você informou {pluralPt(Number(boxes), 'caixa', 'caixas')}, mas as etapas somam {expected}. Confirma a quantidade?
          </Text>
          <Group grow>
            <Button size="xl" variant="default" onClick={() => { void log('back_divergence'); setDivergent(false); }}>
              Alterar
            </Button>
            <Button size="xl" loading={busy} onClick={() => { void log('confirm_divergence'); onFinish(Number(boxes)); }}>
              Confirmar
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="lg">
          <BoxStepper label="Quantas caixas tem o pedido?" value={boxes} onChange={setBoxes} min={0} error={invalid ? ZERO_MESSAGE : null} />
          <Button size="xl" loading={busy} disabled={invalid} onClick={submit}>
            Finalizar pedido
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
