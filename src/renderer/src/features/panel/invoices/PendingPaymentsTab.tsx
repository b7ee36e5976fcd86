// 'Pagamentos pendentes': approve or cancel orders whose payment is pending, only while the
// centre is offline, and the conveyor's pending-order lock 'Verificação de pedido na esteira'
// (polled every 30 s, spec/loading.md §2.2, §4, §6, §9).
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { getPendingLock, PENDING_LOCK_MIN_ORDERS, setPendingLock, type PendingLock } from '@shared/contract/conveyor';
import { decidePendingPayments, listPendingPayments } from '@shared/contract/invoices';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { CLIENT_COLUMN, InvoicesTable, ORDER_COLUMN, PAGE_SIZE, ROUTE_COLUMN } from './InvoicesTable';
import { useInvoicesList } from './useInvoicesList';

const POLL_MS = 30_000;

function usePendingLock(version: number) {
  const [lock, setLock] = useState<PendingLock | null>(null);
  useEffect(() => {
    let current = true;
    call(getPendingLock)
      .then((value) => {
        if (current) setLock(value);
      })
      .catch((error: unknown) => popup.error(failureMessage(error), { title: 'Erro ao verificar configuração de trava da esteira' }));
    return () => {
      current = false;
    };
  }, [version]);
  return [lock, setLock] as const;
}

export function PendingPaymentsTab({ search }: { search: string }) {
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const fetchPage = useCallback(
    (signal: AbortSignal) => call(listPendingPayments, { query: { orderStatus: 'pendente', search, page, pageSize: PAGE_SIZE } }, { signal }),
    [search, page],
  );
  const { data, failed, refresh } = useInvoicesList(fetchPage, POLL_MS, 'Erro ao buscar pedidos com pagamento pendentes');
  const [lockVersion, setLockVersion] = useState(0);
  const [lock, setLock] = usePendingLock(lockVersion);
  useEffect(() => {
    const timer = window.setInterval(() => setLockVersion((value) => value + 1), POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  const offline = lock?.centre_online === false;

  const decide = async (orderId: string, newOrderStatus: 'aprovado' | 'cancelado') => {
    setBusy(orderId);
    try {
      await call(decidePendingPayments, { body: { newOrderStatus, ordersId: [orderId] } });
      popup.success(newOrderStatus === 'aprovado' ? 'Pedido aprovado com sucesso' : 'Pedido cancelado com sucesso');
      refresh();
      setLockVersion((value) => value + 1);
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Ocorreu um erro' });
    } finally {
      setBusy(null);
    }
  };

  const toggleLock = async (on: boolean) => {
    try {
      setLock(await call(setPendingLock, { body: { pending_order_blocks_loading: on } }));
      popup.success('Alteração realizada com sucesso.');
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao alterar configuração de trava da esteira' });
    }
  };
  const mayTurnOff = offline && (lock?.pending_orders ?? 0) >= PENDING_LOCK_MIN_ORDERS;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Switch
            size="md"
            label="Verificação de pedido na esteira"
            checked={lock?.pending_order_blocks_loading ?? true}
            disabled={!lock || (lock.pending_order_blocks_loading && !mayTurnOff)}
            onChange={(event) => void toggleLock(event.currentTarget.checked)}
          />
          <Text c="dimmed" fz="xs">
            Só pode ser desligada com o CD sem internet e pelo menos {PENDING_LOCK_MIN_ORDERS} pedidos pendentes; volta a ligar
            quando a internet retorna.
          </Text>
        </Stack>
        {lock && (
          <Alert color={offline ? 'yellow' : 'gray'} variant="light" py={6}>
            {offline ? 'O CD está sem internet.' : 'Verificação de internet no CD executada.'}
          </Alert>
        )}
      </Group>
      <InvoicesTable
        data={data}
        failed={failed}
        page={page}
        onPage={setPage}
        onRetry={refresh}
        empty="Nenhum pedido com pagamento pendente."
        columns={[
          ROUTE_COLUMN,
          ORDER_COLUMN,
          CLIENT_COLUMN,
          {
            header: 'Ações',
            cell: (order) => (
              <Group gap="xs">
                <Button size="xs" disabled={!offline} loading={busy === order.order_id} onClick={() => void decide(order.order_id, 'aprovado')}>
                  Aprovar
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  disabled={!offline || busy === order.order_id}
                  onClick={() => void decide(order.order_id, 'cancelado')}
                >
                  Cancelar
                </Button>
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}
