// The box conference list (spec/loading.md §2.3): search, status filters, the grid with its
// editable 'Caixas lidas' and the divergent-quantity modal; 'Iniciar conferência' opens ./pedidos.
import { Badge, Button, Center, Group, Loader, NumberInput, Pagination, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { listBoxConferences, setReadBoxes, type BoxConferenceRow } from '@shared/contract/box-conference';
import { call, failureMessage } from '@renderer/api/http';
import { Page } from '@renderer/components/Page';
import { popup } from '@renderer/components/popups';
import { DivergenceModal } from './DivergenceModal';
import { LoadingDownloadsModal } from '../loading-downloads/LoadingDownloadsModal';
import { PackingListReleaseButton } from './PackingListReleaseButton';
import { STATUS_COLOUR, STATUS_LABEL } from './status';

const PAGE_SIZE = 10;

function ReadBoxesCell({ row, onSave }: { row: BoxConferenceRow; onSave: (row: BoxConferenceRow, value: number) => void }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<number | string>(row.read_boxes);
  if (!editing) {
    return (
      <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)} title="Editar caixas lidas">
        {row.read_boxes}/{row.total_boxes}
      </Button>
    );
  }
  const invalid = !(Number(value) > 0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (invalid) return;
        setEditing(false);
        onSave(row, Number(value));
      }}
    >
      <NumberInput
        size="xs"
        w={90}
        min={1}
        autoFocus
        value={value}
        onChange={setValue}
        onBlur={() => setEditing(false)}
        error={invalid ? 'Informe um valor maior que 0' : undefined}
        aria-label="Caixas lidas"
      />
    </form>
  );
}

export function BoxConferencePage() {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [status, setStatus] = useState('1');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ results: BoxConferenceRow[]; totalCount: number } | null>(null);
  const [version, setVersion] = useState(0);
  const [divergence, setDivergence] = useState<{ orderId: string; value: number; expected: number | null } | null>(null);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    call(listBoxConferences, { query: { search, status: Number(status), page, pageSize: PAGE_SIZE } }, { signal: controller.signal })
      .then(setData)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) popup.error(failureMessage(error), { title: 'Não foi possível carregar as informações dos pedidos' });
      });
    return () => controller.abort();
  }, [search, status, page, version]);

  const save = async (orderId: string, value: number) => {
    try {
      await call(setReadBoxes, { params: { orderId }, body: { read_boxes: value } });
      popup.success('Alteração realizada com sucesso.');
      setVersion((v) => v + 1);
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao alterar quantidade de caixas' });
    }
  };
  const edit = (row: BoxConferenceRow, value: number) => {
    const expected = row.conference_boxes_number ?? row.total_boxes;
    if (value !== expected) setDivergence({ orderId: row.order_id, value, expected });
    else void save(row.order_id, value);
  };

  const pages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / PAGE_SIZE));
  return (
    <Page
      title="Conferência de caixas"
      actions={
        <Group gap="sm">
          <PackingListReleaseButton />
          <Button variant="light" onClick={() => setDownloading(true)}>
            Planilhas
          </Button>
          <Button component={Link} to="pedidos">
            Iniciar conferência
          </Button>
        </Group>
      }
    >
      <Group align="flex-end">
        <TextInput
          label="Pesquisar"
          placeholder="Pesquise pelo N° do pedido/cliente"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPage(1);
          }}
          w={340}
        />
        <SegmentedControl
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          data={[
            { value: '1', label: 'Pendente' },
            { value: '2', label: 'Em andamento' },
            { value: '3', label: 'Conferido' },
          ]}
        />
      </Group>
      {!data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Stack gap="sm">
          <Table striped highlightOnHover withTableBorder verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>N° do pedido</Table.Th>
                <Table.Th>Cliente</Table.Th>
                <Table.Th>Rota</Table.Th>
                <Table.Th>Caixas lidas</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((row) => (
                <Table.Tr key={row.order_id}>
                  <Table.Td>{row.order_id}</Table.Td>
                  <Table.Td>{row.client_name_or_trade}</Table.Td>
                  <Table.Td>{row.route ?? '-'}</Table.Td>
                  <Table.Td>
                    <ReadBoxesCell row={row} onSave={edit} />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOUR[row.status]}>{STATUS_LABEL[row.status]}</Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
              {data.results.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" ta="center" py="md">
                      Nenhum pedido com este status. Troque o filtro ou a pesquisa.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Text c="dimmed" fz="sm">
              {data.totalCount.toLocaleString('pt-BR')} pedidos
            </Text>
            {pages > 1 && <Pagination value={page} total={pages} onChange={setPage} size="sm" />}
          </Group>
        </Stack>
      )}
      <LoadingDownloadsModal opened={downloading} onClose={() => setDownloading(false)} />
      <DivergenceModal
        divergence={divergence}
        onCancel={() => setDivergence(null)}
        onConfirm={() => {
          if (divergence) void save(divergence.orderId, divergence.value);
          setDivergence(null);
        }}
      />
    </Page>
  );
}
