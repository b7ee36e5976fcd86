// CLI: `npm run server`. Reads PORT, HOST, DATABASE_URL, DATA_DIR, SEED_DEMO, JWT_SECRET,
// TZ_CENTRE, LOG_LEVEL, RENDERER_DIR from the environment.
import { configFromEnv, startServer } from './start';

const config = configFromEnv();
const server = await startServer(config);
const where = config.databaseUrl ? 'PostgreSQL' : config.inMemory ? 'PGlite em memória' : `PGlite em ${config.dataDir}`;
console.log(`Doca pronto em ${server.url} (banco: ${where})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
