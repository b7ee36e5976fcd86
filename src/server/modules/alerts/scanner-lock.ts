// The server side of the scanner lock (spec/operator.md §4 'Scanner lock'): a scan refused
// as a lost pre-picking raises that alert, after the scan wrote nothing. While it is pending
// the picker's scans are refused by the scan itself (picking/scan-context.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { LostPrePickingError } from './lost';
import { pushAlert } from './push';
import { raiseLostPrePicking } from './service';

export async function reportingLostPrePicking<T>(
  server: FastifyInstance,
  app: AppContext,
  userId: number,
  target: { workId: number; itemId: number },
  scan: () => Promise<T>,
): Promise<T> {
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
