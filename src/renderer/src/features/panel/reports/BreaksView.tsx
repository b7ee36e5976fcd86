// 'Total de quebras': each separator's breaks of the period, opening into the orders and
// products broken (spec/panel.md §3 'Break report').
import { Accordion, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { BreakReport } from '@shared/contract/reports';
import { FigureCard, NoData } from './FigureCard';

export function BreaksView({ report }: { report: BreakReport }) {
  if (report.length === 0) return <NoData />;
  const total = report.reduce((sum, entry) => sum + entry.break_quantity, 0);
  return (
    <Stack>
      <Group>
        <FigureCard label="Quebras no período" value={String(total)} />
        <FigureCard label="Separadores com quebra" value={String(report.length)} />
      </Group>
      <Accordion variant="separated" multiple>
        {report.map((entry) => (
          <Accordion.Item key={entry.username} value={entry.username}>
            <Accordion.Control>
              <Group>
                <Text fw={600}>{entry.username}</Text>
                <Badge color="red" variant="light">
                  {entry.break_quantity} {entry.break_quantity === 1 ? 'quebra' : 'quebras'}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Table striped withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Pedido</Table.Th>
                    <Table.Th>Produto</Table.Th>
                    <Table.Th>Motivo</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entry.products.map((product, index) => (
                    <Table.Tr key={`${product.order_id}-${index}`}>
                      <Table.Td>{product.order_id}</Table.Td>
                      <Table.Td>{product.product.name}</Table.Td>
                      <Table.Td>{product.reason.name}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
