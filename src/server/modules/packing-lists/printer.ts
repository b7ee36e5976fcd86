// Sends a ZPL document to the printer of a route colour (the panel's 'Impressoras' settings).
// A printer's name is its network address: 'host' (raw port 9100) or 'host:port', the way a
// Zebra is reached on the centre's network (tools/printer-sink.ts stands in for one).
// One connection per job, so a printer that was off comes back by itself; a printer that
// does not take the job in time is an error the user sees, never a silent hang.
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { printers } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';

export const RAW_PRINT_PORT = 9100;
const TIMEOUT_MS = 4000;

/** The spec's print failure (spec/panel.md §8 'Romaneios'). */
export const PRINT_FAILED = 'Deu erro pra mandar a impressão. Dá um alô pro time de tech';

export function printerAddress(printerName: string): { host: string; port: number } {
  const match = /^(.+):(\d{1,5})$/.exec(printerName.trim());
  if (match) return { host: match[1]!, port: Number(match[2]) };
  return { host: printerName.trim(), port: RAW_PRINT_PORT };
}

/** Writes the whole document, then closes; rejects when the printer cannot be reached. */
export function sendRaw(printerName: string, document: string): Promise<void> {
  const { host, port } = printerAddress(printerName);
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const timer = setTimeout(() => socket.destroy(new Error(`${host}:${port} não respondeu em ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('connect', () => {
      // Documents declare UTF-8 (^CI28), so accents travel as UTF-8 bytes.
      socket.end(document, 'utf8', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
}

/** The printer configured for a route colour, or a 400 naming the colour. */
export async function printerOfColour(db: DbOrTx, colour: string): Promise<string> {
  const [row] = await db.select({ name: printers.printerName }).from(printers).where(eq(printers.colorRoute, colour));
  if (!row) throw badRequest(`Nenhuma impressora configurada para a cor ${colour}`);
  return row.name;
}

/** Sends, turning a transport failure into the spec's message (502: the printer failed, not the caller). */
export async function printOrFail(printerName: string, document: string): Promise<void> {
  try {
    await sendRaw(printerName, document);
  } catch (error) {
    console.warn(`printer ${printerName} refused a job`, error);
    throw new HttpError(502, PRINT_FAILED);
  }
}
