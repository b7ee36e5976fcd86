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

export function preparedStatement<P>(name: string, build: (db: DbOrTx) => Preparable<P>): (db: DbOrTx) => P {
  const perHandle = new WeakMap<object, P>();
  return (db) => {
    // A transaction's handle lives for one transaction and must run its own statements.
    if (db instanceof PgTransaction) return build(db).prepare(name);
    let statement = perHandle.get(db);
    if (!statement) perHandle.set(db, (statement = build(db).prepare(name)));
    return statement;
  };
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
