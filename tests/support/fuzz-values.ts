// Values for the contract fuzz suite (issue 25), derived from the contract's zod schemas, not
// written per route: a valid value for any schema (each leaf tries known-good candidates and
// keeps the first its schema accepts), the paths of its leaves, and the boundary-invalid
// values every leaf is swapped for in turn.
import { type z } from 'zod';

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** What a leaf may need to be valid, most common first; the schema picks. */
const LEAF_CANDIDATES: readonly unknown[] = [
  'abc',
  1,
  true,
  '2026-11-25',
  '2026-11-25T12:00:00.000Z',
  '12:00',
  'ana.souza',
  'AZUL',
  'PJ',
  'unidade',
  'https://example.com/hook',
  'a@example.com',
  'doca_station_fuzz',
  '1',
  'true',
  0,
  'abcdefghijkl',
  '7891234567895',
  10,
  'QR;1;1',
  '1.svg',
];

function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault' || def.type === 'readonly' || def.type === 'catch') {
    return unwrap(def.innerType as z.ZodType);
  }
  if (def.type === 'pipe') return unwrap(def.in as z.ZodType);
  if (def.type === 'lazy') return unwrap((def.getter as () => z.ZodType)());
  return schema;
}

/** A value the schema accepts, or undefined when none of the candidates fits. */
export function validValue(schema: z.ZodType, depth = 0): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (depth > 8) return undefined;
  switch (def.type) {
    case 'object': {
      const shape = (inner as z.ZodObject).shape as Record<string, z.ZodType>;
      const fields = Object.entries(shape).map(([key, field]) => ({ key, value: validValue(field, depth + 1), optional: field.safeParse(undefined).success }));
      const whole = Object.fromEntries(fields.filter((field) => field.value !== undefined).map(({ key, value }) => [key, value]));
      if (inner.safeParse(whole).success) return whole;
      // A rule across fields (one adjustment at a time, say): the required fields, then each
      // optional one kept only while the whole stays valid.
      const built: Record<string, unknown> = Object.fromEntries(fields.filter((field) => !field.optional).map(({ key, value }) => [key, value]));
      for (const field of fields.filter((candidate) => candidate.optional && candidate.value !== undefined)) {
        const tried = { ...built, [field.key]: field.value };
        if (inner.safeParse(tried).success || !inner.safeParse(built).success) Object.assign(built, { [field.key]: field.value });
        if (inner.safeParse(built).success) break;
      }
      return built;
    }
    case 'array': {
      // One element: no array of the contract asks for more than one.
      return [validValue(def.element as z.ZodType, depth + 1)];
    }
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union':
      for (const option of def.options as z.ZodType[]) {
        const value = validValue(option, depth + 1);
        if (inner.safeParse(value).success) return value;
      }
      return undefined;
    case 'custom':
      // A file upload: a tiny CSV.
      return new TextEncoder().encode('external_id\nX1\n');
    default:
      return LEAF_CANDIDATES.find((candidate) => inner.safeParse(candidate).success);
  }
}

export type Path = (string | number)[];

/** The paths of a value's leaves (object fields, an array's first element), each a place to fuzz. */
export function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.length > 0 ? leafPaths(value[0], [...path, 0]) : [path];
  if (value instanceof Uint8Array) return [path];
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([key, inner]) => leafPaths(inner, [...path, key]));
  }
  return [path];
}

const DELETE = Symbol('delete the field');

/** Boundary-invalid values, and the absence of the field. */
export const BAD_VALUES: readonly { name: string; value: unknown }[] = [
  { name: '0', value: 0 },
  { name: '-1', value: -1 },
  { name: '2^31', value: 2 ** 31 },
  { name: '2^53-1', value: 2 ** 53 - 1 },
  { name: 'fraction', value: 1.5 },
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'control', value: 'a\u0007b' },
  { name: '10,000 characters', value: 'x'.repeat(10_000) },
  { name: 'unicode', value: 'Çãõ 😀 𝄞' },
  { name: 'boolean', value: true },
  { name: 'null', value: null },
  { name: 'array', value: [] },
  { name: 'object', value: { a: 1 } },
  { name: 'missing', value: DELETE },
];

/** `value` with the leaf at `path` replaced (or removed); the rest copied. */
export function withLeaf(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf === DELETE ? undefined : leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = withLeaf(copy[head as number], rest, leaf);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  const replaced = withLeaf(copy[head as string], rest, leaf);
  if (replaced === undefined && rest.length === 0) delete copy[head as string];
  else copy[head as string] = replaced;
  return copy;
}

/** The conveyor simulator's seeded generator, so a failing run can be replayed with its seed. */
export { seededRandom } from '../../tools/conveyor-simulator';
