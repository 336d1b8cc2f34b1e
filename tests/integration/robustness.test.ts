/**
 * Every route of the table, fed malformed input by a caller its access rule lets through: wrong
 * types, missing fields, hostile keys (`__proto__`, `constructor`, `toString`), huge strings and
 * broken encodings in params, query and body. The answer is always 4xx (or the route's own 2xx for
 * a harmless GET), never 5xx. A new route is covered without editing this file.
 *
 * Mutating routes that take no input at all are left out: there is nothing to malform, and calling
 * them would act (sign out, etc.).
 */
import { describe, expect, it } from 'vitest';
import { isPublic, rolesAllow, type RouteDef } from '../../shared/api/route';
import { routes } from '../../shared/api/routes';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/demo-data';
import { stack, tokenFor } from './support/api';

const PERSONAS = ['internal-admin', 'pharmacy-admin', 'laboratory-guest', 'pharmacy-guest', 'support', 'internal-staff'];

/** The first demo persona the route's rule lets through (null: public). */
function personaFor(def: RouteDef): string | null | undefined {
  if (isPublic(def.access)) return null;
  return PERSONAS.find((p) => rolesAllow(def.access, DEMO_ACCOUNTS.find((a) => a.persona === p)!.roleIds));
}

const HUGE = 'x'.repeat(20_000);
const HOSTILE_SEGMENTS = [
  'x',
  '-1',
  '99999999999999999999',
  '%',
  '%E0%A4%A',
  '%00',
  encodeURIComponent('<script>'),
  'y'.repeat(2000),
];
const HOSTILE_QUERIES = [
  'constructor=1&__proto__=2&toString=x&hasOwnProperty=3&valueOf=4',
  'page=-1&per_page=abc&sort_by[]=x&sort_desc=maybe&search[__proto__]=1&search[constructor][x]=2',
  `q=${HUGE}&year=%&from=99999-99-99`,
  'search=%E0%A4%A&id=%',
];
const HOSTILE_BODIES = [
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"toString":"x","hasOwnProperty":1}',
  '[]',
  'null',
  '"text"',
  '{"unclosed":',
  `{"long":"${HUGE}"}`,
];
const WRONG_VALUES: unknown[] = [[301], true, null, '', {}, 'x'.repeat(5000), -1, 1.5];

/** Top-level field names of a route's body schema (zod object shape), if it has one. */
function bodyFields(def: RouteDef): string[] {
  const shape = (def.body as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function concretePath(def: RouteDef, segment: string): string {
  return def.path.replace(/\{\w+\+?\}/g, segment);
}

async function send(def: RouteDef, token: string | null, path: string, body?: string, query?: string) {
  const base = stack().urls.api.replace(/\/api$/, '');
  const headers: Record<string, string> = { 'Accept-Language': 'es' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${path}${query ? `?${query}` : ''}`, { method: def.method, headers, body });
  await res.arrayBuffer();
  return res.status;
}

const entries = Object.entries(routes as Record<string, RouteDef>);
const mutating = (def: RouteDef) => def.method !== 'GET';
const takesInput = (def: RouteDef) => Boolean(def.params || def.query || def.body);

describe('robustness: malformed input on every route answers 4xx, never 5xx', () => {
  it('has a persona for every route that is not public', () => {
    const without = entries.filter(([, def]) => personaFor(def) === undefined).map(([id]) => id);
    expect(without).toEqual([]);
  });

  for (const [id, def] of entries) {
    if (mutating(def) && !takesInput(def)) continue;
    it(`${id}: ${def.method} ${def.path}`, async () => {
      const persona = personaFor(def);
      const token = persona ? await tokenFor(persona) : null;
      const failures: string[] = [];
      const check = async (label: string, status: Promise<number>) => {
        const s = await status;
        if (s >= 500) failures.push(`${label} → ${s}`);
      };
      const hasParams = /\{\w+\+?\}/.test(def.path);
      const goodPath = concretePath(def, '1');
      if (hasParams)
        for (const seg of HOSTILE_SEGMENTS) {
          // A mutating route with a valid-looking id could act: only malformed ids there.
          if (mutating(def) && /^\d+$/.test(seg)) continue;
          await check(`path ${seg.slice(0, 20)}`, send(def, token, concretePath(def, seg), mutating(def) ? '{}' : undefined));
        }
      if (!mutating(def))
        for (const q of HOSTILE_QUERIES) await check(`query ${q.slice(0, 40)}`, send(def, token, goodPath, undefined, q));
      if (mutating(def) && def.body) {
        const path = hasParams ? concretePath(def, 'x') : def.path;
        for (const b of HOSTILE_BODIES) await check(`body ${b.slice(0, 40)}`, send(def, token, path, b));
        // Each field alone of the wrong type (the others missing): never accepted, never a crash.
        for (const field of bodyFields(def))
          for (const v of WRONG_VALUES)
            await check(
              `body ${field}=${JSON.stringify(v).slice(0, 20)}`,
              send(def, token, path, JSON.stringify({ [field]: v })),
            );
      }
      expect(failures).toEqual([]);
    });
  }
});
