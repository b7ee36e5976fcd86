// The audit log (issue 18): the actions a centre must be able to trace are recorded with
// who, when, from where and what, without secrets; the log cannot be rewritten; Tech reads
// it filtered and downloads it.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { downloadAuditLog, listAuditLog } from '../../../shared/contract/audit';
import { signIn } from '../../../shared/contract/auth';
import { createStationKey, revokeStationKey } from '../../../shared/contract/stations';
import { createAccount, setTemporaryPassword } from '../../../shared/contract/users';
import { auditLog } from '../../db/schema';

let t: TestApp;
let admin: string;
let tech: string;

const TEMPORARY = 'temporaria-secreta-1';

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser('chefe', ['Administrador']);
  await t.createUser('tecnico', ['Tecnologia']);
  await t.createUser('vitima', []);
  admin = await t.tokenFor('chefe');
  tech = await t.tokenFor('tecnico');
});
afterAll(() => t.close());

const entries = async (query: Parameters<typeof t.call<typeof listAuditLog>>[1]['query'] = {}) =>
  (await t.call(listAuditLog, { query }, tech)).data.entries;

describe('the audit log', () => {
  it('records a new user with who, where and what, and never the password', async () => {
    const created = await t.call(createAccount, { body: { username: 'nova.pessoa', name: 'Nova Pessoa', permission_group_ids: [], temporary_password: TEMPORARY } }, admin);
    expect(created.statusCode).toBe(200);
    await t.call(setTemporaryPassword, { params: { id: created.data.id }, body: { temporary_password: 'outra-temporaria-2' } }, admin);

    const [reset, creation] = await entries({ person: 'chefe' });
    expect(creation).toMatchObject({ actor: 'chefe', address: '127.0.0.1', kind: 'user.created', subject: 'nova.pessoa' });
    expect(creation!.details).toMatchObject({ path: '/api/carambola/separator', body: { username: 'nova.pessoa', name: 'Nova Pessoa', temporary_password: '[omitido]' } });
    expect(reset).toMatchObject({ actor: 'chefe', kind: 'user.temporaryPassword', subject: 'nova.pessoa' });
    const everything = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(everything).not.toContain(TEMPORARY);
    expect(everything).not.toContain('outra-temporaria-2');
  });

  it('records nothing for a refused call', async () => {
    const before = (await entries()).length;
    expect((await t.call(createAccount, { body: { username: 'x', name: '', permission_group_ids: [], temporary_password: 'curta' } }, admin)).statusCode).toBe(400);
    expect((await t.call(createStationKey, { body: { name: 'Esteira' } }, admin)).statusCode).toBe(403);
    expect(await entries()).toHaveLength(before);
  });

  it('records the failure that locks an account, once, with the address it came from', async () => {
    for (let attempt = 0; attempt < 6; attempt++) await t.call(signIn, { body: { username: 'vitima', password: 'errada-errada' } });
    const locks = await entries({ kind: 'user.locked' });
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({ actor: 'vitima', subject: 'vitima', address: '127.0.0.1' });
  });

  it("records station keys by their name, and filters by person, kind and day", async () => {
    const key = (await t.call(createStationKey, { body: { name: 'Esteira 9' } }, tech)).data;
    await t.call(revokeStationKey, { params: { id: key.id } }, tech);
    const revoked = await entries({ kind: 'stationKey.revoked' });
    expect(revoked.map((entry) => [entry.actor, entry.subject])).toEqual([['tecnico', 'Esteira 9']]);
    expect(JSON.stringify(await entries({ kind: 'stationKey.created' }))).not.toContain(key.key);

    expect((await entries({ person: 'tecnico' })).map((entry) => entry.kind)).toEqual(['stationKey.revoked', 'stationKey.created']);
    expect(await entries({ person: '%' })).toEqual([]);
    expect(await entries({ from: '2000-01-01', to: '2000-01-02' })).toEqual([]);
    expect((await t.call(listAuditLog, { query: { kind: 'nada' as never } }, tech)).statusCode).toBe(400);
  });

  it('is for Tech only', async () => {
    expect((await t.call(listAuditLog, { query: {} }, admin)).statusCode).toBe(403);
    expect((await t.call(downloadAuditLog, { query: {} }, admin)).statusCode).toBe(403);
  });

  it('downloads as .xlsx with real dates and the kinds in words', async () => {
    const reply = await t.call(downloadAuditLog, { query: { person: 'tecnico' } }, tech);
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.raw.rawPayload as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Quando', 'Quem', 'Endereço', 'O quê', 'Registro', 'Detalhes']);
    expect(rows.slice(1).map((row) => [row[1], row[3], row[4]])).toEqual([
      ['tecnico', 'Chave de estação revogada', 'Esteira 9'],
      ['tecnico', 'Chave de estação criada', 'Esteira 9'],
    ]);
    expect(rows[1]![0]).toBeInstanceOf(Date);
    expect(workbook.worksheets[0]!.getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm:ss');
  });

  it('cannot be rewritten or erased, even by the server', async () => {
    const refusal = (statement: Promise<unknown>) => statement.then(() => 'written', (error: Error) => String(error.cause));
    expect(await refusal(t.database.db.execute(sql`update audit_log set actor = 'outro'`))).toContain('audit_log is append-only');
    expect(await refusal(t.database.db.execute(sql`delete from audit_log`))).toContain('audit_log is append-only');
    expect((await entries()).some((entry) => entry.actor === 'outro')).toBe(false);
  });
});
