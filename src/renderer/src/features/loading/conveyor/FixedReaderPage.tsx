// The conveyor and loading screen of the fixed reader (spec/loading.md §2.1), a kiosk read
// from three metres: badges, the switch and the loading button along the top, then the
// error banner of a refused read, the last code, the current order and its carousel;
// modals take the head of the queue.
import { Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { Page } from '@renderer/components/Page';
import { BoxCountConfirmModal } from './BoxCountConfirmModal';
import { ConveyorModals } from './ConveyorModals';
import { ErrorBanner } from './ErrorBanner';
import { HiddenScanInput } from './HiddenScanInput';
import { OrderCard } from './OrderCard';
import { TruckLoadingControl } from './TruckLoadingControl';
import { useConveyorSocket } from './useConveyorSocket';

function ConnectionBadge({ label, connected }: { label: string; connected: boolean }) {
  return (
    <Badge size="xl" h={40} color={connected ? 'green' : 'red'} variant="filled" aria-label={`${label}: ${connected ? 'Conectado' : 'Desconectado'}`}>
      {label}: {connected ? 'Conectado' : 'Desconectado'}
    </Badge>
  );
}

export function FixedReaderPage() {
  const { state, dispatch, sendRead, setEnabled, resolveRoute, onRead } = useConveyorSocket();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [loadingModalOpen, setLoadingModalOpen] = useState(false);
  const current = state.cards[state.index];
  const modal = state.modals[0];

  return (
    <Page
      title="Leitor fixo"
      actions={
        <Group gap="md">
          <ConnectionBadge label="Esteira" connected={state.clientConnected} />
          <ConnectionBadge label="Servidor" connected={state.serverConnected} />
        </Group>
      }
    >
      <HiddenScanInput paused={confirming !== null || loadingModalOpen || modal !== undefined} onScan={sendRead} />
      {/* Sized so the whole screen, banner included, fits the kiosk's 1280x800 unscrolled. */}
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Switch
            size="xl"
            checked={state.enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
            label={<Text fz={24} fw={600}>Ligar/Desligar esteira</Text>}
            color="green"
          />
          <Paper withBorder px="md" py="xs" radius="md">
            <Group gap="sm" wrap="nowrap">
              <Text fz={20} c="dimmed">
                Último código lido:
              </Text>
              <Text fz={28} fw={700} ff="monospace" data-testid="last-code">
                {state.lastCode ?? '-'}
              </Text>
            </Group>
          </Paper>
          <TruckLoadingControl onOpenChange={setLoadingModalOpen} />
        </Group>
        <ErrorBanner error={state.error} onDismiss={() => dispatch({ type: 'dismissError' })} />
        <OrderCard
          cards={state.cards}
          index={state.index}
          onStep={(step) => dispatch({ type: 'carousel', step })}
          action={
            current && (
              <Button size="lg" variant="light" onClick={() => setConfirming(current.order_id)}>
                Confirmar quantidade de caixas
              </Button>
            )
          }
        />
      </Stack>
      <BoxCountConfirmModal orderId={confirming} onClose={() => setConfirming(null)} onRead={onRead} />
      <ConveyorModals modal={modal} onDismiss={(shown) => dispatch({ type: 'dismiss', modal: shown })} onRouteReduced={resolveRoute} />
    </Page>
  );
}
