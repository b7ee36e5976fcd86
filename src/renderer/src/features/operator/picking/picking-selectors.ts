// What each part of the order's screen reads from the picking store, as narrowly as it can. A
// scan replaces one item in the store; a part renders again only when what it shows changed,
// and an accepted scan renders the weighings and what is left to scan, not the card, the list
// or the screen around them (bench/picking-screen.ts: on a tablet's slowed CPU the renders of
// parts that did not change held back the frame with the answer).
import { useShallow } from 'zustand/react/shallow';
import type { PickingItem, PickingStep } from '@shared/contract/picking';
import { ITEM_STATUS } from '@shared/domain/statuses';
import { currentItems, findItem, listedItems, stepKeyOf } from './flow';
import { usePicking } from './picking-store';
import { formatQuantity } from './quantity';

const NO_STEPS: PickingStep[] = [];
const stepsIn = (store: ReturnType<typeof usePicking.getState>) => store.state?.steps ?? NO_STEPS;

/** The item as the store holds it now; another item's scan leaves it as it was. */
export const usePickingItem = (itemId: number): PickingItem | undefined => usePicking((store) => findItem(stepsIn(store), itemId));

/** The item as it stands in the store, outside React (what a read is checked against). */
export const pickingItemNow = (itemId: number): PickingItem | undefined => findItem(stepsIn(usePicking.getState()), itemId);

/** Whether anything was scanned into the item: the weighings' table and 'Limpar' follow it, not each scan. */
export const useHasWeighings = (itemId: number): boolean => usePicking((store) => (findItem(stepsIn(store), itemId)?.weighings.length ?? 0) > 0);

/** The item to pick now and the key of its step (whether the group scans there). */
export const useCurrentItem = (): { item: PickingItem | null; step: PickingStep['step'] | null } =>
  usePicking(
    useShallow((store) => {
      const steps = stepsIn(store);
      const { current } = currentItems(steps);
      return { item: current, step: current ? stepKeyOf(steps, current) : null };
    }),
  );

/** The preview of the item after the current one. */
export const useNextItem = (): PickingItem | null => usePicking((store) => currentItems(stepsIn(store)).next);

/** Items done and in all: 'N de M itens'. */
export const useItemCount = (): { done: number; total: number } =>
  usePicking(
    useShallow((store) => {
      const all = stepsIn(store).flatMap((step) => step.items);
      return { done: all.filter((item) => item.status !== ITEM_STATUS.pending).length, total: all.length };
    }),
  );

/** One tab's items; the same list (item by item) while scans only add weighings to a pending item. */
export const useListedItems = (tab: 'separated' | 'broken'): PickingItem[] => usePicking(useShallow((store) => listedItems(stepsIn(store))[tab]));

/** What the scanner card writes of its product: fixed for the item, whatever is scanned. */
export const useScannedProduct = (itemId: number) =>
  usePicking(
    useShallow((store) => {
      const item = findItem(stepsIn(store), itemId);
      return {
        image: item?.image ?? null,
        name: item?.name ?? '',
        productBaseId: item?.product_base_id ?? 0,
        sku: item?.sku ?? 0,
        quantity: item ? formatQuantity(item, item.quantity) : '',
      };
    }),
  );
