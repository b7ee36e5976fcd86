// A real centre's first user, from the command line:
//   npm run user:first-tech -- <login> "<Nome Completo>"
// Opens the database like the server (DATABASE_URL, else PGlite in DATA_DIR or ./data),
// migrates it, and creates a Tech user with a temporary password, printed once, that they
// change at their first sign-in. Refused when the centre already has a Tech user. Stop an
// all-in-one server on the embedded database first (one process at a time).
import { configFromEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DataDirInUse } from '../src/server/db/data-dir-lock';
import { usersEndpoints } from '../src/shared/contract/users';
import { createFirstTechUser, FirstUserRefused } from '../src/server/modules/users/first-user';

const input = usersEndpoints.createAccount.body.pick({ username: true, name: true }).safeParse({
  username: process.argv[2],
  name: process.argv.slice(3).join(' '),
});
if (!input.success) {
  console.error('Uso: npm run user:first-tech -- <login> "<Nome Completo>"');
  for (const issue of input.error.issues) console.error(`  ${issue.path.join('.')}: ${issue.message}`);
  process.exit(2);
}

const config = configFromEnv();
try {
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
    config.migrationsFolder,
  );
  try {
    const { temporaryPassword } = await createFirstTechUser(database.db, input.data);
    const port = process.env.PORT ?? '3000';
    console.log(`Usuário ${input.data.username} (Tecnologia) criado.`);
    console.log(`Senha temporária: ${temporaryPassword}`);
    console.log(`Entre em http://localhost:${port}/login com esse login e essa senha: o Doca pede uma senha nova no primeiro acesso.`);
    console.log('Depois crie as demais pessoas no painel, em Usuários.');
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof FirstUserRefused || error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
