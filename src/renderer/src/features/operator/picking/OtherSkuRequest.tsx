// 'Bipar outro SKU' on the scanner card and its modal: ask, waiting, authorized, denied
// (spec/operator.md §2 'Modals', §4 'New-SKU authorization').
import { memo } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { ModalBuiltWhenOpened } from '@renderer/components/ModalBuiltWhenOpened';
import { usePicking } from './picking-store';
import { useScannedProduct } from './picking-selectors';
import { sameWhileClosed } from './closed-dialog';
import { askOtherSku, closeOtherSku, openOtherSku, useOtherSku } from './other-sku';
import { useOtherSkuAuthorization } from './useOtherSkuAuthorization';

export function OtherSkuButton({ itemId }: { itemId: number }) {
  useOtherSkuAuthorization(itemId);
  const authorized = useOtherSku((state) => state.authorization[itemId] === true);
  return (
    <Button size="xl" h={64} variant={authorized ? 'light' : 'default'} color={authorized ? 'green' : undefined} onClick={() => openOtherSku(itemId)}>
      Bipar outro SKU
    </Button>
  );
}

/** Whether the modal is open over this item (the scanner waits meanwhile). */
export const useOtherSkuOpen = (itemId: number) => useOtherSku((state) => state.dialog?.itemId === itemId);

/** `opened`: whether the modal is over this item (useOtherSkuOpen), for the memo below. */
function OtherSkuModal({ itemId }: { itemId: number; opened: boolean }) {
  const phase = useOtherSku((state) => (state.dialog?.itemId === itemId ? state.dialog.phase : null));
  const sending = useOtherSku((state) => state.sending);
  const workId = usePicking((state) => state.state?.work.id);
  const scannedSku = useOtherSku((state) => state.scannedSku[itemId]);
  const { name, sku } = useScannedProduct(itemId);
  const close = (
    <Button size="xl" variant="default" onClick={closeOtherSku}>
      Fechar
    </Button>
  );
  // Past the question its 'Fechar' button closes it: no X of the same name beside it (theme.ts).
  return (
    <ModalBuiltWhenOpened opened={phase !== null} onClose={closeOtherSku} title="Bipar outro SKU" centered size="lg" withCloseButton={phase === 'ask'}>
      {phase === 'ask' && (
        <Stack>
          <Text fz="xl">
            Pedir ao supervisor autorização para bipar outro SKU de <b>{name}</b> (SKU {sku})?
          </Text>
          {scannedSku && <Text fz="lg">SKU bipado: {scannedSku}</Text>}
          <Group grow>
            <Button size="xl" variant="default" onClick={closeOtherSku}>
              Cancelar
            </Button>
            <Button size="xl" loading={sending} disabled={!workId} onClick={() => workId && void askOtherSku(workId, itemId)}>
              Confirmar
            </Button>
          </Group>
        </Stack>
      )}
      {phase === 'waiting' && (
        <Stack align="center">
          <Loader size="lg" />
          <Text fz="xl" ta="center">
            Aguardando autorização do supervisor
          </Text>
          {close}
        </Stack>
      )}
      {phase === 'authorized' && (
        <Stack>
          <Alert color="green" variant="filled" fz="xl" title="Autorizado">
            O supervisor autorizou: bipe o outro SKU deste produto.
          </Alert>
          {close}
        </Stack>
      )}
      {phase === 'denied' && (
        <Stack>
          <Alert color="red" variant="filled" fz="xl" title="Não autorizado">
            O supervisor recusou: bipe o SKU {sku} do pedido.
          </Alert>
          {close}
        </Stack>
      )}
    </ModalBuiltWhenOpened>
  );
}

/** Closed, it stays out of the card's renders, the one that moves it to the next item included. */
export const OtherSkuDialog = memo(OtherSkuModal, sameWhileClosed);
