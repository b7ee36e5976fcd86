// Imports a spreadsheet into the centre's database from the command line, for centres
// without an ERP link:   npm run import -- <clients|products|routes|orders> <file.xlsx|file.csv>
// Opens the database like the server (DATABASE_URL, else PGlite in DATA_DIR or ./data).
// Stop the all-in-one server first when it uses the embedded database (one process at a time).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { IMPORT_FILE_KINDS } from '../src/shared/contract/integration';
import { configFromEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createTokenService } from '../src/server/auth/tokens';
import { createFloorEvents } from '../src/server/floor-events';
import { HttpError } from '../src/server/http/errors';
import { importFile, type ImportKind } from '../src/server/modules/integration/file-import';

const [kind, file] = process.argv.slice(2);
if (!kind || !file || !(IMPORT_FILE_KINDS as readonly string[]).includes(kind)) {
  console.error(`Uso: npm run import -- <${IMPORT_FILE_KINDS.join('|')}> <arquivo.xlsx|arquivo.csv>`);
  process.exit(2);
}

const config = configFromEnv();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  const result = await importFile(
    { db: database.db, dbKind: database.kind, config, tokens: createTokenService('cli-not-signing'), events: createFloorEvents(), now: () => new Date() },
    kind as ImportKind,
    basename(file),
    readFileSync(file),
  );
  console.log(`Recebidos: ${result.received}. Criados: ${result.created}. Alterados: ${result.updated}. Sem mudança: ${result.unchanged}.`);
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(error.message);
  for (const field of error.extra.fields ?? []) console.error(`  ${field.field}: ${field.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
