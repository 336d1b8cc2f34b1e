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
import { call, stack, tokenFor } from './support/api';

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

/**
 * One number rule and sane dates, checked on the wire. A body number is a JSON number
 * ([5], true, "5", "0x1" and " 5 " were taken by the newer routes' ids); a path or query number is
 * decimal digits; a date's year is 1900..2100 ('9999-12-31' in a datatable filter answered 500).
 * Each answers 422 naming the field.
 */
describe('robustness: hostile numbers and dates answer 422 on their field', () => {
  const HOSTILE_NUMBERS: unknown[] = [[5], true, '5', '0x1', ' 5 '];
  /** A newer route's body with one number field made hostile (the rest as the screen sends them). */
  const BODY_NUMBERS: [route: keyof typeof routes, field: string, body: Record<string, unknown>][] = [
    ['warehouse.delivery_notes.update', 'id', { id: 1, direction: 'in', effective_date: '2026-01-05' }],
    [
      'warehouse.distribution.mids.create',
      'shipment_in_line',
      { shipment_in_line: 1, shipment_in: 1, sale_line: 1, sale: 1, party: 1, product: 1, lot: null, quantity: 1 },
    ],
    ['warehouse.returns.trackings.comments.store', 'tracking_id', { tracking_id: 1, content: 'x' }],
    ['warehouse.relation_mids_outs.update_shipment_out', 'shipment_in', { shipment_in: 1, sale_id: 1, shipment_out: 'X1' }],
    ['warehouse.logistics.mids.print', 'party_id', { shipment_in: 1, sale_id: 1, party_id: 1 }],
    ['warehouse.logistics.shipments.truck_sheet', 'shipment_freight_id', { shipment_freight_id: 1 }],
    ['operations.import.target', 'laboratory', { laboratory: 1, files: [] }],
    ['sales_import.upload', 'distributor', { distributor: 1 }],
  ];

  const persona = (name: keyof typeof routes) => personaFor(routes[name] as RouteDef)!;
  const errorsOf = (body: unknown) => (body as { errors?: Record<string, string[]> }).errors ?? {};

  for (const [name, field, valid] of BODY_NUMBERS)
    it(`${name}: ${field} as [5], true, "5", "0x1" or " 5 " is a 422 on ${field}`, async () => {
      const def = routes[name] as RouteDef;
      const answers = [];
      for (const v of HOSTILE_NUMBERS) {
        const res = await call(def.path, {
          method: def.method,
          persona: persona(name),
          lang: 'es',
          body: { ...valid, [field]: v },
        });
        answers.push({ v, status: res.status, field: errorsOf(res.body)[field] });
      }
      expect(answers).toEqual(HOSTILE_NUMBERS.map((v) => ({ v, status: 422, field: ['Debe ser un número.'] })));
    });

  const calls = routes['ticketing.calls.datatable'];
  const YEAR_MESSAGE = { es: 'El año debe estar entre 1900 y 2100.', ca: "L'any ha de ser entre 1900 i 2100." };

  it('a datatable date filter in year 9999 or 0000 is a 422 on the filter, in es and ca', async () => {
    for (const [key, day] of [
      ['date_from', '9999-12-31'],
      ['date_to', '9999-12-31'],
      ['date_from', '0000-01-01'],
    ] as const)
      for (const lang of ['es', 'ca'] as const) {
        const res = await call(calls.path, {
          persona: persona('ticketing.calls.datatable'),
          lang,
          query: `search[${key}]=${day}`,
        });
        expect({ key, day, lang, status: res.status, errors: errorsOf(res.body) }).toEqual({
          key,
          day,
          lang,
          status: 422,
          errors: { [`search.${key}`]: [YEAR_MESSAGE[lang]] },
        });
      }
  });

  it('a day that is not in the calendar (2026-02-30) is a 422 on the filter', async () => {
    const res = await call(calls.path, {
      persona: persona('ticketing.calls.datatable'),
      lang: 'es',
      query: 'search[date_from]=2026-02-30',
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)['search.date_from']).toEqual(['Debe ser una fecha válida (AAAA-MM-DD).']);
  });

  it('the tickets list and a body date refuse year 9999 the same way', async () => {
    const tickets = routes['ticketing.datatable'] as RouteDef;
    const list = await call(tickets.path, {
      persona: persona('ticketing.datatable'),
      lang: 'es',
      query: 'search[date_to]=9999-12-31',
    });
    expect([list.status, errorsOf(list.body)['search.date_to']]).toEqual([422, [YEAR_MESSAGE.es]]);
    const note = routes['warehouse.delivery_notes.update'];
    const body = await call(note.path, {
      method: note.method,
      persona: persona('warehouse.delivery_notes.update'),
      lang: 'es',
      body: { id: 1, direction: 'in', effective_date: '9999-12-31' },
    });
    expect([body.status, errorsOf(body.body).effective_date]).toEqual([422, [YEAR_MESSAGE.es]]);
  });

  it('a query number is decimal digits: per_page=0x10 or " 25" is a 422 on per_page', async () => {
    for (const perPage of ['0x10', '%2025', '25e0']) {
      const res = await call(calls.path, {
        persona: persona('ticketing.calls.datatable'),
        lang: 'es',
        query: `per_page=${perPage}`,
      });
      expect([perPage, res.status, errorsOf(res.body).per_page]).toEqual([perPage, 422, ['Debe ser un número.']]);
    }
  });
});
