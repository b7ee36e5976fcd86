// The locked screen over the scanner card while a lost pre-picking waits for the supervisor:
// checked on entry, at every `alert` push about a lost pre-picking, and every 5 s while locked
// and the live socket is down (spec/operator.md §9).
import { memo, useEffect } from 'react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useLiveConnected, useLiveEvent } from '@renderer/api/live';
import { ModalBuiltWhenOpened } from '@renderer/components/ModalBuiltWhenOpened';
import { checkScannerLock, useScannerLock } from './scanner-lock';

export const LOCK_POLL_MS = 5000;

/** Memoized: it takes nothing from the card, whose every scan would redraw it. */
export const ScannerLock = memo(function ScannerLock() {
  const locked = useScannerLock((state) => state.locked);
  const connected = useLiveConnected();

  useEffect(() => {
    void checkScannerLock();
  }, []);
  useLiveEvent('alert', (notice) => {
    if (notice.kind === 'lost_pre_picking') void checkScannerLock();
  });
  useEffect(() => {
    if (connected || !locked) return;
    const timer = setInterval(() => void checkScannerLock(), LOCK_POLL_MS);
    return () => clearInterval(timer);
  }, [connected, locked]);

  return (
    <ModalBuiltWhenOpened opened={locked} onClose={() => undefined} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false} title="Leitor bloqueado" centered size="lg">
      <Stack align="center">
        <Alert color="red" variant="filled" fz="xl" title="Pacote de pre picking perdido" w="100%">
          A etiqueta bipada já está em outro pedido. O supervisor foi avisado.
        </Alert>
        <Loader />
        <Text fz="lg" ta="center">
          A leitura volta quando o supervisor liberar o separador.
        </Text>
      </Stack>
    </ModalBuiltWhenOpened>
  );
});
