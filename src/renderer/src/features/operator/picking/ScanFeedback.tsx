// What the scanner card shows of its scans: the success banner, the weighings scanned, the
// scan error and the 'Escaneie para excluir' dialog (spec/operator.md §2 'Scanner card', §8).
// Each part subscribes to the one piece of scan state it shows and is memoized, so a scan
// re-renders it and not the whole card (bench/picking-screen.ts: on a tablet's CPU the
// card's re-renders were most of a scan's feedback time).
import { memo, useDeferredValue } from 'react';
import { Alert, Button, getDefaultZIndex, Modal, Stack, Table, Text } from '@mantine/core';
import type { PickingItem } from '@shared/contract/picking';
import { pluralPt } from '@shared/format';
import { ModalBuiltWhenOpened } from '@renderer/components/ModalBuiltWhenOpened';
import { scannedTotal } from '@shared/scan';
import { useHasWeighings, usePickingItem } from './picking-selectors';
import { formatQuantity } from './quantity';
import { scanQueue, useScanState } from './scan-actions';

/** The last scan's success; it goes once nothing scanned remains in the item ('Excluir um item', 'Limpar'). */
export const ScanSuccessAlert = memo(function ScanSuccessAlert({ itemId }: { itemId: number }) {
  const text = useScanState((state) => (state.lastSuccess?.itemId === itemId ? state.lastSuccess.text : null));
  const hasScans = useHasWeighings(itemId);
  if (text === null || !hasScans) return null;
  return (
    <Alert color="green" variant="filled" mt="md" fz="xl" title="Bipado com sucesso">
      {text}
    </Alert>
  );
});

/** Reads kept for after the pause (scan-queue.ts): the picker sees they were not lost. */
export const ScanQueueNotice = memo(function ScanQueueNotice() {
  const waiting = scanQueue.useWaiting((state) => state.waiting);
  if (waiting === 0) return null;
  return (
    <Alert color="orange" variant="filled" mt="md" fz="xl" title="Aguarde">
      {pluralPt(waiting, 'leitura na fila', 'leituras na fila')}
    </Alert>
  );
});

/** One weighing's row: a scan adds a row, and the rows before it do not render again. */
const WeighingRow = memo(function WeighingRow({ position, quantity }: { position: number; quantity: string }) {
  return (
    <Table.Tr>
      <Table.Td>{position}</Table.Td>
      <Table.Td ta="right">{quantity}</Table.Td>
    </Table.Tr>
  );
});

/** The rows of the item's weighings and their total: what a scan changes in the table. */
function WeighingRows({ itemId }: { itemId: number }) {
  const item = usePickingItem(itemId);
  if (!item) return null;
  return (
    <>
      {item.weighings.map((weighing, index) => (
        <WeighingRow key={weighing.id} position={index + 1} quantity={formatQuantity(item, weighing.grams)} />
      ))}
      <WeighingsTotal item={item} />
    </>
  );
}

function WeighingsTotal({ item }: { item: PickingItem }) {
  return (
    <Table.Tr>
      <Table.Td fw={800}>Total</Table.Td>
      <Table.Td ta="right" fw={800}>
        {formatQuantity(item, scannedTotal(item))}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The weighings scanned into the item and their total. The table itself renders only when it
 * appears: each render of Mantine's Table hands its rows a new context, which rendered every
 * row again (and each of its cells) for every scan; the rows below it read the item.
 */
export const WeighingsTable = memo(function WeighingsTable({ itemId }: { itemId: number }) {
  if (!useHasWeighings(itemId)) return null;
  return (
    <Table mt="md" fz="lg" striped>
      <Table.Tbody>
        <WeighingRows itemId={itemId} />
      </Table.Tbody>
    </Table>
  );
});

// The two dialogs take no props: memo keeps the card's re-renders (one per scan) out of them.
export const ScanErrorModal = memo(function ScanErrorModal() {
  const error = useScanState((state) => state.error);
  const closeError = useScanState((state) => state.closeError);
  // No focus trap: the reader keeps typing into the card's hidden input. No transition: a
  // refused scan shows at once, like the beep that goes with it. No scroll lock: it injects a
  // stylesheet that restyles the whole page (about 35 ms of a tablet's 4x slower CPU in every
  // refused scan, bench/picking-screen.ts), and the overlay already covers the screen. Kept
  // mounted (hidden while closed): a refusal shows it instead of building its nodes, about
  // 15 ms less at 4x. Built a frame after the card, not in the screen's first frame, which
  // the picker waits for when the app opens (bench/first-load.ts); a refusal before then
  // opens it as any dialog.
  const keptMounted = useDeferredValue(true, false);
  return (
    // Above the card's other dialogs: built before them, it would otherwise lie under one
    // still fading out ('Bipar outro SKU' cancelled, then a wrong code read at once).
    <Modal
      zIndex={getDefaultZIndex('modal') + 1}
      opened={error !== null}
      onClose={closeError}
      title="Erro na leitura"
      // Its 'Fechar' button closes it: no X of the same name beside it (theme.ts).
      withCloseButton={false}
      centered
      size="lg"
      trapFocus={false}
      lockScroll={false}
      keepMounted={keptMounted}
      transitionProps={{ duration: 0 }}
    >
      <Stack>
        <Alert color="red" variant="filled" fz="xl" title={error?.title}>
          {error?.message ?? 'Bipe novamente o produto certo.'}
        </Alert>
        <Button size="xl" onClick={closeError}>
          Fechar
        </Button>
      </Stack>
    </Modal>
  );
});

export const DeleteByScanModal = memo(function DeleteByScanModal() {
  const deleting = useScanState((state) => state.deleting);
  // Its own scan's wait only: every scan sets `pending`, and a closed dialog need not render for it.
  const pending = useScanState((state) => state.deleting && state.pending);
  const setDeleting = useScanState((state) => state.setDeleting);
  // No focus trap: the reader keeps typing into the card's hidden input.
  return (
    <ModalBuiltWhenOpened opened={deleting} onClose={() => setDeleting(false)} title="Escaneie para excluir" centered size="lg" trapFocus={false}>
      <Stack>
        <Text fz="xl">Bipe a etiqueta do item que vai sair da caixa.</Text>
        <Button size="xl" variant="default" loading={pending} onClick={() => setDeleting(false)}>
          Cancelar
        </Button>
      </Stack>
    </ModalBuiltWhenOpened>
  );
});
