// 'Liberados sem nota fiscal': orders released without an invoice on the chosen operation
// day (spec/loading.md §5: the separation date, at most today, no Saturdays).
import { Stack } from '@mantine/core';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { listOrderDeliveryDetails } from '@shared/contract/invoices';
import { operationDayOnOrBefore } from '@shared/domain/operation-day';
import { formatDateTime } from '@shared/format';
import { call } from '@renderer/api/http';
import { OperationDayPicker } from '@renderer/components/OperationDayPicker';
import { InvoicesTable, ORDER_COLUMN, PAGE_SIZE, ROUTE_COLUMN } from './InvoicesTable';
import { useInvoicesList } from './useInvoicesList';

const POLL_MS = 30_000;

export function ReleasedTab({ search }: { search: string }) {
  const [page, setPage] = useState(1);
  const [date, setDate] = useState(() => operationDayOnOrBefore(dayjs().format('YYYY-MM-DD')));
  const fetchPage = useCallback(
    (signal: AbortSignal) =>
      call(
        listOrderDeliveryDetails,
        { query: { releasedWithoutInvoice: true, operationDate: date, search, page, pageSize: PAGE_SIZE } },
        { signal },
      ),
    [search, page, date],
  );
  const { data, failed, refresh } = useInvoicesList(fetchPage, POLL_MS, 'Erro ao buscar pedidos sem NF');

  return (
    <Stack gap="sm">
      <OperationDayPicker
        label="Data da liberação"
        value={date}
        onChange={(day) => {
          if (day) setDate(day);
          setPage(1);
        }}
        w={200}
      />
      <InvoicesTable
        data={data}
        failed={failed}
        page={page}
        onPage={setPage}
        onRetry={refresh}
        empty="Nenhum pedido liberado sem nota fiscal nesta data."
        columns={[
          ROUTE_COLUMN,
          ORDER_COLUMN,
          { header: 'Liberado por', cell: (order) => order.released_without_invoice_by ?? '-' },
          { header: 'Liberado em', cell: (order) => formatDateTime(order.released_without_invoice_at) },
        ]}
      />
    </Stack>
  );
}
