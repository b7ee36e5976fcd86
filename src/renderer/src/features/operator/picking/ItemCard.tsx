// The fast-track item card (spec/operator.md §2 'Fast-track item card'): image, name,
// quantity, instructions with see more/less, 'Quebra' and 'Confirmar'; confirmed items show
// a confirmed icon. Also used, without buttons, in the 'Separados' and 'Quebras' tabs.
import { memo, useState } from 'react';
import { Anchor, Badge, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { PickingItem } from '@shared/contract/picking';
import { ITEM_STATUS } from '@shared/domain/statuses';
import { formatQuantity } from './quantity';
import { isConfirmed } from './flow';
import { ITEM_PICTURE } from './item-picture';

function Instructions({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > 80;
  return (
    <Text fz="lg">
      <b>Obs:</b> {open || !long ? text : `${text.slice(0, 80)}…`}{' '}
      {long && (
        <Anchor component="button" type="button" onClick={() => setOpen(!open)}>
          {open ? 'ver menos' : 'ver mais'}
        </Anchor>
      )}
    </Text>
  );
}

const STATUS_BADGE: Partial<Record<number, { label: string; color: string }>> = {
  [ITEM_STATUS.separated]: { label: '✓ Separado', color: 'green' },
  [ITEM_STATUS.totalBreak]: { label: 'Quebra Total', color: 'red' },
  [ITEM_STATUS.partialBreak]: { label: 'Quebra Parcial', color: 'orange' },
  [ITEM_STATUS.replenished]: { label: 'Reposto', color: 'blue' },
};

interface ItemCardProps {
  item: PickingItem;
  size?: 'large' | 'small';
  busy?: boolean;
  onConfirm?: () => void;
  onBreak?: () => void;
  className?: string;
}

/** Memoized: a scan changes one item, and the cards of the others (the 'Separados' list) stay as they are. */
export const ItemCard = memo(function ItemCard({ item, size = 'large', busy, onConfirm, onBreak, className }: ItemCardProps) {
  const large = size === 'large';
  const badge = STATUS_BADGE[item.status];
  return (
    <Paper className={className} withBorder radius="md" p={large ? 'lg' : 'sm'} shadow={large ? 'sm' : undefined} data-testid={`item-${item.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Image src={item.image ?? undefined} alt={item.name} w={large ? ITEM_PICTURE : 72} h={large ? ITEM_PICTURE : 72} radius="sm" fit="contain" fallbackSrc="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'/>" />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          {/* A word longer than the column (on a phone, 'Parboilizado' beside the picture) breaks instead of running past the card. */}
          <Text fz={large ? 26 : 'lg'} fw={800} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          <Text c="dimmed">SKU {item.sku}</Text>
          <Text fz={large ? 30 : 'lg'} fw={800}>
            {formatQuantity(item, item.quantity)}
          </Text>
          {item.confirmed_quantity !== null && item.status !== ITEM_STATUS.pending && (
            <Text fz="lg">Confirmado: {formatQuantity(item, item.confirmed_quantity)}</Text>
          )}
          {item.instructions && <Instructions text={item.instructions} />}
          {badge && (
            <Badge size="lg" color={badge.color} variant={isConfirmed(item) ? 'filled' : 'light'}>
              {badge.label}
            </Badge>
          )}
        </Stack>
      </Group>
      {(onConfirm || onBreak) && (
        <Group grow mt="lg">
          {onBreak && (
            <Button size="xl" h={64} color="red" variant="outline" onClick={onBreak} disabled={busy}>
              Quebra
            </Button>
          )}
          {onConfirm && (
            <Button size="xl" h={64} onClick={onConfirm} loading={busy}>
              Confirmar
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
});
