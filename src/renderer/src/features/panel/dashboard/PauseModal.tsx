// Confirms pausing or releasing a separator (spec/panel.md §4 'Pause'). A separator holding
// an order has it reset first, then is paused ('Resetar e pausar').
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { setPause, type DashboardSeparator } from '@shared/contract/dashboard';
import { adjustOrders } from '@shared/contract/orders';
import { separatorStatus } from '@shared/domain/dashboard';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

interface PauseModalProps {
  separator: DashboardSeparator | null;
  onClose(): void;
  onDone(): void;
}

async function resetOrder(orderId: string): Promise<void> {
  const reply = await call(adjustOrders, { body: { reset: true, ordersId: [orderId] } });
  if (!reply.updated.includes(orderId)) throw new Error(reply.refused[0]?.message ?? reply.message);
  popup.success(`Pedido #${orderId} resetado com sucesso`);
}

export function PauseModal({ separator, onClose, onDone }: PauseModalProps) {
  const [busy, setBusy] = useState(false);
  if (!separator) return <Modal opened={false} onClose={onClose} />;
  const holding = separatorStatus(separator) === 'separation' ? separator.last_work!.order : null;
  const play = separator.is_paused;
  const confirm = async () => {
    setBusy(true);
    try {
      if (!play && holding) await resetOrder(holding);
      const reply = await call(setPause, { body: { userId: separator.user_id, action: play ? 'play' : 'pause' } });
      popup.success(reply.message);
      onDone();
      onClose();
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao criar pausa' });
    } finally {
      setBusy(false);
    }
  };
  const label = play ? 'Liberar' : holding ? 'Resetar e pausar' : 'Pausar';
  return (
    <Modal opened onClose={onClose} title={play ? `Liberar ${separator.username}?` : `Pausar ${separator.username}?`} centered>
      <Text mb="lg">
        {play
          ? `${separator.name} volta a receber pedidos.`
          : holding
            ? `${separator.name} está separando o pedido #${holding}. O pedido será resetado e o separador pausado.`
            : `${separator.name} deixa de receber pedidos até ser liberado.`}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button color={play ? 'doca' : holding ? 'red' : 'orange'} onClick={() => void confirm()} loading={busy}>
          {label}
        </Button>
      </Group>
    </Modal>
  );
}
