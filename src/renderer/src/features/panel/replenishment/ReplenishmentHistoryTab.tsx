// 'Histórico' of the replenishment requests: a date range (by default the last working day,
// spec/panel.md §9) or today only, the status (todos by default) and who answered.
import { Group, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { listReplenishmentHistory, REPLENISHMENT_STATUS_FILTERS } from '@shared/contract/replenishment';
import { replenishmentHistoryDefaultDate } from '@shared/domain/replenishment-dates';
import { formatDateTime } from '@shared/format';
import { call } from '@renderer/api/http';
import { LoadState } from '@renderer/components/LoadState';
import { useLiveArea } from '@renderer/hooks/useLiveArea';
import { EMPTY_REQUESTS, REPLENISHMENT_POLL_MS } from './requests-screen';
import { StatusBadge } from './StatusBadge';
import { EmptyTableRow, TableFooter } from '@renderer/components/TableParts';

const PAGE_SIZE = 10;
const NAME_DEBOUNCE_MS = 300;
type StatusFilter = (typeof REPLENISHMENT_STATUS_FILTERS)[number];
type Range = [string | null, string | null];

function defaultRange(): Range {
  const now = dayjs();
  const date = replenishmentHistoryDefaultDate(now.format('YYYY-MM-DD'), now.hour());
  return [date, date];
}

export function ReplenishmentHistoryTab() {
  const [range, setRange] = useState<Range>(defaultRange);
  const [today, setToday] = useState(false);
  const [status, setStatus] = useState<StatusFilter>('todos');
  const [text, setText] = useState('');
  const [name] = useDebouncedValue(text.trim(), NAME_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [first, last] = range;

  const load = useCallback(
    (signal: AbortSignal) =>
      call(
        listReplenishmentHistory,
        {
          query: {
            page,
            pageSize: PAGE_SIZE,
            status,
            userResponseName: name || undefined,
            ...(today ? { replenishmentToday: true } : { initialSeparationDate: first ?? undefined, finalSeparationDate: last ?? first ?? undefined }),
          },
        },
        { signal },
      ),
    [page, status, name, today, first, last],
  );
  const { data, failed, reload } = useLiveArea(load, 'replenishment', 'Erro ao buscar dados', REPLENISHMENT_POLL_MS);
  const pages = data ? Math.max(1, Math.ceil(data.total_count / PAGE_SIZE)) : 1;
  const restart = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <DatePickerInput
          type="range"
          label="Período"
          value={range}
          onChange={restart(setRange)}
          valueFormat="DD/MM/YYYY"
          maxDate={dayjs().format('YYYY-MM-DD')}
          disabled={today}
          allowSingleDateInRange
          w={260}
        />
        <Switch label="Somente hoje" checked={today} onChange={(event) => restart(setToday)(event.currentTarget.checked)} mb={8} />
        <Select
          label="Status"
          data={REPLENISHMENT_STATUS_FILTERS.map((value) => ({ value, label: value }))}
          value={status}
          onChange={(value) => value && restart(setStatus)(value as StatusFilter)}
          allowDeselect={false}
          w={200}
        />
        <TextInput label="Respondido por" placeholder="Nome" value={text} onChange={(event) => restart(setText)(event.currentTarget.value)} w={200} />
      </Group>
      {!data ? (
        <LoadState failed={failed} failure="Não foi possível carregar o histórico" onRetry={reload} />
      ) : (
        <>
          <Table withTableBorder striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Produto</Table.Th>
                <Table.Th>Grupo</Table.Th>
                <Table.Th>Solicitado por</Table.Th>
                <Table.Th>Respondido por</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Tempo de resposta</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((request) => (
                <Table.Tr key={request.id} data-testid={`history-request-${request.id}`}>
                  <Table.Td>{formatDateTime(request.created)}</Table.Td>
                  <Table.Td>
                    {request.sku_name}{' '}
                    <Text span fz="xs" c="dimmed">
                      SKU {request.sku}
                    </Text>
                  </Table.Td>
                  <Table.Td>{request.separation_group}</Table.Td>
                  <Table.Td>{request.user_request}</Table.Td>
                  <Table.Td>{request.user_response ?? '-'}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={request.status} />
                  </Table.Td>
                  <Table.Td>{request.time_to_response?.slice(0, 8) ?? '-'}</Table.Td>
                </Table.Tr>
              ))}
              {data.results.length === 0 && <EmptyTableRow colSpan={7}>{EMPTY_REQUESTS}</EmptyTableRow>}
            </Table.Tbody>
          </Table>
          <TableFooter total={data.total_count} noun={['solicitação', 'solicitações']} page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}
