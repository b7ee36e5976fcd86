// Security headers on everything the server sends (issue 19): helmet's defaults (no MIME
// sniffing, no referrer leaks, no framing) and the app's Content-Security-Policy, built by
// the same function as the one the station's window applies, with frame-ancestors 'none'.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { buildContentSecurityPolicy } from '../../shared/content-security-policy';

const POLICY = buildContentSecurityPolicy({});

export async function installSecurityHeaders(server: FastifyInstance): Promise<void> {
  await server.register(helmet, {
    // Ours, below: helmet's directive object would restate what the shared builder says.
    contentSecurityPolicy: false,
    // The centre's server is often reached over plain http on the LAN; HSTS belongs to the
    // reverse proxy that terminates TLS (docs/operations.md), not to this process.
    strictTransportSecurity: false,
    // Older browsers' form of frame-ancestors 'none'.
    frameguard: { action: 'deny' },
  });
  server.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', POLICY);
  });
}
