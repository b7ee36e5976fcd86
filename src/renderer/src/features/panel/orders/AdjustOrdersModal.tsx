// 'Ajustes' (spec/panel.md §4 'Order adjustment modes'): priority, critical, directed group
// (at least 1) or reset for the chosen orders. The answer lists what changed; started orders
// show the pending state ('iniciado') and cancelled ones the cancelled state, untouched.
import { Alert, Button, Group, List, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { adjustOrders, type AdjustmentReply } from '@shared/contract/orders';
import { ApiFailure, call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

type Mode = 'priority' | 'critical' | 'directedGroup' | 'reset';

const MODES: { value: Mode; label: string }[] = [
  { value: 'priority', label: 'Prioridade' },
  { value: 'critical', label: 'Crítico' },
  { value: 'directedGroup', label: 'Grupo direcionado' },
  { value: 'reset', label: 'Resetar' },
];

const HINT: Record<Mode, string> = {
  priority: 'Os pedidos vão para o início da fila de separação.',
  critical: 'Os pedidos passam a ser críticos (só grupos que recebem críticos os separam).',
  directedGroup: 'Os pedidos serão separados pelo grupo escolhido.',
  reset: 'Os pedidos em separação voltam para a fila; o separador é avisado.',
};

/** The spec's translation of the server's refusals (§8 'Orders'). */
function errorText(error: unknown): string {
  const message = failureMessage(error);
  if (error instanceof ApiFailure && error.status === 404) return 'Pedido nao encontrado';
  return message;
}

interface Props {
  ordersId: string[];
  opened: boolean;
  onClose: () => void;
  /** Called after the server changed at least one order. */
  onChanged: () => void;
}

export function AdjustOrdersModal({ ordersId, opened, onClose, onChanged }: Props) {
  const [mode, setMode] = useState<Mode>('priority');
  const [group, setGroup] = useState<number | string>('');
  const [sending, setSending] = useState(false);
  const [reply, setReply] = useState<AdjustmentReply | null>(null);
  const groupError = mode === 'directedGroup' && group !== '' && Number(group) < 1 ? 'O grupo deve ser no mínimo 1' : null;
  const ready = ordersId.length > 0 && (mode !== 'directedGroup' || (group !== '' && !groupError));

  const close = () => {
    setReply(null);
    onClose();
  };

  const send = async () => {
    setSending(true);
    try {
      const change = mode === 'directedGroup' ? { directedGroup: Number(group) } : { [mode]: true as const };
      const answer = await call(adjustOrders, { body: { ...change, ordersId } });
      setReply(answer);
      if (answer.updated.length) {
        popup.success(answer.message);
        onChanged();
      }
    } catch (error) {
      popup.error(errorText(error), { title: 'Erro ao ajustar pedidos' });
    } finally {
      setSending(false);
    }
  };

  const started = reply?.refused.filter((entry) => entry.outcome === 'iniciado') ?? [];
  const cancelled = reply?.refused.filter((entry) => entry.outcome === 'canceled') ?? [];

  // Once answered its 'Fechar' button closes it: no X of the same name beside it (theme.ts).
  return (
    <Modal opened={opened} onClose={close} title="Ajustes" size="lg" centered withCloseButton={!reply}>
      <Stack>
        <Text size="sm">
          {ordersId.length === 1 ? `Pedido ${ordersId[0]}` : `${ordersId.length} pedidos selecionados`}
        </Text>
        <SegmentedControl value={mode} onChange={(value) => { setMode(value as Mode); setReply(null); }} data={MODES} fullWidth />
        <Text size="sm" c="dimmed">
          {HINT[mode]}
        </Text>
        {mode === 'directedGroup' && (
          <NumberInput label="Grupo" placeholder="Número do grupo" min={1} allowDecimal={false} value={group} onChange={setGroup} error={groupError} w={200} />
        )}
        {reply && (
          <Stack gap="xs" aria-live="polite">
            <Alert color={reply.updated.length ? 'green' : 'gray'} variant="light" title={reply.message} />
            {started.length > 0 && (
              <Alert color="yellow" variant="light" title="Pedidos não alterados">
                <List size="sm">
                  {started.map((entry) => (
                    <List.Item key={entry.order_id}>{entry.message}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {cancelled.length > 0 && (
              <Alert color="red" variant="light" title="Pedidos cancelados">
                <List size="sm">
                  {cancelled.map((entry) => (
                    <List.Item key={entry.order_id}>{entry.message}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {reply.not_found.length > 0 && (
              <Alert color="gray" variant="light" title="Pedidos não encontrados">
                {reply.not_found.join(', ')}
              </Alert>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {reply ? 'Fechar' : 'Cancelar'}
          </Button>
          <Button onClick={() => void send()} loading={sending} disabled={!ready}>
            Aplicar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
