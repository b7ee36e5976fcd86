// The box conference scanning screen (spec/loading.md §2.4): 'Pronto para iniciar a
// conferência' for 2 s, then every box label scanned counts once; the scanned order's card, the
// recent readings and their history with edits, and the result of each finished order.
// The scan input never gives the reader's keys up to a popup: every read is counted, or
// refused in words while an edit is open (its count would be overwritten by 'Salvar').
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { isOrderNotFinished, recentBoxConferences, scanBox, setReadBoxes, type BoxConferenceRow } from '@shared/contract/box-conference';
import { parseBoxCode, repeatedBoxMessage } from '@shared/scan/box-code';
import { call, failureMessage } from '@renderer/api/http';
import { BackLink } from '@renderer/components/BackLink';
import { Page } from '@renderer/components/Page';
import { popup } from '@renderer/components/popups';
import { HiddenScanInput } from '../conveyor/HiddenScanInput';
import { EditBoxesModal } from './EditBoxesModal';
import { ScanResultModal, type ScanResult } from './ScanResultModal';
import { STATUS_COLOUR, STATUS_LABEL } from './status';

const READY_PROMPT_MS = 2_000;
const RECENT_MAX = 19;
const REPEATED_POPUP_ID = 'box-conference-repeated';

function useRecent() {
  const [recent, setRecent] = useState<BoxConferenceRow[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    call(recentBoxConferences, { query: { limit: RECENT_MAX } })
      .then((rows) => {
        // The server lists only orders with boxes read (never a 0/13 of an order not begun).
        if (current) setRecent(rows);
      })
      .catch((error: unknown) => popup.error(failureMessage(error), { title: 'Erro ao carregar histórico de pedidos' }));
    return () => {
      current = false;
    };
  }, [version]);
  return { recent, refresh: useCallback(() => setVersion((value) => value + 1), []) };
}

function OrderSummary({ order, onEdit }: { order: BoxConferenceRow; onEdit: () => void }) {
  return (
    <Paper withBorder p="lg" radius="md" data-testid="scanned-order">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text c="dimmed">Pedido</Text>
          <Title order={2} fz={40}>
            #{order.order_id}
          </Title>
          <Text fz="lg">{order.client_name_or_trade}</Text>
          <Text c="dimmed">Rota {order.route ?? '-'}</Text>
        </Stack>
        <Badge size="xl" color={STATUS_COLOUR[order.status]}>
          {STATUS_LABEL[order.status]}
        </Badge>
      </Group>
      <SimpleGrid cols={3} mt="md">
        <Stack gap={0}>
          <Text c="dimmed">Caixas lidas</Text>
          <Text fz={36} fw={800} data-testid="read-boxes">
            {order.read_boxes}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text c="dimmed">Caixas faltando</Text>
          <Text fz={36} fw={800} data-testid="missing-boxes">
            {Math.max(0, order.total_boxes - order.read_boxes)}
          </Text>
        </Stack>
        <Button variant="light" size="lg" onClick={onEdit} style={{ alignSelf: 'center' }}>
          Editar caixas
        </Button>
      </SimpleGrid>
    </Paper>
  );
}

export function BoxConferenceScanPage() {
  const [ready, setReady] = useState(false);
  const [order, setOrder] = useState<BoxConferenceRow | null>(null);
  const [result, setResult] = useState<ScanResult | null>(null);
  const [editing, setEditing] = useState<BoxConferenceRow | null>(null);
  const { recent, refresh } = useRecent();

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), READY_PROMPT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const scan = async (code: string) => {
    if (editing) {
      popup.warning(`A caixa ${code} não foi contada: salve ou cancele a edição e leia de novo.`, { title: 'Leitura não contada' });
      return;
    }
    // A label read during the prompt starts the conference.
    setReady(true);
    try {
      const reply = await call(scanBox, { body: { tag_value: code } });
      setOrder(reply.outcome === 'recused' ? null : reply.order);
      if (reply.outcome === 'conferred') popup.success(`Conferência de ${reply.order.order_id} confirmada com sucesso!`);
      // A label read before (a second pull of the trigger, or a reply lost on the way): the
      // card shows the count the server keeps, which did not move.
      // One warning at a time: a trigger held down replaces it instead of stacking copies.
      if (reply.outcome === 'repeated') popup.warning(repeatedBoxMessage(parseBoxCode(code)!), { title: 'Caixa já lida', id: REPEATED_POPUP_ID });
      // The popup tells of the latest read: a read counted since closes an older one.
      setResult(reply.outcome === 'counted' || reply.outcome === 'repeated' ? null : { outcome: reply.outcome, orderId: reply.order.order_id });
      refresh();
    } catch (error) {
      const message = failureMessage(error);
      if (isOrderNotFinished(message)) popup.info(message);
      else popup.error(message, { title: 'Erro ao verificar ID do pedido' });
    }
  };

  const save = async (orderId: string, readBoxes: number) => {
    try {
      const row = await call(setReadBoxes, { params: { orderId }, body: { read_boxes: readBoxes } });
      if (order?.order_id === orderId) setOrder(row);
      setEditing(null);
      popup.success('Alteração realizada com sucesso.');
      refresh();
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao alterar quantidade de caixas' });
    }
  };

  return (
    <Page title="Conferência de caixas" before={<BackLink to="/painel/conferencia-de-caixas" label="Cancelar" />}>
      <Modal opened={!ready} onClose={() => setReady(true)} withCloseButton={false} centered trapFocus={false}>
        <Stack align="center" py="md">
          <Title order={2}>Pronto para iniciar a conferência</Title>
          <Button component={Link} to=".." relative="path" variant="subtle">
            Cancelar
          </Button>
        </Stack>
      </Modal>
      <HiddenScanInput onScan={(code) => void scan(code)} />
      {order ? (
        <OrderSummary order={order} onEdit={() => setEditing(order)} />
      ) : (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center" fz="xl" c="dimmed">
            Bipe uma caixa para começar.
          </Text>
        </Paper>
      )}
      <Stack gap="xs">
        <Title order={3}>Ultimas leituras</Title>
        {recent.length === 0 ? (
          <Text c="dimmed">Sem caixas conferidas pendentes</Text>
        ) : (
          recent.length > 1 && (
            <Group gap="xs">
              {recent.map((row) => (
                <Badge key={row.order_id} variant="light" color={STATUS_COLOUR[row.status]} size="lg">
                  #{row.order_id} · {row.read_boxes}/{row.total_boxes}
                </Badge>
              ))}
            </Group>
          )
        )}
      </Stack>
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pedido</Table.Th>
              <Table.Th>Cliente</Table.Th>
              <Table.Th>Rota</Table.Th>
              <Table.Th>Caixas lidas</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recent.map((row) => (
              <Table.Tr key={row.order_id}>
                <Table.Td>{row.order_id}</Table.Td>
                <Table.Td>{row.client_name_or_trade}</Table.Td>
                <Table.Td>{row.route ?? '-'}</Table.Td>
                <Table.Td>
                  {row.read_boxes} de {row.total_boxes}
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" onClick={() => setEditing(row)}>
                    Editar
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <EditBoxesModal row={editing} onClose={() => setEditing(null)} onSave={(orderId, value) => void save(orderId, value)} />
      <ScanResultModal result={result} onClose={() => setResult(null)} />
    </Page>
  );
}
