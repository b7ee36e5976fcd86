// The SQL functions kept as source files (functions/*.sql) are what the migrations create:
// the newest migration that defines each one carries the same statement, comments aside. A
// change to a source file without a migration, or a migration that drifts from its source,
// fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FUNCTIONS = import.meta.dirname;
const MIGRATIONS = join(import.meta.dirname, '..', 'migrations');

/** The statement without comments or layout: what PostgreSQL would run. */
function normalised(sql: string): string {
  return sql
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),;])\s*/g, '$1')
    .trim();
}

/** The newest migration's statement that creates (or replaces) the named function. */
function newestDefinition(name: string): { migration: string; statement: string } {
  const files = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql')).sort().reverse();
  for (const file of files) {
    const statements = readFileSync(join(MIGRATIONS, file), 'utf8').split('--> statement-breakpoint');
    const found = statements.find((statement) => new RegExp(`CREATE (OR REPLACE )?FUNCTION ${name}\\(`).test(statement));
    if (found) return { migration: file, statement: found.slice(found.search(/CREATE (OR REPLACE )?FUNCTION/)) };
  }
  throw new Error(`no migration defines ${name}`);
}

const sources = readdirSync(FUNCTIONS).filter((file) => file.endsWith('.sql'));

describe('SQL function sources', () => {
  it('exist', () => {
    expect(sources).toContain('pick_item_write.sql');
  });

  it.each(sources)('%s is what the newest migration that defines it creates', (file) => {
    const name = file.replace(/\.sql$/, '');
    const source = readFileSync(join(FUNCTIONS, file), 'utf8');
    const { migration, statement } = newestDefinition(name);
    // Either form of CREATE: the first migration creates, later ones replace.
    const body = (sql: string) => normalised(sql).replace(/^CREATE (OR REPLACE )?FUNCTION /, '');
    expect(body(source), `${migration} differs from functions/${file}: a change needs a new migration copying it`).toBe(body(statement));
  });
});
