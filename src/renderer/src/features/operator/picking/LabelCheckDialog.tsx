// The label scan check after the final box count in groups with a scanner (spec/operator.md
// §4 'Picking screen flow' 6, §5 'Label scan'): the code's text before ';' must be the order.
import { useState } from 'react';
import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { labelBelongsToOrder, WRONG_ORDER_LABEL_MESSAGE } from '@shared/scan';
import { scanFailed, scanSucceeded } from './feedback';

interface LabelCheckDialogProps {
  orderId: string;
  busy: boolean;
  onChecked: () => void;
}

export function LabelCheckDialog({ orderId, busy, onChecked }: LabelCheckDialogProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={() => undefined} withCloseButton={false} title="Conferência da etiqueta" centered size="lg">
      <Stack gap="lg">
        <Text fz="xl">Bipe a etiqueta de uma das caixas do pedido {orderId}.</Text>
        <TextInput
          label="Etiqueta da caixa"
          size="xl"
          autoComplete="off"
          disabled={busy}
          data-autofocus
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            const code = event.currentTarget.value;
            event.currentTarget.value = '';
            if (!labelBelongsToOrder(code, orderId)) {
              scanFailed();
              return setError(WRONG_ORDER_LABEL_MESSAGE);
            }
            scanSucceeded();
            setError(null);
            onChecked();
          }}
        />
        {error && (
          <Alert color="red" variant="filled" fz="xl" title={error}>
            Bipe uma etiqueta deste pedido.
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
