// Load shedding (issue 19): when the event loop lags past a limit, the server answers 503 in
// Portuguese at once instead of queueing more work it cannot do in time; the client's retry
// (the tablets' and the ERP's) comes back after Retry-After. The liveness probe still answers:
// a busy process is alive, and restarting it would lose the work it is doing.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

export const OVERLOADED_MESSAGE = 'Servidor sobrecarregado: tente de novo em alguns segundos.';
/** Seconds a refused client waits before trying again. */
const RETRY_AFTER_S = 5;

export interface PressureLimits {
  /** The event loop's delay above which calls are refused; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
  /**
   * How often the delay is measured; by default the limit itself. The plugin takes an interval
   * in which the loop never ran its sampler (it was blocked the whole interval) for an infinite
   * delay, so with its own default of 1 s a single stall of 1 to 2 s (a heavy query on the
   * embedded database) refused every call for a second under a limit of 2 s. Measured over the
   * limit's length, an interval without a sample means the loop was blocked at least the limit.
   */
  sampleIntervalMs?: number;
}

export async function installUnderPressure(server: FastifyInstance, limits: PressureLimits | undefined): Promise<void> {
  if (!limits || limits.maxEventLoopDelayMs <= 0) return;
  await server.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: limits.sampleIntervalMs ?? limits.maxEventLoopDelayMs,
    // Returning nothing lets the call through; a sent reply ends it there.
    pressureHandler: async (request, reply, type, value) => {
      if (request.url.split('?')[0] === '/api/live') return;
      request.log.warn({ type, value }, 'refused under pressure');
      await reply.code(503).header('retry-after', String(RETRY_AFTER_S)).send({ message: OVERLOADED_MESSAGE });
    },
  });
}
