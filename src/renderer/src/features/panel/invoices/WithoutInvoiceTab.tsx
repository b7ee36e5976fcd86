// 'Sem nota fiscal': separated orders without an invoice, each released with 'Liberar pedido'
// (polled every 7 s, spec/loading.md §9).
import { Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import { listOrderDeliveryDetails, releaseWithoutInvoice } from '@shared/contract/invoices';
import { call, failureMessage } from '@renderer/api/http';
import { ConfirmModal } from '@renderer/components/ConfirmModal';
import { popup } from '@renderer/components/popups';
import { CLIENT_COLUMN, InvoicesTable, ORDER_COLUMN, PAGE_SIZE, ROUTE_COLUMN } from './InvoicesTable';
import { useInvoicesList } from './useInvoicesList';

const POLL_MS = 7_000;

export function WithoutInvoiceTab({ search }: { search: string }) {
  const [page, setPage] = useState(1);
  const [releasing, setReleasing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const fetchPage = useCallback(
    (signal: AbortSignal) =>
      call(listOrderDeliveryDetails, { query: { ordersWithoutInvoice: true, search, page, pageSize: PAGE_SIZE } }, { signal }),
    [search, page],
  );
  const { data, failed, refresh } = useInvoicesList(fetchPage, POLL_MS, 'Erro ao buscar pedidos sem NF');

  const release = async (orderId: string) => {
    setConfirming(null);
    setReleasing(orderId);
    try {
      await call(releaseWithoutInvoice, { params: { orderId }, body: { releaseWithoutInvoice: true } });
      popup.success('Pedido liberado com sucesso');
      refresh();
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Ocorreu um erro' });
    } finally {
      setReleasing(null);
    }
  };

  return (
    <>
    <ConfirmModal
      opened={confirming !== null}
      title={`Liberar o pedido ${confirming ?? ''} sem nota fiscal?`}
      confirmLabel="Liberar pedido"
      color="doca"
      onConfirm={() => confirming && void release(confirming)}
      onCancel={() => setConfirming(null)}
    >
      O pedido poderá ser carregado sem a nota fiscal, e a liberação fica registrada com o seu nome.
    </ConfirmModal>
    <InvoicesTable
      data={data}
      failed={failed}
      page={page}
      onPage={setPage}
      onRetry={refresh}
      empty="Nenhum pedido sem nota fiscal."
      columns={[
        ROUTE_COLUMN,
        ORDER_COLUMN,
        CLIENT_COLUMN,
        {
          header: 'Ação',
          cell: (order) => (
            <Button size="xs" loading={releasing === order.order_id} onClick={() => setConfirming(order.order_id)}>
              Liberar pedido
            </Button>
          ),
        },
      ]}
    />
    </>
  );
}
