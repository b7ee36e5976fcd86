// Keys for machines (auth/integration-keys.ts, auth/station-keys.ts): random, shown once,
// stored as a SHA-256 hash (a key is 144 random bits, so a fast hash is enough: there is
// nothing to guess). A revoked key stops working at once, in every server process, because
// each use looks it up; each use also records when the key was last used.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { integrationKeys, stationKeys } from '../db/schema';
import type { MachineKeyView } from '../../shared/contract/machine-keys';
import { HttpError, notFound } from '../http/errors';

export interface MachineKeyKind {
  table: typeof integrationKeys | typeof stationKeys;
  /** What every key of the kind starts with, so a key pasted in the wrong place is told apart. */
  prefix: string;
  /** The 401's message for a missing, unknown or revoked key. */
  refused: string;
  /** The 404's message when revoking a key that does not exist. */
  notFound: string;
}

export interface MachineCaller {
  keyId: number;
  name: string;
}

/** A key is longer than this only when someone is probing. */
const LONGEST_KEY = 200;

export function newMachineKey(kind: Pick<MachineKeyKind, 'prefix'>): { key: string; prefix: string; hash: string } {
  const key = kind.prefix + randomBytes(24).toString('base64url');
  return { key, prefix: key.slice(0, kind.prefix.length + 6), hash: hashMachineKey(key) };
}

export function hashMachineKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function looksLikeKeyOf(kind: Pick<MachineKeyKind, 'prefix'>, key: unknown): key is string {
  return typeof key === 'string' && key.startsWith(kind.prefix) && key.length <= LONGEST_KEY;
}

/** The key's caller, or a 401 in the kind's words. Marks the key as used now. */
export async function authenticateMachineKey(app: AppContext, kind: MachineKeyKind, key: unknown): Promise<MachineCaller> {
  const refused = () => new HttpError(401, kind.refused);
  if (!looksLikeKeyOf(kind, key)) throw refused();
  const { table } = kind;
  const [row] = await app.db
    .update(table)
    .set({ lastUsedAt: app.now() })
    .where(and(eq(table.keyHash, hashMachineKey(key)), isNull(table.revokedAt)))
    .returning({ keyId: table.id, name: table.name });
  if (!row) throw refused();
  return row;
}

/** Which of these keys are still active (for connections that outlive their handshake). */
export async function activeMachineKeyIds(app: AppContext, kind: MachineKeyKind, ids: readonly number[]): Promise<Set<number>> {
  const { table } = kind;
  if (ids.length === 0) return new Set();
  const rows = await app.db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...ids]), isNull(table.revokedAt)));
  return new Set(rows.map((row) => row.id));
}

type KeyRow = typeof integrationKeys.$inferSelect;

function view(row: KeyRow): MachineKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listMachineKeys(app: AppContext, kind: MachineKeyKind): Promise<MachineKeyView[]> {
  const rows = await app.db.select().from(kind.table).orderBy(desc(kind.table.createdAt));
  return rows.map(view);
}

export async function createMachineKey(
  app: AppContext,
  kind: MachineKeyKind,
  name: string,
  createdById: number,
): Promise<MachineKeyView & { key: string }> {
  const { key, prefix, hash } = newMachineKey(kind);
  const [row] = await app.db.insert(kind.table).values({ name, prefix, keyHash: hash, createdById }).returning();
  return { ...view(row!), key };
}

/** Revokes a key; revoking a revoked key answers it as it is. */
export async function revokeMachineKey(app: AppContext, kind: MachineKeyKind, id: number): Promise<MachineKeyView> {
  const { table } = kind;
  const [row] = await app.db
    .update(table)
    .set({ revokedAt: app.now() })
    .where(and(eq(table.id, id), isNull(table.revokedAt)))
    .returning();
  if (row) return view(row);
  const [existing] = await app.db.select().from(table).where(eq(table.id, id));
  if (!existing) throw notFound(kind.notFound);
  return view(existing);
}
