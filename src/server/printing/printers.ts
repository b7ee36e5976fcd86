// Which printer takes a route colour's labels (the panel's 'Impressoras' settings: one printer
// per colour) and the send that turns any transport failure into the spec's message.
// A printer's name is its network address, 'host' or 'host:port'. BRANCA ("no route") has two
// white printers: its name lists both, comma separated, and the picker's choice (1 or 2)
// picks one; with a single address both choices print there.
import { eq } from 'drizzle-orm';
import { WHITE_ROUTE_COLOUR } from '../../shared/domain/route-colours';
import type { DbOrTx } from '../db/client';
import { printers } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { parsePrinterAddress, sendRaw } from './transport';

/** spec/operator.md §8: 'Deu erro pra mandar a impressão' / 'Dá um alô pro time de tech'. */
export const PRINT_FAILED = 'Deu erro pra mandar a impressão. Dá um alô pro time de tech';

export interface ChosenPrinter {
  /** The printer's configured name, as recorded with each print. */
  name: string;
  /** The one address this job goes to. */
  address: string;
}

export function choosePrinter(name: string, colour: string, choice: 1 | 2 | null): ChosenPrinter {
  const addresses = name.split(',').map((part) => part.trim()).filter(Boolean);
  const index = colour === WHITE_ROUTE_COLOUR && choice === 2 && addresses.length > 1 ? 1 : 0;
  return { name, address: addresses[index] ?? name };
}

/** The printer configured for a route colour, or a 400 naming the colour. */
export async function printerForColour(db: DbOrTx, colour: string, choice: 1 | 2 | null = null): Promise<ChosenPrinter> {
  const [row] = await db.select({ name: printers.printerName }).from(printers).where(eq(printers.colorRoute, colour));
  if (!row) throw badRequest(`Nenhuma impressora configurada para a cor ${colour}`);
  return choosePrinter(row.name, colour, choice);
}

/** Sends the job; a printer that cannot be reached is a 502 with the spec's message. */
export async function printOrFail(printer: ChosenPrinter, document: string, timeoutMs?: number): Promise<void> {
  try {
    await sendRaw(parsePrinterAddress(printer.address), document, timeoutMs);
  } catch (error) {
    console.warn(`printer ${printer.address} refused a job: ${(error as Error).message}`);
    throw new HttpError(502, PRINT_FAILED);
  }
}
