// The label scan check after the final box count in groups with a scanner (spec/operator.md
// §4 'Picking screen flow' 6, §5 'Label scan'): the code's text before ';' must be the order.
// The field takes the focus back every second, pausing a second after a scan (§9), so a
// reader's read always lands in it; a desktop station's hand reader is read too.
import { useRef, useState } from 'react';
import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { labelBelongsToOrder, WRONG_ORDER_LABEL_MESSAGE } from '@shared/scan';
import { LABEL_INPUT_REFOCUS_MS, LABEL_SCAN_REFOCUS_PAUSE_MS, useScanner } from '@renderer/hooks/useScanner';
import { scanFailed, scanSucceeded } from './feedback';

interface LabelCheckDialogProps {
  orderId: string;
  busy: boolean;
  onChecked: () => void;
}

export function LabelCheckDialog({ orderId, busy, onChecked }: LabelCheckDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const check = (code: string) => {
    if (!labelBelongsToOrder(code, orderId)) {
      scanFailed();
      return setError(WRONG_ORDER_LABEL_MESSAGE);
    }
    scanSucceeded();
    setError(null);
    onChecked();
  };
  const scanner = useScanner({
    onCode: check,
    enabled: !busy,
    inputRef,
    videoRef,
    refocusMs: LABEL_INPUT_REFOCUS_MS,
    refocusPauseAfterCodeMs: LABEL_SCAN_REFOCUS_PAUSE_MS,
  });
  return (
    <Modal opened onClose={() => undefined} withCloseButton={false} title="Conferência da etiqueta" centered size="lg">
      <Stack gap="lg">
        <Text fz="xl">Bipe a etiqueta de uma das caixas do pedido {orderId}.</Text>
        <TextInput ref={inputRef} label="Etiqueta da caixa" size="xl" autoComplete="off" disabled={busy} data-autofocus onKeyDown={scanner.onKeyDown} />
        {error && (
          <Alert color="red" variant="filled" fz="xl" title={error}>
            Bipe uma etiqueta deste pedido.
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
