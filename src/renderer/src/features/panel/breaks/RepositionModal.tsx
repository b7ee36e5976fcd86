// 'Repor' (spec/panel.md §4 'Replenishment flow from breaks', §5 'Replenishment quantity'):
// with a scanner, the box's QR code first (it must be a box of this order), then the product
// labels, each added by the server; without one, the quantity typed. Confirming a quantity
// other than the break asks once more (MENOR / MAIOR). 'Quebra parcial' accepts the missing
// quantity for good.
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useReducer, useRef } from 'react';
import { reportPrePickingBreak, repositionItem, type Runout } from '@shared/contract/breaks';
import { parseBoxCode } from '@shared/scan/box-code';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { formatQuantity, isWeightItem } from '@renderer/features/operator/picking/quantity';
import { useScanner } from '@renderer/hooks/useScanner';
import { boxStageError, REPOSITION_TEXT } from './reposition-rules';
import { initialRepositionState, partialBreakDisabled, repositionQuantity, repositionReducer, repositionWarning } from './reposition-state';
import { looksLikeBarcode } from '@shared/scan/gtin';

interface RepositionModalProps {
  orderId: string;
  runout: Runout;
  onClose: () => void;
  onDone: () => void;
}

export function RepositionModal({ orderId, runout: initial, onClose, onDone }: RepositionModalProps) {
  const [state, dispatch] = useReducer(repositionReducer, initial, initialRepositionState);
  const { runout, stage, box, typed, warned, partialAsked, error, busy } = state;
  const setBusy = (value: boolean) => dispatch({ type: 'busy', busy: value });
  const refuse = (refusal: { title: string; message?: string }) => dispatch({ type: 'refused', error: refusal });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);

  const weight = isWeightItem(runout);
  const quantity = repositionQuantity(state);
  const warning = repositionWarning(state);

  const scanProduct = async (code: string) => {
    setBusy(true);
    try {
      const codeType = looksLikeBarcode(code.trim()) ? 'bar_code' : 'qr_code';
      dispatch({ type: 'productCounted', runout: await call(repositionItem, { params: { itemId: runout.item }, body: { productCode: code, codeType } }) });
    } catch (failure) {
      refuse({ title: REPOSITION_TEXT.scanErrorTitle, message: failureMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  const onCode = (code: string) => {
    if (stage === 'box') {
      const refused = boxStageError(code, orderId);
      if (refused) return refuse(refused);
      return dispatch({ type: 'boxRead', box: parseBoxCode(code)!.box });
    }
    if (parseBoxCode(code)) return refuse({ title: REPOSITION_TEXT.scanProductNotBox });
    void scanProduct(code);
  };

  const scanner = useScanner({ onCode, enabled: stage !== 'manual' && !busy, inputRef, videoRef });

  const toggleCamera = () => {
    if (scanner.cameraActive) return scanner.stopCamera();
    scanner.startCamera().catch(() => popup.error('Erro ao ativar a camera do dispositivo'));
  };

  const finish = async () => {
    if (quantity <= 0) return refuse({ title: REPOSITION_TEXT.emptyQuantity });
    // A quantity other than the break is confirmed by pressing again.
    if (warning && !warned) return dispatch({ type: 'warned' });
    setBusy(true);
    try {
      await call(repositionItem, {
        params: { itemId: runout.item },
        body: { finishReposition: true, ...(stage === 'manual' ? { totalRepositionAmount: quantity } : {}) },
      });
      popup.success(`${runout.name}: ${formatQuantity(runout, quantity)} reposto.`, { title: REPOSITION_TEXT.done });
      onDone();
    } catch (failure) {
      popup.error(failureMessage(failure), { title: REPOSITION_TEXT.finishErrorTitle });
    } finally {
      setBusy(false);
    }
  };

  const partialBreak = async () => {
    if (!partialAsked) return dispatch({ type: 'partialAsked' });
    setBusy(true);
    try {
      await call(reportPrePickingBreak, { params: { itemId: runout.item } });
      popup.success('A quebra parcial foi registrada.', { title: 'Quebra parcial' });
      onDone();
    } catch (failure) {
      popup.error(failureMessage(failure), { title: 'Erro ao gerar quebra' });
    } finally {
      setBusy(false);
    }
  };

  const partialDisabled = partialBreakDisabled(state);

  return (
    <Modal opened onClose={onClose} title={`Repor ${runout.name}`} size="lg" centered>
      <Stack gap="md">
        {stage !== 'manual' && (
          <VisuallyHidden>
            <input ref={inputRef} onKeyDown={scanner.onKeyDown} aria-label="Leitura do scanner" autoComplete="off" inputMode="none" data-testid="scan-input" />
          </VisuallyHidden>
        )}
        <Group gap="xl">
          <Stack gap={0}>
            <Text c="dimmed" fz="sm">
              Pedido
            </Text>
            <Text fw={700}>{orderId}</Text>
          </Stack>
          <Stack gap={0}>
            <Text c="dimmed" fz="sm">
              Quebra
            </Text>
            <Text fw={700}>{formatQuantity(runout, runout.broken_quantity)}</Text>
          </Stack>
          {stage !== 'manual' && (
            <Stack gap={0}>
              <Text c="dimmed" fz="sm">
                Reposto
              </Text>
              <Text fw={700} data-testid="repositioned">
                {formatQuantity(runout, runout.repositioned_quantity)}
              </Text>
            </Stack>
          )}
        </Group>

        {stage === 'box' && (
          <Text fz="xl" fw={700} c="blue.8" aria-live="polite">
            {REPOSITION_TEXT.scanBox}
          </Text>
        )}
        {stage === 'product' && (
          <Text fz="xl" fw={700} c="blue.8" aria-live="polite">
            Caixa {box} · Bipe a etiqueta do produto
          </Text>
        )}
        {stage !== 'manual' && scanner.cameraSupported && (
          <Group>
            <Button variant="subtle" size="xs" onClick={toggleCamera}>
              {scanner.cameraActive ? 'Parar câmera' : 'Usar câmera'}
            </Button>
          </Group>
        )}
        <video ref={videoRef} hidden={!scanner.cameraActive} muted playsInline style={{ width: '100%', maxHeight: 240, objectFit: 'cover' }} />
        {stage === 'manual' && (
          <NumberInput
            label={weight ? 'Quantidade reposta (Kg)' : 'Quantidade reposta (Un)'}
            value={typed}
            onChange={(value) => dispatch({ type: 'typed', value: typeof value === 'number' ? value : '' })}
            min={0}
            decimalScale={weight ? 3 : 0}
            allowDecimal={weight}
            decimalSeparator=","
            thousandSeparator="."
            error={typed === 0 ? REPOSITION_TEXT.emptyQuantity : undefined}
            data-autofocus
          />
        )}

        {error && (
          <Alert color="red" title={error.title} withCloseButton onClose={() => dispatch({ type: 'errorClosed' })}>
            {error.message}
          </Alert>
        )}
        {warned && warning && (
          <Alert color="yellow" title="Atenção">
            {warning}
          </Alert>
        )}
        {partialAsked && (
          <Alert color="yellow" title="Quebra parcial">
            A quebra parcial não pode ser desfeita. Tem certeza?
          </Alert>
        )}

        <Group justify="space-between">
          <Button variant="light" color="red" onClick={() => void partialBreak()} disabled={busy || partialDisabled}>
            Quebra parcial
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button onClick={() => void finish()} disabled={quantity <= 0} loading={busy}>
              {warned && warning ? 'Confirmar mesmo assim' : 'Confirmar'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
