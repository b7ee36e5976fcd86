// The page of the picking screen, drawn here for a picker whose tablet holds an order (issue
// 21, 'A tablet's first load'; docs/performance.md, first-load, items 17-19): over a weak Wi-Fi the
// tablet paints the order it is picking from the page itself, about 0.2 s after the answer,
// instead of after the app's 250 kB of code and its own round trip for the order (2.6 s cold
// on bench/first-load.ts's link). The markup is the app's own components, rendered by the
// renderer's server build (out/first-screen/render.js, src/renderer/src/first-screen); the app
// loads behind it as on any page and takes over once it shows the order (hand-over.ts).
// Anything short of that (no build, no cookie, a refused token, no order held, a failed
// render) sends index.html as it is, and the app does what it always did.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { centreIdentity } from '../../shared/contract/centre';
import { me } from '../../shared/contract/auth';
import { recoverWork } from '../../shared/contract/picking';
import { listSeparationGroups } from '../../shared/contract/settings';
import {
  EARLY_SCANS_SCRIPT,
  FIRST_SCREEN_ANSWERS_ID,
  FIRST_SCREEN_BUNDLE,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_PATH,
  type FirstScreenData,
  type RenderFirstScreen,
} from '../../shared/first-screen';
import { TOKEN_COOKIE } from '../../shared/session-cookie';
import { firstScreenStyles, type FirstScreenStyles } from './first-screen-styles';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** The token's cookie, as the renderer's sign-in leaves it. */
const TOKEN_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=([^;]+)`);
/** The order on it is the picker's now, not this morning's: never kept by the browser. */
const PAGE_CACHE = 'no-store';
/** The title the app gives the screen (components/Page.tsx), shown from the start. */
const FIRST_SCREEN_TITLE = 'Separação · Doca';

/** The stylesheets index.html preloads (the app puts them in when it runs). */
const PRELOADED_STYLE = /<link rel="preload" as="style"[^>]* href="\/([^"]+)">/g;

/** The answers the screen was drawn from, by the path the app asks each at. */
type Answers = Record<string, unknown>;

interface Drawing {
  render: RenderFirstScreen;
  styles: FirstScreenStyles;
}

/**
 * The renderer's server build and the app's stylesheets, loaded once; undefined where the
 * build has none (or it fails to load).
 */
async function loadDrawing(rendererDir: string, indexHtml: string): Promise<Drawing | undefined> {
  const bundle = join(rendererDir, '..', FIRST_SCREEN_BUNDLE);
  if (!existsSync(bundle)) return undefined;
  const loaded = (await import(pathToFileURL(bundle).href)) as { renderFirstScreen: RenderFirstScreen };
  const sheets = [...indexHtml.matchAll(PRELOADED_STYLE)].map(([, path]) => readFileSync(join(rendererDir, path!), 'utf8'));
  return { render: loaded.renderFirstScreen, styles: firstScreenStyles(sheets) };
}

/**
 * The answers as a data block: JSON, with every '<' escaped so that no text in them (a client's
 * name, an item's description, imported from anywhere) can close the block and start markup.
 */
export function answersBlock(answers: Answers): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${json}</script>`;
}

/**
 * index.html with the screen in it: the server's screen shown, the app's root hidden until it
 * takes over, the script that keeps a reader's codes meanwhile, the answers the screen was drawn
 * from (the app starts from them: three round trips fewer before it takes over), the rules of
 * the app's stylesheets the screen uses written into the page (first-screen-styles.ts: the
 * whole sheets stay preloaded, and the app puts them in when it runs), and Mantine's light
 * scheme set as the app sets it. The app's code is not preloaded: on the Wi-Fi it would share
 * the link with the first frame's page, and the app starts after that frame anyway (boot.ts
 * asks for it then).
 */
export function pageWithScreen(indexHtml: string, markup: string, styles: string, answers: Answers): string {
  return indexHtml
    .replace('<html lang="pt-BR">', '<html lang="pt-BR" data-mantine-color-scheme="light">')
    .replace('<title>Doca</title>', `<title>${FIRST_SCREEN_TITLE}</title>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', `<style>${styles}</style></head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="${FIRST_SCREEN_ID}">${markup}</div><script>${EARLY_SCANS_SCRIPT}</script>${answersBlock(answers)}<div id="root" hidden></div>`,
    );
}

/** The tablet's token, from its cookie. */
function tokenOf(request: FastifyRequest): string | undefined {
  const found = TOKEN_COOKIE_VALUE.exec(request.headers.cookie ?? '');
  return found?.[1] === undefined ? undefined : decodeURIComponent(found[1]);
}

/** What the app asks first, and the screen is drawn from. */
const FIRST_CALLS = { me: me.path, centre: centreIdentity.path, recovery: recoverWork.path, groups: listSeparationGroups.path };

/**
 * What the app would ask first, asked of this server as the app asks it (the same routes,
 * guards and replies), by path; undefined if any is refused.
 */
async function answersFor(server: FastifyInstance, token: string): Promise<Answers | undefined> {
  const paths = Object.values(FIRST_CALLS);
  const replies = await Promise.all(paths.map((path) => server.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } })));
  if (replies.some((reply) => reply.statusCode !== 200)) return undefined;
  return Object.fromEntries(paths.map((path, index) => [path, replies[index]!.json() as unknown]));
}

/** The screen's data, from the answers by path. */
const screenData = (answers: Answers): FirstScreenData =>
  Object.fromEntries(Object.entries(FIRST_CALLS).map(([name, path]) => [name, answers[path]])) as unknown as FirstScreenData;

/** The page, compressed as the browser takes it (a tablet's Wi-Fi is the slow part). */
async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  reply.type('text/html; charset=utf-8').header('cache-control', PAGE_CACHE).header('vary', 'accept-encoding, cookie');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  // Quality 5: most of brotli's gain in about a millisecond for a page of this size.
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}

/** `indexHtml`: the build's index.html, as web-app.ts read it. */
export async function serveFirstScreen(server: FastifyInstance, rendererDir: string, indexHtml: string): Promise<void> {
  // Loaded while the server starts, not on the first tablet's request.
  const drawing = loadDrawing(rendererDir, indexHtml).catch((error: unknown) => {
    server.log.warn({ err: error }, 'first screen build not loaded: the picking page is sent as index.html');
    return undefined;
  });

  async function render(request: FastifyRequest): Promise<string | undefined> {
    const token = tokenOf(request);
    const draw = await drawing;
    if (!token || !draw) return undefined;
    const answers = await answersFor(server, token);
    if (!answers) return undefined;
    const markup = await draw.render({ url: `${request.protocol}://${request.host}${request.url}`, data: screenData(answers) });
    return markup === null ? undefined : pageWithScreen(indexHtml, markup, draw.styles.forMarkup(markup), answers);
  }

  server.get(FIRST_SCREEN_PATH, async (request, reply) => {
    const page = await render(request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'first screen not drawn: index.html sent');
      return undefined;
    });
    return sendPage(request, reply, page ?? indexHtml);
  });
}
