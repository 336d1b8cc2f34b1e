import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/**
 * One number rule for request bodies: a JSON body carries numbers as JSON numbers. A
 * coercing schema takes [5], true, "5", "0x1" or " 5 " for a number, and copies of a shared rule
 * kept bringing it back route by route; this test walks every route's body schema down to its
 * number leaves and probes each. Query strings and path params arrive as text and have their own
 * rule (decimal digits only: see the query test below). Dates get the same walk: a year outside
 * 1900..2100 is refused wherever a day or an instant is taken (shared/api/dates.ts).
 */

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  coerce?: boolean;
  format?: string;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  valueType?: Schema;
  items?: Schema[];
  rest?: Schema | null;
  getter?: () => Schema;
}
const defOf = (s: Schema) => s._zod.def as unknown as Def;

/** A number leaf and the schemas that must refuse what it refuses: itself and the pipes feeding it. */
interface Leaf {
  path: string;
  leaf: Schema;
  guards: Schema[];
}

const isNumber = (def: Def) => def.type === 'number';

/** Every leaf `is` picks under `schema`, with its path (`lines[].quantity`, `id|1` for a union's option). */
function leavesOf(
  schema: Schema,
  is: (def: Def) => boolean,
  path = '',
  feeding: Schema[] = [],
  seen = new Set<Schema>(),
): Leaf[] {
  if (seen.has(schema)) return [];
  const def = defOf(schema);
  const next = (child: Schema | null | undefined, p = path, f = feeding) =>
    child ? leavesOf(child, is, p, f, new Set([...seen, schema])) : [];
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (is(def)) return [{ path: path || '(whole)', leaf: schema, guards: [schema, ...feeding] }];
  switch (def.type) {
    case 'object':
      return [...Object.entries(def.shape ?? {}).flatMap(([k, v]) => next(v, at(k), [])), ...next(def.catchall, at('*'), [])];
    case 'array':
    case 'set':
      return next(def.element ?? def.valueType, `${path}[]`, []);
    case 'record':
    case 'map':
      return next(def.valueType, at('*'), []);
    case 'tuple':
      return [...(def.items ?? []).flatMap((item, i) => next(item, at(String(i)), [])), ...next(def.rest, at('*'), [])];
    case 'union':
      return (def.options ?? []).flatMap((o, i) => next(o, `${path}|${i}`, []));
    case 'intersection':
      return [...next(def.left), ...next(def.right)];
    case 'pipe':
      // What goes into a pipe's output side has been through its input side (a preprocess): the
      // whole pipe must refuse the probes too. Its input side is checked on its own.
      return [...next(def.in, path, []), ...next(def.out, path, [schema, ...feeding])];
    case 'lazy':
      return next(def.getter?.());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'promise':
      return next(def.innerType);
    default:
      return [];
  }
}

const numberLeaves = (schema: Schema) => leavesOf(schema, isNumber);

const accepts = (s: Schema, v: unknown) => z.safeParse(s, v).success;
/** Takes `v` for a number (a filter may read "" as "no filter", which is not a number). */
const readsAsNumber = (s: Schema, v: unknown) => {
  const r = z.safeParse(s, v);
  return r.success && typeof r.data === 'number';
};
/** Values a leaf may take, tried in turn to find one it accepts (the probes are that value disguised). */
const CANDIDATES = [1, 5, 2, 0, 10, 100, 1000, 0.5, -1, 748, 825, 867, 9023, 1706, 2026];

function hostileFor(n: number): unknown[] {
  const text = String(n);
  return [
    [n],
    true,
    false,
    null,
    '',
    [],
    text,
    ` ${text} `,
    `${text}\n`,
    `0x${n.toString(16)}`,
    `${text}e0`,
    { valueOf: () => n },
  ];
}

/** What a body number leaf wrongly accepts: the probe values it takes, or that it coerces. */
function bodyLeafFaults({ leaf, guards }: Leaf): string[] {
  const faults: string[] = [];
  if (defOf(leaf).coerce) faults.push('coerces');
  const n = CANDIDATES.find((c) => accepts(leaf, c));
  if (n === undefined) return faults;
  for (const guard of guards)
    for (const v of hostileFor(n)) if (readsAsNumber(guard, v)) faults.push(`takes ${JSON.stringify(v) ?? String(v)}`);
  return [...new Set(faults)];
}

