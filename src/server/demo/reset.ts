// npm run demo:reset: opens the database the way the server does (DATABASE_URL for
// PostgreSQL, else the PGlite folder in DATA_DIR or ./data), empties every table and seeds
// the demo centre again.
import { configFromEnv } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUse } from '../db/data-dir-lock';
import { truncateAll } from '../db/truncate';
import { DEFAULT_CENTRE_TIME_ZONE } from '../../shared/domain/operation-day';
import { seedDemo } from './seed';

async function main(): Promise<void> {
  const config = configFromEnv();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.inMemory ? undefined : config.dataDir },
    config.migrationsFolder,
  );
  try {
    const started = performance.now();
    await truncateAll(database.db);
    const summary = await seedDemo(database.db, { timeZone: config.timeZone ?? DEFAULT_CENTRE_TIME_ZONE });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite em ${config.dataDir ?? 'memória'}`;
    console.log(
      `CD de demonstração recriado (${where}) em ${seconds} s: ${summary.todayOrders} pedidos e ${summary.todayRoutes} rotas para ${summary.operationDate}, ${summary.counts.products} SKUs, ${summary.counts.users} usuários (senha demo1234).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A running server holds the folder: the sentence says what to do, a stack would not.
  console.error(error instanceof DataDirInUse ? error.message : error);
  process.exitCode = 1;
});
