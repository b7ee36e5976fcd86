// A dialog that is built the first time it opens, not while it has never been open. Closed,
// Mantine's Modal still renders its portal (mounted by a layout effect, which renders it a
// second time in the same commit), its scroll lock and its box: four closed dialogs on the
// picking screen's card were part of the first frame a tablet waits for when the app opens
// (bench/first-load.ts). Once built it stays, so that it closes with its transition and
// opens again without being built anew.
import { useState } from 'react';
import { Modal, type ModalProps } from '@mantine/core';

/** Mantine's Modal, built from the first time `opened` is true. */
export function ModalBuiltWhenOpened(props: ModalProps) {
  const [openedBefore, setOpenedBefore] = useState(props.opened);
  // Set during render: React renders again at once, before anything is committed.
  if (props.opened && !openedBefore) setOpenedBefore(true);
  return props.opened || openedBefore ? <Modal {...props} /> : null;
}
