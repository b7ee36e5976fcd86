// memo's comparison for a dialog that stays mounted closed: while it is closed nothing it would
// show can be seen, so a parent's render (a scan, the card moving to the next item) skips it;
// the render that opens it takes every prop as it is then.
export function sameWhileClosed<Props extends { opened: boolean }>(before: Props, after: Props): boolean {
  if (before.opened !== after.opened) return false;
  if (!after.opened) return true;
  return (Object.keys(after) as (keyof Props)[]).every((key) => Object.is(before[key], after[key]));
}
