// CLI: `npm run server`. Reads PORT, HOST, DATABASE_URL, DATA_DIR, SEED_DEMO, JWT_SECRET,
// TZ_CENTRE, LOG_LEVEL, RENDERER_DIR from the environment.
import { configFromEnv, startServer } from './start';
import { DataDirInUse } from './db/data-dir-lock';

// A promise a library leaves unhandled (a Redis publish that failed, say) is logged: by
// default Node would end the process, and with it every tablet's and station's connection.
process.on('unhandledRejection', (reason) => console.error('Doca: falha não tratada', reason));

const config = configFromEnv();
const server = await startServer(config).catch((error: unknown) => {
  // Someone started a second server on the same folder: they need the sentence, not a stack.
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});
const where = config.databaseUrl ? 'PostgreSQL' : config.inMemory ? 'PGlite em memória' : `PGlite em ${config.dataDir}`;
console.log(`Doca pronto em ${server.url} (banco: ${where})`);

/** What a stop may take: requests in flight finish, sockets close, the database closes. */
const SHUTDOWN_LIMIT_MS = 10_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Should something still hold the process, it ends anyway, saying so: a supervisor's
    // SIGKILL would come later and leave no word of why.
    setTimeout(() => {
      console.error(`Doca: o servidor não fechou em ${SHUTDOWN_LIMIT_MS / 1000} s; saindo assim mesmo.`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    void server.close().then(() => process.exit(0));
  });
}
