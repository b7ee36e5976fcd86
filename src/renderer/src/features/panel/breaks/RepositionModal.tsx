// 'Repor' (spec/panel.md §4 'Replenishment flow from breaks', §5 'Replenishment quantity'):
// with a scanner, the box's QR code first (it must be a box of this order), then the product
// labels, each added by the server; without one, the quantity typed. Confirming a quantity
// other than the break asks once more (MENOR / MAIOR). 'Quebra parcial' accepts the missing
// quantity for good.
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useRef, useState } from 'react';
import { reportPrePickingBreak, repositionItem, type Runout } from '@shared/contract/reposition';
import { parseBoxCode } from '@shared/scan/box-code';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { formatQuantity, isWeightItem } from '@renderer/features/operator/picking/quantity';
import { useScanner } from '@renderer/hooks/useScanner';
import { boxStageError, quantityWarning, REPOSITION_TEXT } from './reposition-rules';
import { looksLikeBarcode } from '@shared/scan/gtin';

interface RepositionModalProps {
  orderId: string;
  runout: Runout;
  onClose: () => void;
  onDone: () => void;
}

type Stage = 'box' | 'product' | 'manual';
interface ScanError {
  title: string;
  message?: string;
}

export function RepositionModal({ orderId, runout: initial, onClose, onDone }: RepositionModalProps) {
  const [runout, setRunout] = useState(initial);
  const [stage, setStage] = useState<Stage>(initial.has_scanner ? 'box' : 'manual');
  const [box, setBox] = useState<number | null>(null);
  const [typed, setTyped] = useState<number | ''>('');
  const [warned, setWarned] = useState(false);
  const [partialAsked, setPartialAsked] = useState(false);
  const [error, setError] = useState<ScanError | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);

  const weight = isWeightItem(runout);
  const quantity = stage === 'manual' ? (typed === '' ? 0 : weight ? Math.round(typed * 1000) : typed) : runout.repositioned_quantity;
  const warning = quantityWarning(quantity, runout.broken_quantity);

  const scanProduct = async (code: string) => {
    setBusy(true);
    try {
      const codeType = looksLikeBarcode(code.trim()) ? 'bar_code' : 'qr_code';
      setRunout(await call(repositionItem, { params: { itemId: runout.item }, body: { productCode: code, codeType } }));
      setWarned(false);
      setError(null);
    } catch (failure) {
      setError({ title: REPOSITION_TEXT.scanErrorTitle, message: failureMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  const onCode = (code: string) => {
    if (stage === 'box') {
      const refused = boxStageError(code, orderId);
      if (refused) return setError(refused);
      setBox(parseBoxCode(code)!.box);
      setError(null);
      setStage('product');
      return;
    }
    if (parseBoxCode(code)) return setError({ title: REPOSITION_TEXT.scanProductNotBox });
    void scanProduct(code);
  };

  const scanner = useScanner({ onCode, enabled: stage !== 'manual' && !busy, inputRef, videoRef });

  const toggleCamera = () => {
    if (scanner.cameraActive) return scanner.stopCamera();
    scanner.startCamera().catch(() => popup.error('Erro ao ativar a camera do dispositivo'));
  };

  const finish = async () => {
    if (quantity <= 0) return setError({ title: REPOSITION_TEXT.emptyQuantity });
    // A quantity other than the break is confirmed by pressing again.
    if (warning && !warned) return setWarned(true);
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
    if (!partialAsked) return setPartialAsked(true);
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

  // Spec §5: disabled once a quantity is in, unless there is no scanner or the item is converted.
  const partialDisabled = quantity > 0 && runout.has_scanner && !runout.use_conversion_flow;

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
            onChange={(value) => {
              setTyped(typeof value === 'number' ? value : '');
              setWarned(false);
            }}
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
          <Alert color="red" title={error.title} withCloseButton onClose={() => setError(null)}>
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
