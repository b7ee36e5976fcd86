// The server side of the scanner lock (spec/operator.md §4 'Scanner lock'): while a lost
// pre-picking of the picker is pending, scans into items are refused; a scan refused as a
// lost pre-picking raises that alert (after the scan's transaction rolled back).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { LostPrePickingError, scannerLocked } from './lost';
import { pushAlert } from './push';
import { hasPendingLostPrePicking, raiseLostPrePicking } from './service';

export async function scanUnlessLocked<T>(
  server: FastifyInstance,
  app: AppContext,
  userId: number,
  target: { workId: number; itemId: number },
  scan: () => Promise<T>,
): Promise<T> {
  if (await hasPendingLostPrePicking(app.db, userId)) throw scannerLocked();
  try {
    return await scan();
  } catch (error) {
    if (error instanceof LostPrePickingError) {
      const alert = await raiseLostPrePicking(app, userId, { ...target, tagId: error.tagId, usedInOrderId: error.usedInOrderId });
      if (alert) {
        pushAlert(server, alert);
        // Raised by a refused (4xx) scan, which the automatic panel notice skips.
        server.panelChanges.notify(['alerts']);
      }
    }
    throw error;
  }
}
