// The server of bench/year-month-export.ts, in a process of its own so its resident memory is
// the export's and not the bench's (which seeded the centre). Started by fork() with the
// database in BENCH_EXPORT_URL; tells its parent its port, then, after each download, the peak
// resident memory while it streamed. Besides the app's routes it serves
// GET /bench/month-export?first&last: the panel's 'Pedidos por separador' through the same
// rows, writer and file reply as the real download, without its 6-day rule (spec/panel.md §5),
// which is what the "a month's export" asks beyond.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app';
import { keepHeapLean } from '../src/server/lean-heap';
import { createTokenService } from '../src/server/auth/tokens';
import type { AppContext } from '../src/server/context';
import { openDatabase } from '../src/server/db/client';
import { createFloorEvents } from '../src/server/floor-events';
import { sendFile } from '../src/server/http/file-reply';
import { REPORTS } from '../src/server/modules/reports/service';
import { readSettingsRow } from '../src/server/modules/settings/service';
import { xlsxReply } from '../src/server/spreadsheets/write-xlsx';
import { addDays, atLocalTime } from '../src/shared/domain/operation-day';
import { sampleMemory } from './memory';

export interface ExportMemory {
  rssBefore: number;
  peakRss: number;
}

const url = process.env.BENCH_EXPORT_URL;
if (!url || !process.send) throw new Error('year-export-server: run by bench/year-month-export.ts (fork, BENCH_EXPORT_URL)');

const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
const context: AppContext = {
  db: database.db,
  dbKind: 'postgres',
  config: { port: 0, host: '127.0.0.1', logLevel: 'silent' },
  tokens: createTokenService(randomBytes(24).toString('hex')),
  events: createFloorEvents(),
  now: () => new Date(),
};
keepHeapLean(); // as startServer does: the server's heap policy
const server = await buildApp(context);
const report = REPORTS.ordersBySeparator;
server.get<{ Querystring: { first: string; last: string } }>('/bench/month-export', async (request, reply) => {
  const { first, last } = request.query;
  const { timeZone } = await readSettingsRow(context.db);
  const period = { start: atLocalTime(first, '00:00', timeZone), end: atLocalTime(addDays(last, 1), '00:00', timeZone), zone: timeZone };
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const memory = sampleMemory();
  reply.raw.once('close', () => process.send!({ rssBefore, peakRss: memory.stop() } satisfies ExportMemory));
  const file = xlsxReply({ filename: `${report.name}-${first}_${last}.xlsx`, sheetName: report.sheetName, columns: report.columns, rows: report.rows(context.db, period) }, (error) =>
    console.error('month export failed while streaming', error),
  );
  return sendFile(reply, file);
});
await server.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: (server.server.address() as AddressInfo).port });
process.on('disconnect', () => {
  void server.close().then(() => database.close()).then(() => process.exit(0));
});
