// CLI: `npm run server`. Reads PORT, HOST, DATABASE_URL, DATA_DIR, SEED_DEMO, JWT_SECRET,
// TZ_CENTRE, LOG_LEVEL, RENDERER_DIR from the environment.
import { configFromEnv, startServer } from './start';
import { DataDirInUse } from './db/data-dir-lock';

const config = configFromEnv();
const server = await startServer(config).catch((error: unknown) => {
  // Someone started a second server on the same folder: they need the sentence, not a stack.
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});
const where = config.databaseUrl ? 'PostgreSQL' : config.inMemory ? 'PGlite em memória' : `PGlite em ${config.dataDir}`;
console.log(`Doca pronto em ${server.url} (banco: ${where})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
