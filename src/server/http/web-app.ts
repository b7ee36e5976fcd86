// The built renderer at /, and index.html for every other non-API path so the browser router
// can take it; unknown API paths answer a JSON 404.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../shared/contract/endpoint';
import { WEB_BUILD_HEADER, WEB_BUILD_META } from '../../shared/contract/web-build';
import { serveFirstScreen } from './first-screen';

/** Hashed chunks never change: a tablet keeps them for good. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';
/**
 * index.html is kept for a week: a tablet's morning opening then asks the Wi-Fi nothing
 * before running the app (a revalidation cost it a handshake and a round trip, about 300 ms,
 * bench/first-load.ts). After an update the page runs the build before it until its first API
 * reply, whose WEB_BUILD_HEADER differs, makes it reload (renderer api/server-build.ts), and a
 * reload revalidates index.html; a page that cannot run because a file of its build is gone
 * from the cache and from here reloads too, from its first script (contract/web-build.ts
 * STALE_PAGE_SCRIPT). A week, not for ever: should those checks ever fail, a tablet still
 * reaches a new build within one. `private`: no proxy between keeps it.
 * (stale-while-revalidate would heal by itself, but Chrome applies it to subresources only,
 * not to a page's own navigation.)
 */
const PAGE_CACHE = 'private, max-age=604800';

function cacheControlOf(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? ASSET_CACHE : PAGE_CACHE;
}

/** The build index.html names (tools/vite-build-id.ts), or undefined for a build without one. */
function buildOf(indexHtml: string): string | undefined {
  return new RegExp(`<meta name="${WEB_BUILD_META}" content="([^"]+)"`).exec(indexHtml)?.[1];
}

export async function serveWebApp(server: FastifyInstance, rendererDir: string | undefined): Promise<void> {
  const indexPath = rendererDir === undefined ? undefined : join(rendererDir, 'index.html');
  const hasRenderer = indexPath !== undefined && existsSync(indexPath);
  if (hasRenderer && rendererDir !== undefined) {
    await server.register(fastifyStatic, {
      root: rendererDir,
      wildcard: false,
      // Brotli or gzip copies made by the build (vite.renderer.config.ts), when the browser takes them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, path) => {
        response.setHeader('cache-control', cacheControlOf(path));
      },
    });
    const indexHtml = readFileSync(indexPath, 'utf8');
    // The picking screen's page, drawn for a picker holding an order (first-screen.ts).
    await serveFirstScreen(server, rendererDir, indexHtml);
    const build = buildOf(indexHtml);
    if (build) {
      server.addHook('onSend', async (request, reply) => {
        if (request.url.startsWith('/api/')) reply.header(WEB_BUILD_HEADER, build);
      });
    }
  }
  server.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/socket.io');
    // A chunk of another build (a page of the build before an update asks for its lazy page)
    // is missing, not a route: index.html in its place would be kept a week under the chunk's
    // name, and break that page should the old build come back (a rollback).
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && hasRenderer && request.method === 'GET') return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ message: 'Recurso não encontrado.' } satisfies ApiError);
  });
}
