// The broken items of an order (the expanded row): image, name, what is missing with its
// unit, and the item's state or its action ('Repor').
import { ActionIcon, Badge, Collapse, Group, Image, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Runout } from '@shared/contract/breaks';
import { IconChevronDown } from '@renderer/components/icons';
import { formatQuantity } from '@renderer/features/operator/picking/quantity';
import { BREAK_TYPE } from '@shared/domain/statuses';

export const BREAK_TYPE_LABEL: Record<number, string> = { [BREAK_TYPE.total]: 'Quebra total', [BREAK_TYPE.partial]: 'Quebra parcial' };

interface RunoutListProps {
  runouts: Runout[];
  /** What the right side of a row shows: the 'Repor' button, the status, the break type. */
  aside: (runout: Runout) => ReactNode;
}

export function RunoutList({ runouts, aside }: RunoutListProps) {
  return (
    <Stack gap="xs" py="xs">
      {runouts.map((runout) => (
        <Group key={runout.id} justify="space-between" wrap="nowrap" gap="md" data-testid={`runout-${runout.item}`}>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Image src={runout.image ?? undefined} alt={runout.name} w={48} h={48} radius="sm" fit="contain" fallbackSrc="data:," />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {runout.name}
              </Text>
              <Text fz="sm" c="dimmed">
                SKU {runout.sku} · Falta {formatQuantity(runout, runout.broken_quantity)}
                {runout.repositioned_quantity > 0 && ` · Reposto ${formatQuantity(runout, runout.repositioned_quantity)}`}
              </Text>
            </Stack>
          </Group>
          {aside(runout)}
        </Group>
      ))}
    </Stack>
  );
}

export function ReplenishedBadge() {
  return (
    <Badge color="green" variant="light" size="lg" tt="none">
      Reposto
    </Badge>
  );
}

/** The chevron that opens an order's row of items. */
function ExpandButton({ open, orderId, onToggle }: { open: boolean; orderId: string; onToggle: () => void }) {
  return (
    <Tooltip label={open ? 'Esconder itens' : 'Ver itens'} position="top">
      <ActionIcon variant="subtle" onClick={onToggle} aria-label={`Itens do pedido ${orderId}`} aria-expanded={open}>
        <IconChevronDown size={18} style={{ transform: open ? undefined : 'rotate(-90deg)', transition: 'transform 150ms' }} />
      </ActionIcon>
    </Tooltip>
  );
}

/** Which orders of a table have their items open. */
export function useExpandedOrders(): { isOpen: (orderId: string) => boolean; toggle: (orderId: string) => void } {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  return {
    isOpen: (orderId) => expanded.has(orderId),
    toggle: (orderId) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(orderId)) next.add(orderId);
        return next;
      }),
  };
}

interface RunoutRowsProps extends RunoutListProps {
  orderId: string;
  testId: string;
  open: boolean;
  onToggle: () => void;
  /** The table's column count, the chevron's included. */
  colSpan: number;
  /** The order's cells after the chevron. */
  children: ReactNode;
}

/** An order's row with the chevron, and under it the row of its broken items. */
export function RunoutRows({ orderId, testId, open, onToggle, colSpan, runouts, aside, children }: RunoutRowsProps) {
  return (
    <>
      <Table.Tr data-testid={testId}>
        <Table.Td>
          <ExpandButton open={open} orderId={orderId} onToggle={onToggle} />
        </Table.Td>
        {children}
      </Table.Tr>
      <Table.Tr style={{ display: open ? undefined : 'none' }}>
        <Table.Td colSpan={colSpan} bg="gray.0">
          <Collapse in={open}>
            <RunoutList runouts={runouts} aside={aside} />
          </Collapse>
        </Table.Td>
      </Table.Tr>
    </>
  );
}
