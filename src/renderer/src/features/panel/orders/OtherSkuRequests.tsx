// A picker's request to scan another SKU into an item of this order (spec/panel.md §2 'A
// scanning alert on an item ... offers Autorizar or Recusar'): the awaiting requests of the
// order, answered here; they arrive and leave live with the panel's 'alerts' area, caught up
// when the socket connects (a request raised while it was connecting was missed until a
// reload) and polled as the bell polls while it is down.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { answerAlert, listAlerts } from '@shared/contract/alerts';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { SUPPORT_ALERTS_POLL_MS } from '@renderer/features/alerts/useSupervisorAlerts';
import { usePanelLoaded } from '@renderer/hooks/usePanelLoaded';

export function OtherSkuRequests({ orderId, mayAnswer }: { orderId: string; mayAnswer: boolean }) {
  const load = useCallback(
    async (signal: AbortSignal) => {
      const alerts = await call(listAlerts, { query: { status: 'awaiting' } }, { signal });
      return alerts.filter((alert) => alert.topic === 'otherSku' && alert.item?.order.order_id === orderId);
    },
    [orderId],
  );
  const { data, refresh } = usePanelLoaded(load, 'Erro ao buscar alertas do pedido', 'alerts', SUPPORT_ALERTS_POLL_MS);
  const [busy, setBusy] = useState<number | null>(null);

  const answer = async (id: number, status: 'accept' | 'declined') => {
    setBusy(id);
    try {
      await call(answerAlert, { params: { id }, body: { status } });
      popup.success(status === 'accept' ? 'Outro SKU autorizado' : 'Pedido de outro SKU recusado');
      refresh();
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao responder alerta' });
    } finally {
      setBusy(null);
    }
  };

  if (!data?.length) return null;
  return (
    <Stack gap="xs">
      {data.map((alert) => (
        <Alert key={alert.id} color="orange" variant="light" title={`Bipar outro SKU: ${alert.item?.name ?? ''}`}>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              {alert.user_request.name} pediu para bipar outro SKU no item SKU {alert.item?.sku}
              {alert.reason ? ` — ${alert.reason}` : ''}
            </Text>
            {mayAnswer && (
              <Group gap="xs">
                <Button size="xs" color="green" loading={busy === alert.id} onClick={() => void answer(alert.id, 'accept')}>
                  Autorizar
                </Button>
                <Button size="xs" color="red" variant="light" disabled={busy === alert.id} onClick={() => void answer(alert.id, 'declined')}>
                  Recusar
                </Button>
              </Group>
            )}
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
