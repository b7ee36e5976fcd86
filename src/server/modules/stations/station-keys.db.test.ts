// Station keys (issue 18): only Tech enrols stations; a key is shown once and kept hashed;
// it opens the box-count socket for reads and nothing a person does there or elsewhere.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { createStationKey, listStationKeys, revokeStationKey } from '../../../shared/contract/stations';
import { BOX_COUNT_SOCKET_PATH, LIVE_SOCKET_PATH } from '../../../shared/contract/events';
import { stationKeys } from '../../db/schema';
import { connectBoxCount } from '../../../../tests/support/conveyor-fixtures';

let t: TestApp;
let baseUrl: string;
let tech: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.server.listen({ port: 0, host: '127.0.0.1' });
  await t.createUser('ti', ['Tecnologia']);
  await t.createUser('chefe', ['Administrador']);
  tech = await t.tokenFor('ti');
});
afterAll(() => t.close());

const enrol = async (name: string) => (await t.call(createStationKey, { body: { name } }, tech)).data;

function handshake(path: string, token: string): Promise<string> {
  const socket = io(baseUrl, { path, auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.disconnect();
      resolve('connected');
    });
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

describe('station keys', () => {
  it('are enrolled, listed and revoked by Tech only', async () => {
    const admin = await t.tokenFor('chefe');
    expect((await t.call(createStationKey, { body: { name: 'Esteira 1' } }, admin)).statusCode).toBe(403);
    expect((await t.call(listStationKeys, {}, admin)).statusCode).toBe(403);
    const key = await enrol('Esteira 1');
    expect((await t.call(revokeStationKey, { params: { id: key.id } }, admin)).statusCode).toBe(403);
    expect((await t.call(revokeStationKey, { params: { id: 999_999 } }, tech)).error.message).toBe('Chave de estação não encontrada');
  });

  it('are shown once: the list and the database hold only a prefix and a hash', async () => {
    const created = await enrol('Leitor fixo doca 3');
    expect(created.key).toMatch(/^doca_station_[\w-]{32}$/);
    const listed = (await t.call(listStationKeys, {}, tech)).data.find((key) => key.id === created.id);
    expect(listed).toEqual({ id: created.id, name: 'Leitor fixo doca 3', prefix: created.key.slice(0, 19), created_at: created.created_at, last_used_at: null, revoked_at: null });
    const [row] = await t.database.db.select().from(stationKeys).where(eq(stationKeys.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.key);
  });

  it("open the belt's reads and nothing else", async () => {
    const { key, id } = await enrol('Esteira 2');
    expect(await handshake(BOX_COUNT_SOCKET_PATH, key)).toBe('connected');
    // Not the live socket, not the API.
    expect(await handshake(LIVE_SOCKET_PATH, key)).toBe('Token expirado ou inválido');
    expect((await t.call(listStationKeys, {}, key)).statusCode).toBe(401);
    // In the box-count socket: the conveyor's room, never the screens' (nor their switch).
    const station = await connectBoxCount(baseUrl, key);
    try {
      station.emit('joinRoom', { room: 'frontend' });
      station.emit('joinRoom', { room: 'conveyor' });
      await expect.poll(async () => (await t.server.realtime.boxCount.in('conveyor').fetchSockets()).length).toBe(1);
      expect(await t.server.realtime.boxCount.in('frontend').fetchSockets()).toHaveLength(0);
    } finally {
      station.disconnect();
    }
    const used = (await t.call(listStationKeys, {}, tech)).data.find((entry) => entry.id === id);
    expect(used?.last_used_at).not.toBeNull();
  });

  it('are refused once revoked, and a made-up key never', async () => {
    const { key, id } = await enrol('Esteira velha');
    await t.call(revokeStationKey, { params: { id } }, tech);
    expect(await handshake(BOX_COUNT_SOCKET_PATH, key)).toBe('Token expirado ou inválido');
    expect(await handshake(BOX_COUNT_SOCKET_PATH, 'doca_station_made-up')).toBe('Token expirado ou inválido');
  });
});
