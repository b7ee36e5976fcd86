// The checker's queue: orders waiting for conference, and a field to type or scan an order
// number (a box label 'orderId;box' works too) to open it. A beginner's order they conferred
// themselves is marked 'Revisão': it waits for a checker's review.
import { Badge, Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { listWaitingOrders } from '@shared/contract/conference';
import { formatDateTime } from '@shared/format';
import { parseBoxCode } from '@shared/scan/box-code';
import { call } from '@renderer/api/http';
import { useSession } from '@renderer/app/session';
import { useLoaded } from '@renderer/hooks/useLoaded';

const REFRESH_MS = 7000;

export function WaitingOrders() {
  const navigate = useNavigate();
  const login = useSession((state) => state.login);
  const load = useCallback((signal: AbortSignal) => call(listWaitingOrders, {}, { signal }), []);
  const { data, failed, reload } = useLoaded(load, 'Erro ao buscar pedidos', { refreshMs: REFRESH_MS });
  const [code, setCode] = useState('');

  const open = (orderId: string) => navigate(`/operacao/conferencia/${encodeURIComponent(orderId)}`);
  function submit(event: FormEvent) {
    event.preventDefault();
    const orderId = parseBoxCode(code)?.orderId ?? code.trim();
    if (orderId) open(orderId);
  }

  return (
    <>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit}>
        <Group align="flex-end">
          <TextInput
            label="Número do pedido"
            placeholder="Digite ou bipe o pedido"
            size="lg"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            style={{ flex: 1 }}
            data-autofocus
          />
          <Button type="submit" size="lg" disabled={!code.trim()}>
            Conferir
          </Button>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Text fw={700} fz="lg" mb="sm">
          Pedidos aguardando conferência
        </Text>
        {failed && !data ? (
          <Group>
            <Text>Erro ao buscar dados</Text>
            <Button variant="light" onClick={reload}>
              Tentar novamente
            </Button>
          </Group>
        ) : data && data.results.length === 0 ? (
          <Text c="dimmed">Nenhum pedido aguardando conferência</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover fz="md" aria-label="Pedidos aguardando conferência">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>N° do pedido</Table.Th>
                  <Table.Th>Cliente</Table.Th>
                  <Table.Th>Rota</Table.Th>
                  <Table.Th>Separador</Table.Th>
                  <Table.Th>Caixas</Table.Th>
                  <Table.Th>Separado em</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.results.map((order) => (
                  <Table.Tr key={order.order_id}>
                    <Table.Td>
                      {order.order_id}
                      {order.awaiting_review && (
                        <Badge ml="xs" color="blue" title="Conferido pelo separador iniciante: aguarda a revisão de um conferente">
                          Revisão
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{order.client_name}</Table.Td>
                    <Table.Td>{order.route ?? 'SEM ROTA'}</Table.Td>
                    <Table.Td>{order.separator ?? '-'}</Table.Td>
                    <Table.Td>{order.boxes_number ?? '-'}</Table.Td>
                    <Table.Td>{formatDateTime(order.separated_at)}</Table.Td>
                    <Table.Td>
                      {order.checking_by === login ? (
                        <Button size="sm" variant="light" onClick={() => open(order.order_id)} aria-label={`Continuar conferência do pedido ${order.order_id}`}>
                          Continuar
                        </Button>
                      ) : order.checking_by ? (
                        <Text c="dimmed" fz="sm">
                          Em conferência por {order.checking_by}
                        </Text>
                      ) : (
                        <Button size="sm" onClick={() => open(order.order_id)} aria-label={`Conferir pedido ${order.order_id}`}>
                          Conferir
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </>
  );
}
