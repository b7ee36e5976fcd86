// The scanner card (spec/operator.md §2 'Scanner card'): product base id, name, quantity,
// what is left to scan, the weighings scanned and their total; 'Quebra', 'Excluir um item'
// and 'Limpar'. Codes arrive through useScanner (reader, desktop bridge or camera).
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Group, Image, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { remainingHint, scanTargetOf } from '@shared/scan';
import { useScanner } from '@renderer/hooks/useScanner';
import { useWhenIdle } from '@renderer/hooks/useWhenIdle';
import { ModalBuiltWhenOpened } from '@renderer/components/ModalBuiltWhenOpened';
import { popup } from '@renderer/components/popups';
import { prepareFeedback } from './feedback';
import { usePicking } from './picking-store';
import { pickingItemNow, useHasWeighings, usePickingItem, useScannedProduct } from './picking-selectors';
import { sameWhileClosed } from './closed-dialog';
import { currentItems } from './flow';
import { clearScans, handleScan, scanQueue, useScanState } from './scan-actions';
import { DeleteByScanModal, ScanErrorModal, ScanQueueNotice, ScanSuccessAlert, WeighingsTable } from './ScanFeedback';
import { OtherSkuButton, OtherSkuDialog, useOtherSkuOpen } from './OtherSkuRequest';
import { ScannerLock } from './ScannerLock';
import { useScannerLock } from './scanner-lock';
import { SCANNER_PICTURE } from './item-picture';

/** 'Quebra': the break dialog takes the item on the card (the current one) as it is when pressed. */
const BreakButton = memo(function BreakButton() {
  const openDialog = usePicking((store) => store.openDialog);
  const openBreak = () => {
    const { current } = currentItems(usePicking.getState().state?.steps ?? []);
    if (current) openDialog({ kind: 'break', item: current });
  };
  return (
    <Button size="xl" h={64} color="red" variant="outline" onClick={openBreak}>
      Quebra
    </Button>
  );
});

const DeleteOneButton = memo(function DeleteOneButton({ disabled }: { disabled: boolean }) {
  const setDeleting = useScanState((state) => state.setDeleting);
  return (
    <Button size="xl" h={64} variant="default" disabled={disabled} onClick={() => setDeleting(true)}>
      Excluir um item
    </Button>
  );
});

const ClearButton = memo(function ClearButton({ disabled, onClear }: { disabled: boolean; onClear: () => void }) {
  return (
    <Button size="xl" h={64} variant="default" disabled={disabled} onClick={onClear}>
      Limpar
    </Button>
  );
});

/**
 * The card's four actions. Each is memoized on what it shows: a scan changes the item, and when
 * the card moves to the next item only 'Bipar outro SKU' (the item's authorization) renders
 * again (bench/picking-screen.ts).
 */
const ScannerActions = memo(function ScannerActions({ itemId, onClear }: { itemId: number; onClear: () => void }) {
  const hasWeighings = useHasWeighings(itemId);
  return (
    // Four side by side on a landscape tablet; two by two in portrait, where four in a row
    // cut their labels ('Bipar outro SKU', 'Excluir um item').
    <SimpleGrid cols={{ base: 2, md: 4 }} mt="lg">
      <BreakButton />
      <OtherSkuButton itemId={itemId} />
      <DeleteOneButton disabled={!hasWeighings} />
      <ClearButton disabled={!hasWeighings} onClear={onClear} />
    </SimpleGrid>
  );
});

/** What is left to scan of the item: the one text of the product block a scan changes. */
function RemainingHint({ itemId }: { itemId: number }) {
  const item = usePickingItem(itemId);
  const hint = item ? remainingHint(scanTargetOf(item)) : '';
  return (
    <Text fz={24} fw={700} c="blue.8" aria-live="polite">
      {hint}
    </Text>
  );
}

/** The product and what is left: it reads only the product's texts, so a scan redraws only what is left. */
const ScannedProduct = memo(function ScannedProduct({ itemId }: { itemId: number }) {
  const { image, name, productBaseId, sku, quantity } = useScannedProduct(itemId);
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <Image src={image ?? undefined} alt={name} w={SCANNER_PICTURE} h={SCANNER_PICTURE} radius="sm" fit="contain" />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Text c="dimmed">
          Produto {productBaseId} · SKU {sku}
        </Text>
        <Text fz={26} fw={800} lh={1.2}>
          {name}
        </Text>
        <Text fz={30} fw={800}>
          {quantity}
        </Text>
        <RemainingHint itemId={itemId} />
      </Stack>
    </Group>
  );
});

