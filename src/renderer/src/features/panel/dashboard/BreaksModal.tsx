// 'Quebras': the day's breaks by product and type; a product expands into its orders.
import { Accordion, Badge, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { getDashboardBreaks } from '@shared/contract/dashboard';
import { BREAK_TYPE } from '@shared/domain/statuses';
import { formatPortion } from '@shared/format';
import { call } from '@renderer/api/http';
import { usePanelLoaded } from '@renderer/hooks/usePanelLoaded';
import { DASHBOARD_BREAKS_POLL_MS } from './polling';

const loadBreaks = (signal: AbortSignal) => call(getDashboardBreaks, undefined, { signal });

function BreakList() {
  const { data } = usePanelLoaded(loadBreaks, 'Erro ao buscar dados de quebra', 'breaks', DASHBOARD_BREAKS_POLL_MS);
  if (!data) return <Loader m="md" />;
  if (data.data.length === 0) return <Text c="dimmed">Nenhuma quebra</Text>;
  return (
    <Accordion variant="separated" chevronPosition="left">
      {data.data.map((group) => (
        <Accordion.Item key={`${group.name}-${group.type}`} value={`${group.name}-${group.type}`}>
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{group.name}</Text>
              <Group gap={6} wrap="nowrap">
                <Badge color={group.type === BREAK_TYPE.total ? 'red' : 'orange'} variant="light">
                  {group.type === BREAK_TYPE.total ? 'Quebra total' : 'Quebra parcial'}
                </Badge>
                <Badge variant="filled" color="gray">
                  {group.quantity_breaks}
                </Badge>
              </Group>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Table fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Pedido</Table.Th>
                  <Table.Th>Separador</Table.Th>
                  <Table.Th ta="right">Quantidade</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.items.map((item, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>#{item.order}</Table.Td>
                    <Table.Td>{item.separator ?? '-'}</Table.Td>
                    <Table.Td ta="right">{formatPortion(item.quantity_break, group.unity_product_base)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export function BreaksModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Quebras" size="lg">
      {opened && <BreakList />}
    </Modal>
  );
}