/** What a path param or query number wrongly does: refuses its decimal text, or takes other text. */
function textLeafFaults({ leaf, guards }: Leaf): string[] {
  const n = CANDIDATES.find((c) => accepts(leaf, c));
  if (n === undefined) return defOf(leaf).coerce ? ['coerces'] : [];
  // The outermost pipe feeding the leaf is the field as the request gives it.
  const field = guards[guards.length - 1]!;
  const text = String(n);
  const faults = accepts(field, text) ? [] : [`refuses "${text}"`];
  for (const v of [` ${text} `, `${text}\n`, `0x${n.toString(16)}`, `${text}e0`, '', [text], true])
    if (readsAsNumber(field, v)) faults.push(`takes ${JSON.stringify(v)}`);
  return faults;
}

const table = Object.entries(routes) as [string, { body?: Schema; query?: Schema; params?: Schema }][];

describe('body numbers are JSON numbers', () => {
  it('finds number fields to check (the walk reaches through lazy schemas, pipes and unions)', () => {
    const leaves = table.flatMap(([, r]) => (r.body ? numberLeaves(r.body) : []));
    expect(leaves.length).toBeGreaterThan(50);
  });

  it('no body number field of any route takes [5], true, "5", "0x1" or " 5 "', () => {
    const faults = table.flatMap(([name, r]) =>
      r.body
        ? numberLeaves(r.body).flatMap((leaf) => {
            const f = bodyLeafFaults(leaf);
            return f.length ? [`${name} ${leaf.path}: ${f.join(', ')}`] : [];
          })
        : [],
    );
    expect(faults).toEqual([]);
  });

  it('the probe itself catches a coercing schema and a preprocessed one', () => {
    const coercing = z.object({ id: z.optional(z.coerce.number().check(z.int(), z.positive())) });
    const preprocessed = z.object({ n: z.pipe(z.transform(Number), z.number()) });
    const strict = z.object({ id: z.number().check(z.int()), cell: z.union([z.string(), z.number()]) });
    const faultsOf = (s: Schema) => numberLeaves(s).flatMap(bodyLeafFaults);
    expect(faultsOf(coercing)).toContain('coerces');
    expect(faultsOf(coercing)).toContain('takes [1]');
    expect(faultsOf(preprocessed)).toContain('takes "1"');
    expect(faultsOf(strict)).toEqual([]);
  });
});

describe('path and query numbers are read from decimal digits only', () => {
  it('every number in a path param or query string takes "5" and refuses " 5 ", "0x5", "5e0", "" and ["5"]', () => {
    const faults = table.flatMap(([name, r]) =>
      (['params', 'query'] as const).flatMap((part) => {
        const schema = r[part];
        return schema
          ? numberLeaves(schema).flatMap((leaf) => {
              const f = textLeafFaults(leaf);
              return f.length ? [`${name} ${part} ${leaf.path}: ${f.join(', ')}`] : [];
            })
          : [];
      }),
    );
    expect(faults).toEqual([]);
  });
});

describe('dates have sane years (1900..2100, shared/api/dates.ts)', () => {
  // '9999-12-31' passed the ISO date format and outran the key ranges' open end: a 500.
  const probes: Record<string, [ok: string, ...bad: string[]]> = {
    date: ['2026-02-27', '9999-12-31', '0000-01-01', '1899-12-31', '2101-01-01'],
    datetime: ['2026-02-27T10:00:00Z', '9999-12-31T10:00:00Z', '0000-01-01T10:00:00Z'],
  };
  const isDate = (def: Def) => def.type === 'string' && (def.format === 'date' || def.format === 'datetime');

  it('every date field of every route (params, query, body) refuses a year outside 1900..2100', () => {
    let seen = 0;
    const faults = table.flatMap(([name, r]) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = r[part];
        return schema
          ? leavesOf(schema, isDate).flatMap(({ path, leaf }) => {
              seen += 1;
              const [ok, ...bad] = probes[defOf(leaf).format!]!;
              const f = [
                ...(accepts(leaf, ok) ? [] : [`refuses ${ok}`]),
                ...bad.filter((v) => accepts(leaf, v)).map((v) => `takes ${v}`),
              ];
              return f.length ? [`${name} ${part} ${path}: ${f.join(', ')}`] : [];
            })
          : [];
      }),
    );
    expect(seen).toBeGreaterThan(20);
    expect(faults).toEqual([]);
  });
});
