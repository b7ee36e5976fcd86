// The loading warning (spec/operator.md §2 'Picking screen states', dialogs): the order just
// finished belongs to a route whose truck is already being loaded (or has left the dock), so
// its boxes must not wait in the normal flow.
import { useState } from 'react';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import type { RouteLoadingStatus } from '@shared/domain/statuses';

interface LoadingWarningDialogProps {
  status: RouteLoadingStatus | null;
  route: string | null;
}

export function LoadingWarningDialog({ status, route }: LoadingWarningDialogProps) {
  const [seen, setSeen] = useState(false);
  if (seen || (status !== 'loading' && status !== 'loaded')) return null;
  const name = route ? `da rota ${route}` : 'deste pedido';
  return (
    <Modal opened onClose={() => setSeen(true)} withCloseButton={false} title="Atenção ao carregamento" size="lg" centered>
      <Stack gap="lg">
        <Alert color="orange" variant="filled" fz="xl" title={status === 'loading' ? 'Rota em carregamento' : 'Rota já carregada'}>
          <Text fz="lg" c="white">
            {status === 'loading'
              ? `O caminhão ${name} já está sendo carregado. Leve as caixas deste pedido direto para a doca.`
              : `O caminhão ${name} já foi carregado. Separe as caixas deste pedido e avise o supervisor.`}
          </Text>
        </Alert>
        <Button size="xl" h={64} onClick={() => setSeen(true)}>
          Entendi
        </Button>
      </Stack>
    </Modal>
  );
}
