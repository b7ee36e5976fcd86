// The print dialogs after the final box count (spec/operator.md §2 'Print dialogs', §8
// 'Label already printed'): the labels go out at once (or after the white printer choice on
// a BRANCA first order), then 'Mais etiquetas?'; an order already printed offers a reprint,
// a printer failure a retry. `onDone` moves on to the label check or the finish.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { printLabels } from '@shared/contract/labels';
import type { PickingOrder } from '@shared/contract/picking';
import { pluralPt, pluralWord } from '@shared/format';
import { call, toApiFailure } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { firstPrintStep, isWhiteRoute, stepAfterFailure, type PrintStep } from './print-flow';

interface PrintLabelsDialogProps {
  order: PickingOrder;
  boxes: number;
  onDone: () => void;
  /** Back to the box count (a failed print may mean a wrong count). */
  onChangeBoxes: () => void;
}

const big = { size: 'xl', h: 64 } as const;

export function PrintLabelsDialog({ order, boxes, onDone, onChangeBoxes }: PrintLabelsDialogProps) {
  const [step, setStep] = useState<PrintStep>(() => firstPrintStep(order));
  const [printer, setPrinter] = useState<'1' | '2'>('1');
  const started = useRef(false);

  const print = useCallback(
    async (reprint: boolean) => {
      setStep({ kind: 'printing', reprint });
      try {
        await call(printLabels, {
          body: {
            orderId: order.order_id,
            boxQuantity: boxes,
            reprint,
            initialPrint: !reprint,
            printerChoice: isWhiteRoute(order) ? (Number(printer) as 1 | 2) : null,
          },
        });
        setStep({ kind: 'more' });
      } catch (error) {
        const next = stepAfterFailure(toApiFailure(error).message, reprint);
        if (next.kind === 'alreadyPrinted') popup.info('As etiquetas já foram impressas');
        setStep(next);
      }
    },
    [order, boxes, printer],
  );

  // The first print goes out as the dialog opens (once, even when React mounts it twice).
  useEffect(() => {
    if (started.current || step.kind !== 'printing') return;
    started.current = true;
    void print(false);
  }, [step.kind, print]);

  return (
    <Modal opened onClose={() => undefined} withCloseButton={false} title={`Etiquetas do pedido ${order.order_id}`} size="lg" centered>
      {step.kind === 'choosePrinter' && (
        <Stack gap="lg">
          <Text fz="xl">Primeiro pedido deste cliente: em qual impressora branca {pluralWord(boxes, 'sai', 'saem as')} {pluralPt(boxes, 'etiqueta', 'etiquetas')}?</Text>
          <SegmentedControl
            size="xl"
            fullWidth
            value={printer}
            onChange={(value) => setPrinter(value as '1' | '2')}
            data={[
              { value: '1', label: 'Impressora 1' },
              { value: '2', label: 'Impressora 2' },
            ]}
          />
          <Group grow>
            <Button {...big} variant="default" onClick={onDone}>
              Já imprimi!
            </Button>
            <Button {...big} onClick={() => void print(false)}>
              Imprime aí!
            </Button>
          </Group>
        </Stack>
      )}
      {step.kind === 'printing' && (
        <Stack align="center" gap="lg" py="lg">
          <Loader size="xl" />
          <Text fz="xl" role="status">
            {step.reprint ? 'Reimprimindo' : 'Imprimindo'} {pluralPt(boxes, 'etiqueta', 'etiquetas')}…
          </Text>
        </Stack>
      )}
      {step.kind === 'more' && (
        <Stack gap="lg">
          <Text fz="xl">Etiquetas enviadas para a impressora. Cole uma em cada caixa.</Text>
          <Text fz={28} fw={700}>
            Mais etiquetas?
          </Text>
          <Group grow>
            <Button {...big} variant="default" onClick={() => void print(true)}>
              Sim
            </Button>
            <Button {...big} onClick={onDone}>
              Não
            </Button>
          </Group>
        </Stack>
      )}
      {step.kind === 'alreadyPrinted' && (
        <Stack gap="lg">
          <Text fz={28} fw={700}>
            As etiquetas já foram impressas
          </Text>
          <Text fz="xl">Precisa imprimir de novo?</Text>
          <Group grow>
            <Button {...big} variant="default" onClick={() => void print(true)}>
              Reimprimir
            </Button>
            <Button {...big} onClick={onDone}>
              Continuar
            </Button>
          </Group>
        </Stack>
      )}
      {step.kind === 'failed' && (
        <Stack gap="lg">
          <Alert color="red" variant="filled" fz="xl" title="Deu erro pra mandar a impressão">
            Dá um alô pro time de tech
          </Alert>
          <Group grow>
            <Button {...big} variant="default" onClick={onChangeBoxes}>
              Alterar caixas
            </Button>
            <Button {...big} onClick={() => void print(step.reprint)}>
              Tentar novamente
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
