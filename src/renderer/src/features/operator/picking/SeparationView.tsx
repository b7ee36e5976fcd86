// The order being picked: header, the current item (with a preview of the next), and the
// 'Separados' and 'Quebras' tabs (spec/operator.md §2 'Order separation'). Each part reads its
// own slice of the store (picking-selectors.ts), so a scan renders what it changed, not the view.
import { memo, useDeferredValue } from 'react';
import { Badge, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { PickingItem } from '@shared/contract/picking';
import { ItemCard } from './ItemCard';
import { scansAt, useRunningGroup } from './running-group';
import { ScannerCard } from './ScannerCard';
import { OrderHeader } from './OrderHeader';
import { usePicking } from './picking-store';
import { useCurrentItem, useItemCount, useListedItems, useNextItem } from './picking-selectors';
import classes from './SeparationView.module.css';

const NO_ITEMS: PickingItem[] = [];

/** A tab's items as small cards, or a line saying there are none (an empty tab looked broken). */
function ListedItems({ items, empty }: { items: PickingItem[]; empty: string }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    );
  }
  return <SimpleGrid cols={{ base: 1, md: 2 }}>{items.map((item) => <ItemCard key={item.id} item={item} size="small" className={classes.listed} />)}</SimpleGrid>;
}

/** The tabs' lists, memoized on the items they list. */
const ItemTabLists = memo(function ItemTabLists({ separated, broken }: { separated: PickingItem[]; broken: PickingItem[] }) {
  return (
    <Tabs defaultValue="separated" keepMounted={false}>
      <Tabs.List grow>
        <Tabs.Tab value="separated" fz="lg" rightSection={<Badge variant="light">{separated.length}</Badge>}>
          Separados
        </Tabs.Tab>
        <Tabs.Tab value="breaks" fz="lg" rightSection={<Badge variant="light" color="red">{broken.length}</Badge>}>
          Quebras
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="separated" pt="md">
        <ListedItems items={separated} empty="Nenhum item separado ainda." />
      </Tabs.Panel>
      <Tabs.Panel value="breaks" pt="md">
        <ListedItems items={broken} empty="Nenhuma quebra neste pedido." />
      </Tabs.Panel>
    </Tabs>
  );
});

/**
 * The 'Separados' and 'Quebras' tabs. They follow the card a frame later: on a tablet's CPU the
 * frame that answers a scan, and the first one of the screen, paint the card the picker scans
 * into without waiting for the list under it (bench/picking-screen.ts, bench/first-load.ts);
 * in the screen's first frame not even the tabs are built. A scan that only adds a weighing
 * leaves both lists as they were and renders neither.
 */
function ItemTabs() {
  const separated = useDeferredValue(useListedItems('separated'), NO_ITEMS);
  const broken = useDeferredValue(useListedItems('broken'), NO_ITEMS);
  const afterFirstFrame = useDeferredValue(true, false);
  return afterFirstFrame ? <ItemTabLists separated={separated} broken={broken} /> : null;
}

function ItemCount() {
  const { done, total } = useItemCount();
  return (
    <Text fz="lg" c="dimmed">
      {done} de {total} itens
    </Text>
  );
}

/** The item to pick now: the scanner card where the group scans, else the fast-track card. */
function CurrentItem() {
  const { item, step } = useCurrentItem();
  const group = useRunningGroup((store) => store.group);
  const busy = usePicking((store) => store.busy);
  const confirmItem = usePicking((store) => store.confirmItem);
  const openDialog = usePicking((store) => store.openDialog);
  if (!item) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text fz="xl" fw={700}>
          Todos os itens desta etapa foram separados.
        </Text>
      </Paper>
    );
  }
  if (scansAt(group, step)) return <ScannerCard itemId={item.id} />;
  return <ItemCard item={item} busy={busy} onConfirm={() => void confirmItem(item)} onBreak={() => openDialog({ kind: 'break', item })} />;
}

/**
 * The next item's preview. It changes in place when the card moves on, in the frame that shows
 * the new item (one that named the item now on the card, or showed no preview, would be wrong
 * for a frame); it first appears a frame after the card, like the tabs.
 */
function NextItem() {
  const next = useNextItem();
  const afterFirstFrame = useDeferredValue(true, false);
  if (!next || !afterFirstFrame) return null;
  return (
    <Stack gap={4}>
      <Text fw={700} c="dimmed">
        Próximo item
      </Text>
      <ItemCard item={next} size="small" />
    </Stack>
  );
}

function OrderOnScreen() {
  const order = usePicking((store) => store.state?.order);
  const work = usePicking((store) => store.state?.work);
  return order && work ? <OrderHeader order={order} work={work} /> : null;
}

export function SeparationView() {
  return (
    <Stack gap="lg">
      <OrderOnScreen />
      <ItemCount />
      <CurrentItem />
      <NextItem />
      <ItemTabs />
    </Stack>
  );
}
