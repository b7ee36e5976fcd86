// One alert in the bell: what it is, who asked and where, how long ago, and its answers.
import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { Alert } from '@shared/contract/alerts';
import dayjs from 'dayjs';
import { ALERT_TITLE, alertDetail, alertSubtitle } from './alert-texts';
import { answer, type AlertAnswer } from './answers';

const COLOUR = { help: 'orange', otherSku: 'blue', lostPrePicking: 'red', prePickingBreak: 'grape' } as const;

export function AlertCard({ alert, onAnswered }: { alert: Alert; onAnswered: () => void }) {
  const [pending, setPending] = useState<AlertAnswer | null>(null);
  const navigate = useNavigate();
  const send = async (kind: AlertAnswer) => {
    setPending(kind);
    await answer(alert, kind);
    setPending(null);
    onAnswered();
  };
  const action = (kind: AlertAnswer, label: string, props: { color?: string; variant?: string } = {}) => (
    <Button size="xs" loading={pending === kind} disabled={pending !== null && pending !== kind} onClick={() => void send(kind)} {...props}>
      {label}
    </Button>
  );
  const detail = alertDetail(alert);
  const order = alert.item?.order.order_id ?? alert.order_id;

  return (
    <Paper withBorder radius="sm" p="sm" data-testid={`alert-${alert.id}`} aria-label={ALERT_TITLE[alert.topic]}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Badge color={COLOUR[alert.topic]} variant="light" size="sm">
            {ALERT_TITLE[alert.topic]}
          </Badge>
          <Text size="xs" c="dimmed">
            {dayjs(alert.created).format('HH:mm')}
          </Text>
        </Group>
        <Text size="sm" fw={600}>
          {alertSubtitle(alert)}
        </Text>
        {detail && <Text size="sm">{detail}</Text>}
        <Group gap="xs" mt={4}>
          {alert.topic === 'help' && action('acceptCall', 'Aceitar chamado')}
          {alert.topic === 'lostPrePicking' && action('release', 'Liberar separador', { color: 'red' })}
          {alert.topic === 'otherSku' && (
            <>
              {action('authorize', 'Autorizar')}
              {action('refuse', 'Recusar', { color: 'red', variant: 'light' })}
            </>
          )}
          {alert.topic === 'prePickingBreak' && (
            <>
              {order && (
                <Button size="xs" variant="light" onClick={() => void navigate(`/painel/pedidos/${order}?view=true`)}>
                  Ver pedido
                </Button>
              )}
              {action('closeBreak', 'Concluir')}
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
