// The window's size, place and maximised state, remembered between runs for the desks
// (kiosks are always full screen). A saved place on a monitor that is no longer attached
// would open the window off screen, so bounds are only reused when they overlap a display.
import { z } from 'zod';

export const windowStateSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(400),
  height: z.number().int().min(300),
  maximized: z.boolean(),
});
export type WindowState = z.output<typeof windowStateSchema>;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How many pixels must stay on a display for the window to be reachable. */
const MIN_VISIBLE = 100;

function visibleOn(bounds: Rect, area: Rect): boolean {
  const width = Math.min(bounds.x + bounds.width, area.x + area.width) - Math.max(bounds.x, area.x);
  const height = Math.min(bounds.y + bounds.height, area.y + area.height) - Math.max(bounds.y, area.y);
  return width >= MIN_VISIBLE && height >= MIN_VISIBLE;
}

/** The state to restore, or undefined for the default place (nothing saved, or off screen). */
export function restorableState(saved: unknown, workAreas: readonly Rect[]): WindowState | undefined {
  const parsed = windowStateSchema.safeParse(saved);
  if (!parsed.success) return undefined;
  return workAreas.some((area) => visibleOn(parsed.data, area)) ? parsed.data : undefined;
}
