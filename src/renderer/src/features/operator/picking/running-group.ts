// The group the picker chose (spec/operator.md §2 'Group choice': the group and whether it
// has a scanner). Kept in the browser's storage so a reload or a tablet nap keeps it.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { SeparationGroup } from '@shared/contract/settings';

export interface RunningGroup {
  group: SeparationGroup | null;
  choose: (group: SeparationGroup) => void;
  clear: () => void;
}

export const useRunningGroup = create<RunningGroup>()(
  persist(
    (set) => ({
      group: null,
      choose: (group) => set({ group }),
      clear: () => set({ group: null }),
    }),
    { name: 'doca.running-group' },
  ),
);

/** Scanner mode is on when the group scans by camera or infrared, except on its steps without scanner. */
export function scansAt(group: SeparationGroup | null, step: number | string | null): boolean {
  if (!group || !(group.cam_scanner || group.infrared_scanner)) return false;
  return !(typeof step === 'number' && group.steps_without_scanner.includes(step));
}
