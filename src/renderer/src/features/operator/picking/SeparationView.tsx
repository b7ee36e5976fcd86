// The order being picked: header, the current item (with a preview of the next), and the
// 'Separados' and 'Quebras' tabs (spec/operator.md §2 'Order separation').
import { memo, useDeferredValue } from 'react';
import { Badge, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { PickingState } from '@shared/contract/picking';
import { ITEM_STATUS } from '@shared/domain/statuses';
import { currentItems, isBreak } from './flow';
import { ItemCard } from './ItemCard';
import { scansAt, useRunningGroup } from './running-group';
import { ScannerCard } from './ScannerCard';
import { OrderHeader } from './OrderHeader';
import { usePicking } from './picking-store';
import classes from './SeparationView.module.css';

const stepOf = (state: PickingState, itemId: number) =>
  state.steps.find((step) => step.items.some((item) => item.id === itemId))?.step ?? null;

const NO_STEPS: PickingState['steps'] = [];

/** The 'Separados' and 'Quebras' tabs; memoized, they render only when the steps they list change. */
const ItemTabs = memo(function ItemTabs({ steps }: { steps: PickingState['steps'] }) {
  const all = steps.flatMap((step) => step.items);
  const separated = all.filter((item) => item.status === ITEM_STATUS.separated);
  const broken = all.filter(isBreak);
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
        <SimpleGrid cols={{ base: 1, md: 2 }}>{separated.map((item) => <ItemCard key={item.id} item={item} size="small" className={classes.listed} />)}</SimpleGrid>
      </Tabs.Panel>
      <Tabs.Panel value="breaks" pt="md">
        <SimpleGrid cols={{ base: 1, md: 2 }}>{broken.map((item) => <ItemCard key={item.id} item={item} size="small" className={classes.listed} />)}</SimpleGrid>
      </Tabs.Panel>
    </Tabs>
  );
});

export function SeparationView({ state }: { state: PickingState }) {
  const busy = usePicking((store) => store.busy);
  const confirmItem = usePicking((store) => store.confirmItem);
  const openDialog = usePicking((store) => store.openDialog);
  const group = useRunningGroup((store) => store.group);
  const { current } = currentItems(state.steps);
  const scanning = current !== null && scansAt(group, current.pre_boxed ? 'pre_boxed' : stepOf(state, current.id));
  const all = state.steps.flatMap((step) => step.items);
  // The next item's preview and the tabs follow the card a frame later: on a tablet's CPU the
  // frame that answers a scan, and the first one of the screen, paint the card the picker
  // scans into without waiting for what is under it (bench/picking-screen.ts,
  // bench/first-load.ts).
  const listedSteps = useDeferredValue(state.steps, NO_STEPS);
  // Until it catches up, the preview would name the item now on the card: none meanwhile.
  const { next: listedNext } = currentItems(listedSteps);
  const next = listedNext?.id === current?.id ? null : listedNext;
  const done = all.length - all.filter((item) => item.status === ITEM_STATUS.pending).length;

  return (
    <Stack gap="lg">
      <OrderHeader order={state.order} work={state.work} />
      <Text fz="lg" c="dimmed">
        {done} de {all.length} itens
      </Text>
      {current && scanning ? (
        <ScannerCard item={current} />
      ) : current ? (
        <ItemCard
          item={current}
          busy={busy}
          onConfirm={() => void confirmItem(current)}
          onBreak={() => openDialog({ kind: 'break', item: current })}
        />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Text fz="xl" fw={700}>
            Todos os itens desta etapa foram separados.
          </Text>
        </Paper>
      )}
      {next && (
        <Stack gap={4}>
          <Text fw={700} c="dimmed">
            Próximo item
          </Text>
          <ItemCard item={next} size="small" />
        </Stack>
      )}
      <ItemTabs steps={listedSteps} />
    </Stack>
  );
}
