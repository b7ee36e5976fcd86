// Statements on the floor's hot paths (a scan, a sign-in check, a picker's order), built once
// per database handle and sent as named prepared statements, so neither Drizzle rebuilds the
// SQL nor PostgreSQL plans it again on every request (bench/picking.ts). Values come in as
// sql.placeholder(...) parameters; lists as arrays (`= any(...)`).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

interface Preparable<P> {
  prepare(name: string): P;
}

/** `column = any($ids)`: the placeholder `ids` takes a list of integer ids. */
export const anyOfIds = (column: SQLWrapper): SQL => sql`${column} = any(${sql.placeholder('ids')}::integer[])`;

interface Executable {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** The statements of a request's first moments, with values that match no row (warm-up.ts). */
const hotStatements: { statement: (db: DbOrTx) => Executable; harmless: Record<string, unknown> }[] = [];

/**
 * `hot`: values that match no row, given for a statement of the floor's busiest moments (a
 * line's new orders, a scan, a sign-in check). The server runs it with them on every
 * connection before it listens (prepareHotStatements), so PostgreSQL has parsed and planned it
 * on each before the first shift's burst, which spreads over all of them at once.
 */
export function preparedStatement<P extends Executable>(name: string, build: (db: DbOrTx) => Preparable<P>, hot?: Record<string, unknown>): (db: DbOrTx) => P {
  const perHandle = new WeakMap<object, P>();
  const statement = (db: DbOrTx): P => {
    // A transaction's handle lives for one transaction and must run its own statements.
    if (db instanceof PgTransaction) return build(db).prepare(name);
    let prepared = perHandle.get(db);
    if (!prepared) perHandle.set(db, (prepared = build(db).prepare(name)));
    return prepared;
  };
  if (hot) hotStatements.push({ statement, harmless: hot });
  return statement;
}

/**
 * Runs every hot statement on `connections` connections at once: as many at once as the pool
 * holds, none is given back before all were handed out, so each goes to a connection of its
 * own (opened now if it was not). A named statement is prepared once per connection.
 */
export async function prepareHotStatements(db: DbOrTx, connections: number): Promise<void> {
  for (const { statement, harmless } of hotStatements) {
    await Promise.all(Array.from({ length: connections }, () => statement(db).execute(harmless)));
  }
}

/**
 * A statement only SQL can say (data-modifying CTEs, unnest), sent as a named prepared
 * statement: its values are sql.placeholder(...)s, its rows come back as the database gives
 * them. The conveyor's count is one (count-boxes.ts): planning its CTEs took longer than
 * running them.
 */
export function preparedSql<Row>(name: string, statement: SQL): (db: DbOrTx) => { execute(values: Record<string, unknown>): Promise<Row[]> } {
  return preparedStatement(name, (db) => ({
    prepare(statementName: string) {
      const prepared = db._.session.prepareQuery(db.execute(statement).getQuery(), undefined, statementName, false);
      return { execute: async (values: Record<string, unknown>) => ((await prepared.execute(values)) as { rows: Row[] }).rows };
    },
  }));
}
