// The station's conveyor link against the real server and its conveyor engine: it signs in
// as the conveyor account, sends the fixed reader's codes, and the boxes are counted once
// each, even when a read is sent again after a lost acknowledgement.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/app';
import type { ConveyorLinkStatus } from '../shared/bridge';
import { connectBoxCount, loadingCount, makeOrder, makeRoute, nextEvent, type BoxCountClient } from '../server/modules/conveyor/test-fixtures';
import { openReadJournal } from './conveyor-journal';
import { startConveyorLink, type ConveyorLink } from './conveyor-link';
import { createTokenSource } from './conveyor-token';

let t: TestApp;
let baseUrl: string;
let screen: BoxCountClient;
let link: ConveyorLink | undefined;
const PASSWORD = 'esteira-1234';

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.server.listen({ port: 0, host: '127.0.0.1' });
  await t.createUser('esteira', ['SeparationFixedReader'], PASSWORD);
  screen = await connectBoxCount(baseUrl, await t.tokenFor('esteira', PASSWORD), 'frontend');
});

afterAll(async () => {
  link?.stop();
  screen?.disconnect();
  await t?.close();
});

function until(check: (status: ConveyorLinkStatus) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check(link!.status())) resolve();
    else link!.subscribe((status) => check(status) && resolve());
  });
}

describe('conveyor link with the real engine', () => {
  it('counts each box the fixed reader reads, once', async () => {
    const db = t.database.db;
    const order = await makeOrder(db, await makeRoute(db, new Date()), 3);
    const journal = openReadJournal(join(mkdtempSync(join(tmpdir(), 'doca-link-db-')), 'reads.jsonl'));
    link = startConveyorLink({ serverUrl: baseUrl, getToken: createTokenSource(baseUrl, { login: 'esteira', password: PASSWORD }), journal });
    await until((status) => status.state === 'connected');

    const confirmed = nextEvent(screen, 'confirmation');
    const heard: string[] = [];
    screen.onAny((event: string) => heard.push(event));
    for (const box of [1, 2, 2, 3]) link.read(`${order.orderId};${box}`);
    await confirmed;
    await until((status) => status.pending === 0);

    expect(await loadingCount(db, order.orderId)).toBe(3);
    expect(heard.filter((event) => event === 'addBox')).toHaveLength(3);
  });
});
