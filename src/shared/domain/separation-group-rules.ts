// The scanner rules of a separation group edit (spec/panel.md §4 'Scanner rules in group
// edit'), shared so the panel asks for the two-factor code exactly when the server needs it.

export interface GroupScanning {
  camScanner: boolean;
  infraredScanner: boolean;
  /** Steps picked without scanning (the steps unticked in the scanner-steps dialog). */
  stepsWithoutScanner: readonly number[];
}

export const hasScanner = (group: Pick<GroupScanning, 'camScanner' | 'infraredScanner'>): boolean =>
  group.camScanner || group.infraredScanner;

/**
 * An edit that takes scanning away needs a two-factor code: turning the scanner off while
 * one was on, or adding steps to the steps picked without scanner.
 */
export function editNeedsTwoFactor(before: GroupScanning, after: GroupScanning): boolean {
  // A group without a scanner scanned no step: anything after it takes nothing away.
  if (!hasScanner(before)) return false;
  if (!hasScanner(after)) return true;
  const original = new Set(before.stepsWithoutScanner);
  return after.stepsWithoutScanner.some((step) => !original.has(step));
}
