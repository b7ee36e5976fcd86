// The invoices tabs' table: the spec's columns, one action column, pagination, and the empty
// and error states with a way forward.
import { Stack, Table } from '@mantine/core';
import { EmptyTableRow, TableFooter } from '@renderer/components/TableParts';
import type { ReactNode } from 'react';
import type { InvoiceOrder } from '@shared/contract/invoices';
import type { InvoicePage } from './useInvoicesList';
import { LoadState } from '@renderer/components/LoadState';

export const PAGE_SIZE = 10;

/** The columns that open every invoices tab's table. */
export const ROUTE_COLUMN: InvoiceColumn = { header: 'Rota', cell: (order) => order.route ?? '-' };
export const ORDER_COLUMN: InvoiceColumn = { header: 'N° Pedido', cell: (order) => order.order_id };
export const CLIENT_COLUMN: InvoiceColumn = { header: 'Cliente', cell: (order) => order.client_name_or_trade };

export interface InvoiceColumn {
  header: string;
  cell: (order: InvoiceOrder) => ReactNode;
}

interface FinanceTableProps {
  columns: InvoiceColumn[];
  data: InvoicePage | null;
  failed: boolean;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
}

export function InvoicesTable({ columns, data, failed, empty, page, onPage, onRetry }: FinanceTableProps) {
  if (!data) {
    return <LoadState failed={failed} failure="Não foi possível carregar as informações dos pedidos" onRetry={onRetry} />;
  }
  const pages = Math.max(1, Math.ceil(data.total_count / PAGE_SIZE));
  return (
    <Stack gap="sm">
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.results.map((order) => (
            <Table.Tr key={order.order_id}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(order)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          {data.results.length === 0 && <EmptyTableRow colSpan={columns.length}>{empty}</EmptyTableRow>}
        </Table.Tbody>
      </Table>
      <TableFooter total={data.total_count} page={page} pages={pages} onPage={onPage} />
    </Stack>
  );
}
