// An opened separator of 'Total de quebras': their breaks of the period, a page at a time, in
// the order declared (a month of a large centre holds 30,000 breaks; the spreadsheet has them all).
import { Stack, Table } from '@mantine/core';
import { useCallback, useState } from 'react';
import { SEPARATOR_BREAKS_PAGE_SIZE as PAGE_SIZE, separatorBreaks } from '@shared/contract/reports';
import { call } from '@renderer/api/http';
import { LoadState } from '@renderer/components/LoadState';
import { TableFooter } from '@renderer/components/TableParts';
import { useLoaded } from '@renderer/hooks/useLoaded';

export interface BreaksFilters {
  first: string;
  last: string;
  group: number | undefined;
  refreshMs: number | undefined;
}

export function SeparatorBreaksTable({ username, filters }: { username: string; filters: BreaksFilters }) {
  const [page, setPage] = useState(1);
  const { first, last, group } = filters;
  const load = useCallback(
    (signal: AbortSignal) =>
      call(separatorBreaks, { query: { initialSeparationDate: first, finalSeparationDate: last, separationGroup: group, username, page } }, { signal }),
    [first, last, group, username, page],
  );
  const { data, failed, reload } = useLoaded(load, 'Erro ao pegar os dados de quebra', { refreshMs: filters.refreshMs });
  if (!data) return <LoadState failed={failed} failure="Erro ao pegar os dados de quebra" onRetry={reload} />;
  const pages = Math.ceil(data.total_count / PAGE_SIZE);
  return (
    <Stack gap="xs">
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pedido</Table.Th>
            <Table.Th>Produto</Table.Th>
            <Table.Th>Motivo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.results.map((row, index) => (
            <Table.Tr key={`${row.order_id}-${index}`}>
              <Table.Td>{row.order_id}</Table.Td>
              <Table.Td>{row.product.name}</Table.Td>
              <Table.Td>{row.reason.name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <TableFooter total={data.total_count} noun={['quebra', 'quebras']} page={page} pages={pages} onPage={setPage} />
    </Stack>
  );
}
