// A dialog that is built the first time it opens, not while it has never been open. Closed,
// Mantine's Modal still renders its portal (a node added to the page, and a second render to
// fill it), its scroll lock and its box: the picking screen's closed dialogs took a share of
// the first frame a tablet waits for when the app opens (bench/first-load.ts). Once built it
// stays, so that it closes with its transition and opens again without being built anew.
import { useState, type ReactNode } from 'react';

/** Whether a dialog shown while `opened` has ever been open: until then it need not exist. */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedBefore, setOpenedBefore] = useState(opened);
  // Set during render: React renders again at once, before anything is committed.
  if (opened && !openedBefore) setOpenedBefore(true);
  return opened || openedBefore;
}

/** Renders `children` (a dialog shown while `opened`) from the first time `opened` is true. */
export function BuiltWhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  return useOpenedOnce(opened) ? children : null;
}
