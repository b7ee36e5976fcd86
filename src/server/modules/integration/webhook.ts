// Pushes the results feed to the company's system when a webhook is configured: each page is
// POSTed as JSON signed with HMAC-SHA256 (header X-Doca-Signature: sha256=<hex> of the exact
// body), and the cursor moves on only after a 2xx, so a page the receiver did not accept is
// sent again (receivers deduplicate by order_id + updated_at). Failures back off
// exponentially up to 5 minutes. A lease on the state row means that with several server
// processes only one sends at a time.
import { createHmac } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { integrationWebhookState } from '../../db/schema';
import { readResults } from './results-feed';

export const SIGNATURE_HEADER = 'x-doca-signature';
const PAGE_SIZE = 100;
const TIMEOUT_MS = 10_000;
const MAX_BACKOFF_MS = 5 * 60_000;

export interface WebhookConfig {
  url: string;
  secret: string;
}

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export type DeliveryOutcome = 'sent' | 'nothing-new' | 'failed' | 'busy';

const LEASE_SECONDS = TIMEOUT_MS / 1000 + 5;

/**
 * Sends at most one page; tells what happened. No transaction is held during the HTTP call
 * (on the embedded database that would stall the floor): a lease on the state row keeps
 * other processes away instead, and lapses by itself if this one dies mid-call.
 */
export async function deliverOnce(
  app: AppContext,
  webhook: WebhookConfig,
  post: typeof fetch = fetch,
): Promise<DeliveryOutcome> {
  await app.db.insert(integrationWebhookState).values({ id: 1 }).onConflictDoNothing();
  const [state] = await app.db
    .update(integrationWebhookState)
    .set({ leasedUntil: sql`now() + ${`${LEASE_SECONDS} seconds`}::interval` })
    .where(
      and(
        eq(integrationWebhookState.id, 1),
        or(isNull(integrationWebhookState.leasedUntil), lt(integrationWebhookState.leasedUntil, sql`now()`)),
      ),
    )
    .returning();
  if (!state) return 'busy';
  const release = (changes: PgUpdateSetSource<typeof integrationWebhookState>) =>
    app.db
      .update(integrationWebhookState)
      .set({ ...changes, leasedUntil: null })
      .where(eq(integrationWebhookState.id, 1));

  const page = await readResults(app, { cursor: state.cursor ?? undefined, limit: PAGE_SIZE });
  if (page.results.length === 0) {
    await release({});
    return 'nothing-new';
  }
  const body = JSON.stringify({ results: page.results, next_cursor: page.next_cursor });
  const attemptAt = app.now();
  let error: string | null = null;
  try {
    const reply = await post(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(webhook.secret, body) },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!reply.ok) error = `HTTP ${reply.status}`;
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  await release(
    error
      ? { failures: sql`${integrationWebhookState.failures} + 1`, lastError: error, lastAttemptAt: attemptAt }
      : { cursor: page.next_cursor, failures: 0, lastError: null, lastAttemptAt: attemptAt, lastSuccessAt: attemptAt },
  );
  return error ? 'failed' : 'sent';
}

/** The wait before the next attempt: short while pages flow, longer after each failure. */
export function nextDelayMs(outcome: DeliveryOutcome, failuresInARow: number, idleMs: number): number {
  if (outcome === 'sent') return 0;
  if (outcome === 'failed') return Math.min(MAX_BACKOFF_MS, idleMs * 2 ** failuresInARow);
  return idleMs;
}

/** Runs deliveries until stopped; used by the server when a webhook is configured. */
export function startWebhookDelivery(app: AppContext, webhook: WebhookConfig, idleMs = 5000): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  const tick = async () => {
    let outcome: DeliveryOutcome;
    try {
      outcome = await deliverOnce(app, webhook);
    } catch {
      outcome = 'failed';
    }
    failures = outcome === 'failed' ? failures + 1 : 0;
    if (!stopped) timer = setTimeout(() => void tick(), nextDelayMs(outcome, failures, idleMs));
  };
  timer = setTimeout(() => void tick(), idleMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
