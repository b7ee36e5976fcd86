// "Auditoria" (issue 18, Tech only): who did what, when and from which address, newest
// first, filtered by person, kind and days, and downloaded as .xlsx with the same filters.
import { Button, Code, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { AUDIT_PAGE_SIZE, downloadAuditLog, listAuditLog, type AuditEntry } from '@shared/contract/audit';
import { AUDIT_KINDS, auditKindLabel, type AuditKind } from '@shared/domain/audit';
import { formatDateTime } from '@shared/format';
import { call } from '@renderer/api/http';
import { LoadState } from '@renderer/components/LoadState';
import { Page } from '@renderer/components/Page';
import { EmptyTableRow, TableFooter } from '@renderer/components/TableParts';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { DownloadProgress } from '@renderer/components/download/DownloadProgress';
import { downloadFile } from '@renderer/components/download/downloadFile';
import { useDownload } from '@renderer/components/download/useDownload';

const SEARCH_DEBOUNCE_MS = 400;
const KIND_OPTIONS = Object.entries(AUDIT_KINDS).map(([value, label]) => ({ value, label }));
const isoDay = (value: string | Date | null) => (value ? dayjs(value).format('YYYY-MM-DD') : undefined);

export function AuditPage() {
  const [text, setText] = useState('');
  const [person] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [kind, setKind] = useState<AuditKind | undefined>();
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [page, setPage] = useState(1);
  const download = useDownload();

  const [from, to] = range;
  const filters = useMemo(() => ({ person: person || undefined, kind, from: isoDay(from), to: isoDay(to ?? from) }), [person, kind, from, to]);
  const load = useCallback((signal: AbortSignal) => call(listAuditLog, { query: { ...filters, page } }, { signal }), [filters, page]);
  const { data, failed, reload } = useLoaded(load, 'Erro ao buscar a auditoria');
  const pages = data ? Math.max(1, Math.ceil(data.total / AUDIT_PAGE_SIZE)) : 1;
  const refilter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  const downloadSheet = () =>
    void download.start('Auditoria', (signal, onProgress) =>
      downloadFile(downloadAuditLog, { query: filters }, `auditoria-${dayjs().format('YYYY-MM-DD')}.xlsx`, { signal, onProgress }),
    );

  return (
    <Page
      title="Auditoria"
      actions={
        <Button variant="light" disabled={download.running !== undefined} onClick={downloadSheet}>
          Baixar planilha
        </Button>
      }
    >
      <Stack gap="sm">
        <Group align="flex-end">
          <TextInput label="Pessoa" placeholder="Login" size="sm" value={text} onChange={(event) => refilter(setText)(event.currentTarget.value)} w={220} />
          <Select
            label="Tipo"
            placeholder="Todos"
            data={KIND_OPTIONS}
            value={kind ?? null}
            onChange={(value) => refilter(setKind)((value as AuditKind | null) ?? undefined)}
            clearable
            size="sm"
            w={300}
          />
          <DatePickerInput
            type="range"
            label="Período"
            placeholder="Todos os dias"
            value={range}
            onChange={refilter(setRange)}
            valueFormat="DD/MM/YYYY"
            maxDate={dayjs().format('YYYY-MM-DD')}
            allowSingleDateInRange
            clearable
            size="sm"
            w={260}
          />
        </Group>
        {!data ? (
          <LoadState failed={failed} failure="Não foi possível carregar a auditoria" onRetry={reload} />
        ) : (
          <>
            <Table withTableBorder verticalSpacing="xs" highlightOnHover aria-label="Auditoria">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={170}>Quando</Table.Th>
                  <Table.Th>Quem</Table.Th>
                  <Table.Th>Endereço</Table.Th>
                  <Table.Th>O quê</Table.Th>
                  <Table.Th>Registro</Table.Th>
                  <Table.Th>Detalhes</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
                {data.entries.length === 0 && <EmptyTableRow colSpan={6}>Nenhum registro encontrado</EmptyTableRow>}
              </Table.Tbody>
            </Table>
            <TableFooter total={data.total} noun={['registro', 'registros']} page={page} pages={pages} onPage={setPage} />
          </>
        )}
      </Stack>
      <DownloadProgress running={download.running} onCancel={download.cancel} />
    </Page>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <Table.Tr>
      <Table.Td>{formatDateTime(entry.at)}</Table.Td>
      <Table.Td fw={600}>{entry.actor}</Table.Td>
      <Table.Td ff="monospace">{entry.address ?? '-'}</Table.Td>
      <Table.Td>{auditKindLabel(entry.kind)}</Table.Td>
      <Table.Td>{entry.subject ?? '-'}</Table.Td>
      <Table.Td maw={420}>
        {entry.details === null ? (
          <Text c="dimmed">-</Text>
        ) : (
          <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 120, overflow: 'auto' }}>
            {JSON.stringify(entry.details)}
          </Code>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
