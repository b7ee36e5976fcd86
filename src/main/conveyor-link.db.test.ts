// The station's conveyor link against the real server and its conveyor engine: enrolled
// with a station key (issue 18), it sends the fixed reader's codes and the boxes are counted
// once each, even when a read is sent again after a lost acknowledgement, whatever happens
// to any person's account; a revoked key is refused at once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/app';
import type { ConveyorLinkStatus } from '../shared/bridge';
import { createStationKey, revokeStationKey } from '../shared/contract/stations';
import { users } from '../server/db/schema';
import { connectBoxCount, loadingCount, makeOrder, makeRoute, nextEvent, type BoxCountClient } from '../../tests/support/conveyor-fixtures';
import { openReadJournal } from './conveyor-journal';
import { startConveyorLink, type ConveyorLink } from './conveyor-link';

let t: TestApp;
let baseUrl: string;
let screen: BoxCountClient;
let tech: string;
const links: ConveyorLink[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.server.listen({ port: 0, host: '127.0.0.1' });
  await t.createUser('esteira', ['SeparationFixedReader']);
  await t.createUser('ti', ['Tecnologia']);
  tech = await t.tokenFor('ti');
  screen = await connectBoxCount(baseUrl, await t.tokenFor('esteira'), 'frontend');
});

afterAll(async () => {
  for (const link of links) link.stop();
  screen?.disconnect();
  await t?.close();
});

function until(link: ConveyorLink, check: (status: ConveyorLinkStatus) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check(link.status())) resolve();
    else link.subscribe((status) => check(status) && resolve());
  });
}

async function enrolledLink(name: string): Promise<{ link: ConveyorLink; keyId: number }> {
  const { data } = await t.call(createStationKey, { body: { name } }, tech);
  const journal = openReadJournal(join(mkdtempSync(join(tmpdir(), 'doca-link-db-')), 'reads.jsonl'));
  const link = startConveyorLink({ serverUrl: baseUrl, stationKey: data.key, journal, retryAfterRefusalMs: 60_000 });
  links.push(link);
  await until(link, (status) => status.state === 'connected');
  return { link, keyId: data.id };
}

describe('conveyor link with the real engine', () => {
  it("counts each box the fixed reader reads, once, with the belt's person locked out", async () => {
    // The account the station used to sign in as: five wrong passwords by anyone lock it.
    await t.database.db.update(users).set({ failedLoginAttempts: 5, lockedAt: new Date() }).where(eq(users.username, 'esteira'));
    const db = t.database.db;
    const order = await makeOrder(db, await makeRoute(db, new Date()), 3);
    const { link } = await enrolledLink('Esteira 1');

    const confirmed = nextEvent(screen, 'confirmation');
    const heard: string[] = [];
    screen.onAny((event: string) => heard.push(event));
    for (const box of [1, 2, 2, 3]) link.read(`${order.orderId};${box}`);
    await confirmed;
    await until(link, (status) => status.pending === 0);

    expect(await loadingCount(db, order.orderId)).toBe(3);
    expect(heard.filter((event) => event === 'addBox')).toHaveLength(3);
  });

  it('is disconnected at once when Tech revokes its key, and its reads wait on disk', async () => {
    const db = t.database.db;
    const order = await makeOrder(db, await makeRoute(db, new Date()), 2);
    const { link, keyId } = await enrolledLink('Esteira 2');
    const offline = until(link, (status) => status.state === 'offline');
    const revokedAt = Date.now();
    expect((await t.call(revokeStationKey, { params: { id: keyId } }, tech)).statusCode).toBe(200);
    await offline;
    // At once: the revocation itself disconnects the key's sockets, not the next 2.5 s recheck.
    expect(Date.now() - revokedAt).toBeLessThan(1_000);

    link.read(`${order.orderId};1`);
    await expect.poll(() => link.status()).toMatchObject({ state: 'offline', pending: 1 });
    expect(await loadingCount(db, order.orderId)).toBeNull();
  });
});
