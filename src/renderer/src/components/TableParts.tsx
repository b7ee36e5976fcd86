// The pieces every paged table of the panel shares: the row that says the table is empty,
// and the footer with the total and the pages.
import { Group, Pagination, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { pluralWord } from '@shared/format';

/** One row across the whole table, saying why it is empty (and what to do about it). */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" ta="center" py="md">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

interface TableFooterProps {
  total: number;
  /** Singular and plural, e.g. ['rota', 'rotas']. */
  noun?: readonly [string, string];
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The count of results and, when there is more than one page, the pages. */
export function TableFooter({ total, noun = ['pedido', 'pedidos'], page, pages, onPage }: TableFooterProps) {
  return (
    <Group justify="space-between">
      <Text c="dimmed" fz="sm">
        {total.toLocaleString('pt-BR')} {pluralWord(total, noun[0], noun[1])}
      </Text>
      {pages > 1 && <Pagination value={page} total={pages} onChange={onPage} size="sm" />}
    </Group>
  );
}
