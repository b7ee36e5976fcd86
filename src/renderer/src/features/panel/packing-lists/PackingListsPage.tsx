// Romaneios (spec/panel.md §2 'Romaneios', §4 'Route printing', §7, §8): a date's routes in
// two tabs (waiting for print, printed), searched by route, filtered by status chips, each
// route opening into its orders; print one route (with or without the scanner) or every
// loaded route of the page, and download the spreadsheet.
import { Accordion, Button, Chip, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { packingList, packingListDownload, printManyRoutes, printSingleRoute, type RouteGroup } from '@shared/contract/packing-lists';
import { hasAnyPermission } from '@shared/domain/permissions';
import type { RouteLoadingStatus } from '@shared/domain/statuses';
import { call, failureMessage } from '@renderer/api/http';
import { useSession } from '@renderer/app/session';
import { Page } from '@renderer/components/Page';
import { popup } from '@renderer/components/popups';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { DownloadProgress } from '@renderer/components/download/DownloadProgress';
import { downloadFile } from '@renderer/components/download/downloadFile';
import { useDownload } from '@renderer/components/download/useDownload';
import { RouteCard } from './RouteCard';
import { TableFooter } from '@renderer/components/TableParts';
import { LoadState } from '@renderer/components/LoadState';

const PAGE_SIZE = 10;
const TECH_HINT = 'Dá um alô pro time de tech';
const STATUS_CHIPS: { value: RouteLoadingStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'pending', label: 'Pendente' },
  { value: 'loading', label: 'Carregando' },
  { value: 'loaded', label: 'Carregado' },
];

export function PackingListsPage() {
  const permissions = useSession((state) => state.userPermissions);
  const canPrintWithoutScanner = hasAnyPermission(permissions, ['SeparationPrintShipmentWithoutScanner']);
  const [date, setDate] = useState<string | null>(dayjs().format('YYYY-MM-DD'));
  const [tab, setTab] = useState<'waiting' | 'printed'>('waiting');
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 200);
  const [status, setStatus] = useState<RouteLoadingStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [printedHere, setPrintedHere] = useState<ReadonlySet<string>>(new Set());
  const [printing, setPrinting] = useState<string>();
  const download = useDownload(TECH_HINT);

  const filters = useMemo(
    () => ({
      scheduledDate: date ?? undefined,
      isPrinted: tab === 'printed',
      filterByStatus: status === 'all' ? undefined : status,
      searchRoute: search || undefined,
    }),
    [date, tab, status, search],
  );
  const load = useCallback(
    (signal: AbortSignal) => call(packingList, { query: { ...filters, page, pageSize: PAGE_SIZE } }, { signal }),
    [filters, page],
  );
  const { data, failed, reload } = useLoaded(load, 'Erro ao buscar rotas', { refreshMs: 60_000 });
  const groups = data ? Object.values(data.results) : [];
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / PAGE_SIZE)) : 1;
  const printable = groups.filter((group) => group.status === 'loaded' && !printedHere.has(group.route));

  const changeFilter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };
  const markPrinted = (routes: string[]) => setPrintedHere((current) => new Set([...current, ...routes]));

  const printOne = async (group: RouteGroup, withoutScanner: boolean) => {
    setPrinting(group.route);
    try {
      const reply = await call(printSingleRoute, { body: { route: group.route, withoutScanner, scheduledDate: date ?? undefined } });
      markPrinted([group.route]);
      popup.success(reply.message);
    } catch (error) {
      popup.error(failureMessage(error) || 'Ocorreu um erro, contate o administrador', { title: 'Ocorreu um erro' });
    } finally {
      setPrinting(undefined);
    }
  };

  const printAll = async () => {
    setPrinting('*');
    try {
      const body = printable.map((group) => ({ route: group.route, driverName: group.driverName, totalBoxes: group.totalBoxes }));
      const reply = await call(printManyRoutes, { query: { scheduledDate: date ?? undefined }, body });
      markPrinted(printable.map((group) => group.route));
      popup.success(reply.message);
    } catch (error) {
      popup.error(`${failureMessage(error)}. ${TECH_HINT}`, { title: 'Deu erro pra mandar a impressão' });
    } finally {
      setPrinting(undefined);
    }
  };

  const downloadSheet = () =>
    void download.start('Romaneios', (signal, onProgress) =>
      downloadFile(packingListDownload, { query: filters }, `romaneios-${date}.xlsx`, { signal, onProgress }),
    );

  return (
    <Page
      title="Romaneios"
      actions={
        <Group>
          <Button variant="light" disabled={download.running !== undefined} onClick={downloadSheet}>
            Baixar planilha
          </Button>
          {tab === 'waiting' && (
            <Button disabled={printable.length === 0 || printing !== undefined} loading={printing === '*'} onClick={() => void printAll()}>
              Imprimir todas
            </Button>
          )}
        </Group>
      }
    >
      <DownloadProgress running={download.running} onCancel={download.cancel} />
      <Group align="flex-end" wrap="wrap">
        <DatePickerInput size="md" label="Data" valueFormat="DD/MM/YYYY" value={date} onChange={changeFilter(setDate)} w={180} />
        <TextInput label="Qual rota?" placeholder="Ex.: R07" value={text} onChange={(event) => changeFilter(setText)(event.currentTarget.value)} w={200} />
        <Chip.Group multiple={false} value={status} onChange={(value) => changeFilter(setStatus)(value as RouteLoadingStatus | 'all')}>
          <Group gap="xs" pb={6}>
            {STATUS_CHIPS.map((chip) => (
              <Chip key={chip.value} value={chip.value}>
                {chip.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Group>
      <Tabs value={tab} onChange={(value) => changeFilter(setTab)(value === 'printed' ? 'printed' : 'waiting')}>
        <Tabs.List>
          <Tabs.Tab value="waiting">Aguardando Impressão</Tabs.Tab>
          <Tabs.Tab value="printed">Impressos</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {!data ? (
        <LoadState failed={failed} failure="Não foi possível carregar as rotas" onRetry={reload} />
      ) : groups.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          Nenhuma rota encontrada.
        </Text>
      ) : (
        <Stack gap="sm">
          <Accordion variant="separated" multiple>
            {groups.map((group) => (
              <RouteCard
                key={group.route}
                group={group}
                printedHere={printedHere.has(group.route)}
                canPrintWithoutScanner={canPrintWithoutScanner}
                busy={printing !== undefined}
                onPrint={(withoutScanner) => void printOne(group, withoutScanner)}
              />
            ))}
          </Accordion>
          <TableFooter total={data.totalCount} noun={['rota', 'rotas']} page={page} pages={pages} onPage={setPage} />
        </Stack>
      )}
    </Page>
  );
}
