// The contract fuzz suite (issue 25): every operation of the API, called as a role that may
// call it, first with a valid input derived from its zod schemas, then with each leaf of its
// params, query and body swapped in turn for a boundary-invalid value (0, -1, 2^31, 2^53-1,
// a fraction, NUL and control characters, 10,000 characters, unicode, wrong types, missing).
// Never a 5xx or a dropped connection; a value the contract refuses gets a 400 naming the
// field. FUZZ_SEED replays a run's order; the summary prints what was sent and found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contract } from '../../shared/contract';
import { fileUpload, fillPath, INTEGRATION_KEY_HEADER, takesNothing, type AnyEndpoint, type ApiError } from '../../shared/contract/endpoint';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { BAD_VALUES, leafPaths, seededRandom, validValue, withLeaf, type Path } from '../../../tests/support/fuzz-values';
import { integrationKeys } from '../db/schema';
import { newIntegrationKey } from '../auth/integration-keys';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const random = seededRandom(SEED);
const endpoints: AnyEndpoint[] = Object.values(contract).flatMap((area) => Object.values(area) as AnyEndpoint[]);

let t: TestApp;
let token: string;
let apiKey: string;
let sent = 0;
const serverErrors: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // People with the low ids the fuzz's paths name ('/…/1'), so Tech's own account is not the one changed.
  for (const name of ['pessoa1', 'pessoa2', 'pessoa3']) await t.createUser(name, []);
  // Likewise keys with the low ids, so the fuzz's revocations do not revoke its own key.
  for (const name of ['chave1', 'chave2', 'chave3']) {
    const spare = newIntegrationKey();
    await t.database.db.insert(integrationKeys).values({ name, prefix: spare.prefix, keyHash: spare.hash });
  }
  await t.createUser('tech', ['Tecnologia']);
  token = await t.tokenFor('tech');
  const key = newIntegrationKey();
  await t.database.db.insert(integrationKeys).values({ name: 'fuzz', prefix: key.prefix, keyHash: key.hash });
  apiKey = key.key;
});

afterAll(async () => {
  console.log(`contract fuzz (FUZZ_SEED=${SEED}): ${sent} requests over ${endpoints.length} operations; 5xx or dropped: ${serverErrors.length}`);
  await t?.close();
});

type Part = 'params' | 'query' | 'body';

interface Input {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

const asText = (value: unknown): string | undefined =>
  value === undefined ? undefined : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** The part as the server receives it: params and query arrive as text. */
function received(part: Part, value: unknown): unknown {
  if (part === 'body') return value;
  return Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).flatMap(([key, inner]) => (inner === undefined ? [] : [[key, asText(inner)]])));
}

function headersFor(endpoint: AnyEndpoint, upload: boolean, withBody: boolean): Record<string, string> {
  const headers: Record<string, string> = withBody ? { 'content-type': upload ? 'application/octet-stream' : 'application/json' } : {};
  if (endpoint.access === 'integration') headers[INTEGRATION_KEY_HEADER] = apiKey;
  else if (endpoint.access !== 'public') headers.authorization = `Bearer ${token}`;
  return headers;
}

async function send(endpoint: AnyEndpoint, input: Input, what: string) {
  const upload = endpoint.body === fileUpload;
  const params = received('params', input.params) as Record<string, string>;
  const url = fillPath(endpoint.path, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value ?? 'null'])));
  const query = received('query', input.query) as Record<string, string>;
  // A body wherever the route takes one (some DELETEs do), and a bodyless POST as clients send it.
  const withBody = endpoint.method !== 'GET' && !takesNothing(endpoint.body);
  const payload = upload ? Buffer.from(input.body as Uint8Array) : JSON.stringify(input.body ?? {});
  sent += 1;
  const reply = await t.server.inject({ method: endpoint.method, url, query, headers: headersFor(endpoint, upload, withBody), ...(withBody && { payload }) }).catch((error: unknown) => {
    serverErrors.push(`${endpoint.method} ${endpoint.path} ${what}: connection dropped (${String(error)})`);
    throw error;
  });
  if (reply.statusCode >= 500) serverErrors.push(`${endpoint.method} ${endpoint.path} ${what}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
  return reply;
}

/** Whether the contract itself refuses this part, as the server will parse it. */
function refused(schema: z.ZodType, part: Part, value: unknown): boolean {
  return !schema.safeParse(received(part, value)).success;
}

const pathName = (part: Part, path: Path) => [part, ...path.map(String)].join('.');

describe.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s', (_name, endpoint) => {
  it('answers every valid and boundary-invalid input without a server error, naming the refused field', async () => {
    const valid: Input = {
      params: (validValue(endpoint.params) ?? {}) as Record<string, unknown>,
      query: (validValue(endpoint.query) ?? {}) as Record<string, unknown>,
      body: validValue(endpoint.body),
    };
    const baseline = await send(endpoint, valid, 'valid input');
    expect(baseline.statusCode, baseline.body.slice(0, 300)).toBeLessThan(500);

    const cases: { part: Part; path: Path; bad: (typeof BAD_VALUES)[number] }[] = [];
    for (const part of ['params', 'query', 'body'] as const) {
      if (part === 'body' && endpoint.body === fileUpload) continue;
      for (const path of leafPaths(valid[part])) {
        // A path's placeholder cannot be left out: the URL would name another route.
        for (const bad of BAD_VALUES) if (!(part === 'params' && bad.name === 'missing') && path.length > 0) cases.push({ part, path, bad });
      }
    }
    // Every case runs; the seed only decides their order, so a run can be replayed exactly.
    cases.sort(() => random() - 0.5);
    for (const { part, path, bad } of cases) {
      const mutated: Input = { ...valid, [part]: withLeaf(valid[part], path, bad.value) };
      const what = `${pathName(part, path)} = ${bad.name}`;
      const reply = await send(endpoint, mutated, what);
      expect(reply.statusCode, `${what}: ${reply.body.slice(0, 300)}`).toBeLessThan(500);
      // Downloads answer a file; a refusal is always JSON with a message.
      const answer: ApiError = reply.statusCode >= 400 ? reply.json<ApiError>() : { message: '' };
      if (reply.statusCode >= 400) expect(answer.message, what).toEqual(expect.any(String));
      // A refusal names the field when the rest of the input was valid (else it may name another).
      if (!refused(endpoint[part], part, valid[part]) && refused(endpoint[part], part, mutated[part])) {
        expect(reply.statusCode, `${what} is refused by the contract: ${reply.body.slice(0, 300)}`).toBe(400);
        const named = (answer.fields ?? []).some((field) => field.field.startsWith(pathName(part, path.slice(0, 1))) || field.field === part);
        expect(named, `${what}: the refusal names the field (${JSON.stringify(answer.fields)})`).toBe(true);
      }
    }
  });
});
