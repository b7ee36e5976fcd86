// What `zod` resolves to in the renderer's production build (vite.renderer.config.ts,
// zodStandIn). The renderer takes from a contract endpoint only its method and path at run
// time: the server checks every reply against the endpoint's schema before sending it
// (server/http/bind.ts) and serves this very build, so the production renderer checks no
// schema (api/http.ts; development builds and the unit tests still do, with the real zod).
// Yet importing a contract built every schema in it, and zod builds each one with its
// methods bound: on a tablet's daily opening, at 4x slower CPU, the picking screen's
// contracts cost some hundreds of ms of the main thread and zod itself about 20 kB (brotli)
// of the first download (bench/first-load.ts, docs/performance.md, item 14). Here a schema
// is one inert value: every factory and method returns it, so the contracts' modules
// evaluate to their endpoints' methods and paths and nothing more, and checking it throws, so code that starts to check a schema in production fails at once in
// the end-to-end suite (which runs the production build) instead of passing unchecked.
const CHECKS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'spa', 'decode', 'encode', 'safeDecode', 'safeEncode']);

export class SchemaNotBuilt extends Error {
  constructor(method: string) {
    super(`zod is not in the renderer's production build: ${method}() has no schema to check (api/zod-stand-in.ts)`);
    this.name = 'SchemaNotBuilt';
  }
}

const refuse = (method: string) => () => {
  throw new SchemaNotBuilt(method);
};

/** Callable, so that `z.object(...)` and `schema.int()` alike return it. */
const inert: unknown = new Proxy(function schema() {}, {
  get(_target, key) {
    // Not a promise, not iterable, no primitive value: nothing mistakes it for data.
    if (typeof key === 'symbol' || key === 'then' || key === 'toJSON') return undefined;
    if (CHECKS.has(key)) return refuse(key);
    return inert;
  },
  apply: () => inert,
  construct: () => inert as object,
});

export const z = inert;
export default inert;