interface ClearScansConfirmProps {
  itemId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Limpar''s question; memoized, so that closed it stays out of a scan's redraw, even one that
 * brings the next item (the item matters only once it opens, which renders it again).
 */
const ClearScansConfirm = memo(function ClearScansConfirm({ itemId, opened, onClose }: ClearScansConfirmProps) {
  return (
    <ModalBuiltWhenOpened opened={opened} onClose={onClose} title="Confirmação" centered>
      <Stack>
        <Text fz="lg">Excluir todos os itens bipados?</Text>
        <Group grow>
          <Button size="lg" variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            size="lg"
            color="red"
            onClick={() => {
              onClose();
              void clearScans(itemId);
            }}
          >
            Confirmar
          </Button>
        </Group>
      </Stack>
    </ModalBuiltWhenOpened>
  );
}, sameWhileClosed);

/** The camera's switch; memoized, so that a scan does not redraw it. */
const CameraToggle = memo(function CameraToggle({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  return (
    <Button mt="md" size="lg" variant="light" fullWidth onClick={onToggle}>
      {active ? 'Fechar câmera' : 'Abrir câmera'}
    </Button>
  );
});

/**
 * One card for the whole order: when an item is done the next one takes its place in the same
 * card, so the reader's input keeps the focus and a tablet redraws the texts, not a new card
 * (bench/picking-screen.ts). What belongs to one item is kept by its id. The card takes only
 * the item's id: a scan into the item renders the parts that show it (weighings, what is left),
 * which read the item themselves, and not the card.
 */
export const ScannerCard = memo(function ScannerCard({ itemId }: { itemId: number }) {
  const dialogOpen = usePicking((store) => store.dialog !== null);
  // The item whose scans 'Limpar' asks to clear; the question goes with its item.
  const [clearing, setClearing] = useState<number | null>(null);
  const confirmClear = clearing === itemId;
  const otherSkuOpen = useOtherSkuOpen(itemId);
  const locked = useScannerLock((store) => store.locked);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const enabled = !dialogOpen && !confirmClear && !otherSkuOpen && !locked;
  const scanner = useScanner({ onCode: scanQueue.push, enabled, inputRef, videoRef });
  // This card reads the queued codes while it can: a read waiting for the pause after the
  // previous item's last scan is read into this item, as the store holds it when it is read.
  useEffect(() => {
    if (!enabled) return undefined;
    return scanQueue.setReader(async (code, read) => {
      const item = pickingItemNow(itemId);
      return item ? handleScan(item, code, read) : false;
    });
  }, [enabled, itemId]);
  useWhenIdle(prepareFeedback);
  const askClear = useCallback(() => setClearing(itemId), [itemId]);
  const closeClear = useCallback(() => setClearing(null), []);
  const { cameraActive, startCamera, stopCamera } = scanner;
  const toggleCamera = useCallback(() => {
    if (cameraActive) stopCamera();
    else startCamera().catch(() => popup.error('Erro ao ativar a camera do dispositivo'));
  }, [cameraActive, startCamera, stopCamera]);

  return (
    <Paper withBorder radius="md" p="lg" shadow="sm" data-testid={`item-${itemId}`}>
      <VisuallyHidden>
        <input ref={inputRef} onKeyDown={scanner.onKeyDown} aria-label="Leitura do scanner" autoComplete="off" inputMode="none" data-testid="scan-input" />
      </VisuallyHidden>
      <ScannedProduct itemId={itemId} />
      <ScanQueueNotice />
      <ScanSuccessAlert itemId={itemId} />
      <WeighingsTable itemId={itemId} />
      {cameraActive && <video ref={videoRef} muted playsInline style={{ width: '100%', marginTop: 12, borderRadius: 8 }} />}
      <ScannerActions itemId={itemId} onClear={askClear} />
      {scanner.cameraSupported && <CameraToggle active={cameraActive} onToggle={toggleCamera} />}
      <OtherSkuDialog itemId={itemId} opened={otherSkuOpen} />
      <ScannerLock />
      <ScanErrorModal />
      <DeleteByScanModal />
      <ClearScansConfirm itemId={itemId} opened={confirmClear} onClose={closeClear} />
    </Paper>
  );
});
