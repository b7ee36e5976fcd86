// 'Itens do pedido' (spec/panel.md §2, §4 'Item status'): one section per step ('Etapa n'
// or 'Itens sem etapa') and, inside it, the items of each separator in an expandable table.
// 'Editar' ('Editar item separado') shows for separated items of unfinished orders only; an
// item with pre-picking opens its tags and the share read from unique tags under its row.
import { Fragment, useState } from 'react';
import { Accordion, Badge, Button, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import type { OrderItem, OrderStep } from '@shared/contract/orders';
import { CHECKING_STATUS, ITEM_STATUS } from '@shared/domain/statuses';
import { formatDuration, pluralPt } from '@shared/format';
import { ItemPrePickings } from './ItemPrePickings';
import { quantityText } from './orderLabels';

const ITEM_STATUS_BADGE: Record<number, { label: string; colour: string }> = {
  [ITEM_STATUS.pending]: { label: 'Em separação', colour: 'blue' },
  [ITEM_STATUS.separated]: { label: 'Concluído', colour: 'green' },
  [ITEM_STATUS.totalBreak]: { label: 'Quebra total', colour: 'red' },
  [ITEM_STATUS.partialBreak]: { label: 'Quebra parcial', colour: 'orange' },
  [ITEM_STATUS.replenished]: { label: 'Reposto', colour: 'teal' },
};

/** §4: hidden for total breaks and for separated or loaded orders; only items already separated. */
export function mayEditItem(item: OrderItem, checkingStatus: number | null): boolean {
  if (checkingStatus === CHECKING_STATUS.separated || checkingStatus === CHECKING_STATUS.loaded) return false;
  return item.status === ITEM_STATUS.separated || item.status === ITEM_STATUS.partialBreak;
}

/**
 * The accordion's value of one separator's items. Items nobody picked yet come with
 * `username: null`, and Mantine refuses an empty value (it threw and took the page down),
 * so each value is prefixed: no username can collide with the unpicked group's.
 */
function separatorKey(group: OrderStep['separators'][number]): string {
  return group.username === null ? 'unpicked' : `picker:${group.username}`;
}

interface Props {
  steps: OrderStep[];
  checkingStatus: number | null;
  /** No 'Editar' buttons: the order is cancelled or the user may not change it. */
  readOnly: boolean;
  onEdit: (item: OrderItem) => void;
}

export function OrderItems({ steps, checkingStatus, readOnly, onEdit }: Props) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Itens do pedido
      </Title>
      {steps.map((step) => {
        const count = step.separators.reduce((sum, group) => sum + group.items.length, 0);
        return (
          <Stack key={step.level ?? 'none'} gap={6}>
            <Group gap="xs">
              <Text fw={700}>{step.level === null ? 'Itens sem etapa' : `Etapa ${step.level}`}</Text>
              {step.level !== null && (
                <Badge variant="light" color={step.is_finished ? 'green' : 'gray'}>
                  {step.is_finished ? 'Confirmada' : 'Em aberto'}
                </Badge>
              )}
              {step.accounted_boxes !== null && <Badge variant="outline">{pluralPt(step.accounted_boxes, 'caixa', 'caixas')}</Badge>}
              <Text size="sm" c="dimmed">
                {pluralPt(count, 'item', 'itens')}
              </Text>
            </Group>
            <Accordion variant="separated" multiple defaultValue={step.separators.map(separatorKey)}>
              {step.separators.map((group) => (
                <Accordion.Item key={separatorKey(group)} value={separatorKey(group)}>
                  <Accordion.Control>
                    <Text size="sm" fw={600}>
                      {group.username ?? 'Sem separador'} · {pluralPt(group.items.length, 'item', 'itens')}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <ItemsTable items={group.items} onEdit={readOnly ? undefined : onEdit} checkingStatus={checkingStatus} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        );
      })}
    </Stack>
  );
}

const COLUMNS = 8;

function ItemsTable({ items, checkingStatus, onEdit }: { items: OrderItem[]; checkingStatus: number | null; onEdit?: (item: OrderItem) => void }) {
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={52} />
            <Table.Th>Produto</Table.Th>
            <Table.Th>Pedido</Table.Th>
            <Table.Th>Separado</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Tempo</Table.Th>
            <Table.Th>Método</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const badge = ITEM_STATUS_BADGE[item.status] ?? { label: String(item.status), colour: 'gray' };
            return (
              <Fragment key={item.id}>
                <Table.Tr>
                  <Table.Td>{item.image && <Image src={item.image} alt="" w={40} h={40} fit="contain" />}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {item.name}
                    </Text>
                    <Group gap={4}>
                      <Text size="xs" c="dimmed">
                        SKU {item.sku}
                      </Text>
                      {item.has_pre_picking && (
                        <Button
                          size="compact-xs"
                          variant={opened.has(item.id) ? 'filled' : 'light'}
                          onClick={() => toggle(item.id)}
                          aria-expanded={opened.has(item.id)}
                          aria-label={`Pre pickings de ${item.name}`}
                        >
                          Pre picking
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{quantityText(item.converted_quantity ?? item.quantity, item.type)}</Table.Td>
                  <Table.Td>{quantityText(item.confirmed_quantity, item.type)}</Table.Td>
                  <Table.Td>
                    <Badge color={badge.colour} variant="light">
                      {badge.label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{item.separated_time_secs === null ? '-' : formatDuration(item.separated_time_secs)}</Table.Td>
                  <Table.Td>{item.separation_method === 'scanning' ? 'Bipado' : item.separation_method === 'manual' ? 'Manual' : '-'}</Table.Td>
                  <Table.Td>
                    {onEdit && mayEditItem(item, checkingStatus) && (
                      <Button size="compact-xs" variant="light" onClick={() => onEdit(item)} aria-label={`Editar ${item.name}`}>
                        Editar
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
                {opened.has(item.id) && (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS}>
                      <ItemPrePickings itemId={item.id} name={item.name} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
