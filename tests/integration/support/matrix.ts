/**
 * The one authorization-matrix runner, driven by the route table and an area manifest. A matrix has
 * one entry per route of its area's groups (a new route without an entry fails), each naming, among
 * the area's personas (the manifest's `personas`, README logins), whom the route lets through. For
 * every route it proves that the route's declared roles let through exactly the entry's `who` among
 * every README persona (those the area does not list are refused), then calls the route as nobody
 * (401, or the public answer) and as every README persona (the entry's answer for those let through,
 * 403 for the others, `per` where the handler decides more). Accounts the server cannot tell apart
 * (same roles, model, type and party: the staff directory's role-less accounts) are called once, as
 * the first of them; the others of that directory are fixtures other test files grant roles to.
 */
import { describe, expect, it } from 'vitest';
import { isPublic, rolesAllow } from '../../../shared/api/route';
import { groupOf, routes, type RouteId } from '../../../shared/api/routes';
import type { AreaManifest } from '../../../shared/areas/define';
import { DEMO_PASSWORD } from '../../../infra/local/seed/demo-data';
import { SEEDED_ACCOUNTS } from '../../../infra/local/seed/personas';
import { freshLoopback } from './acl';
import { call, tokenFor } from './api';

/** The README's demo personas (its accounts table is written from the same list), by login. */
export const README_PERSONAS: readonly string[] = SEEDED_ACCOUNTS.map((a) => a.login);

/** A seeded persona's roles, by login. */
export const rolesOfLogin = (login: string): readonly number[] => {
  const account = SEEDED_ACCOUNTS.find((a) => a.login === login);
  if (!account) throw new Error(`${login} is not a README persona`);
  return account.roleIds;
};

const identity = (login: string) => {
  const a = SEEDED_ACCOUNTS.find((x) => x.login === login)!;
  return JSON.stringify([[...a.roleIds].sort((x, y) => x - y), a.model, a.typeId, a.partyId]);
};
/** The README personas called over HTTP: the first account of each identity. */
const CALLED = README_PERSONAS.filter((p, i) => README_PERSONAS.findIndex((q) => identity(q) === identity(p)) === i);

/** A value, or how to make a fresh one (a record the call consumes: each caller let through gets its own). */
type Lazy<T> = T | (() => Promise<T>);

export interface MatrixEntry<W extends string> {
  /** Whom the route's declared roles let through; 'public': no token needed; 'signed-in': every account. */
  who: readonly W[] | 'public' | 'signed-in';
  /** Concrete path (default: the route's template). */
  path?: Lazy<string>;
  query?: string;
  body?: Lazy<unknown>;
  /** The answer of those let through (default 200); several when it depends on shared state at that moment. */
  ok?: number | readonly number[];
  /** Per README persona, the answer where the handler decides beyond the route's roles. */
  per?: Readonly<Record<string, number>>;
}

type PersonasOf<A> = A extends AreaManifest<string, string, infer P> ? P : never;

export interface Matrix<A extends AreaManifest> {
  area: A;
  entries: Record<string, MatrixEntry<PersonasOf<A>>>;
  /** Routes of the area proven elsewhere (a machine route guarded by its own secret). */
  except?: readonly RouteId[];
}

/** The routes of an area's groups, less its exceptions. */
export const routesOf = (area: AreaManifest, except: readonly RouteId[] = []) =>
  (Object.entries(routes) as [RouteId, (typeof routes)[RouteId]][]).filter(
    ([id]) => groupOf(id) in area.groups && !except.includes(id),
  );

const resolve = async <T>(v: Lazy<T> | undefined): Promise<T | undefined> =>
  typeof v === 'function' ? (v as () => Promise<T>)() : v;

export function runMatrix<A extends AreaManifest>({ area, entries, except = [] }: Matrix<A>): void {
  const covered = routesOf(area, except);
  const listed: readonly string[] = area.personas;

  describe(`${area.name} authorization matrix`, () => {
    it(`has exactly one entry per ${area.name} route, naming README personas only`, () => {
      expect(Object.keys(entries).sort()).toEqual(covered.map(([id]) => id).sort());
      expect(
        listed.filter((p) => !README_PERSONAS.includes(p)),
        'manifest personas',
      ).toEqual([]);
      for (const [id, e] of Object.entries(entries))
        expect(
          Object.keys(e.per ?? {}).filter((p) => !README_PERSONAS.includes(p)),
          `${id} per`,
        ).toEqual([]);
    });

    for (const [id, route] of covered) {
      const entry = entries[id];
      if (!entry) continue;
      const { method } = route;
      const ok = [entry.ok ?? 200].flat();
      const who = entry.who;
      const through = (p: string) => typeof who === 'string' || (who as readonly string[]).includes(p);
      const said = typeof who === 'string' ? who : who.join(', ');

      it(`${method} ${route.path}: the declared roles let through exactly ${said}`, () => {
        expect(isPublic(route.access)).toBe(who === 'public');
        expect('signedIn' in route.access).toBe(who === 'signed-in');
        for (const p of README_PERSONAS) expect(rolesAllow(route.access, rolesOfLogin(p)), p).toBe(through(p));
      });

      it(`${method} ${route.path}: nobody and every README persona get their answer`, async () => {
        // Those refused share one path and body; each caller let through gets its own (it may consume it).
        const input = async () => {
          const path = (await resolve(entry.path)) ?? route.path;
          return { method, path, body: await resolve(entry.body), query: path.includes('?') ? undefined : entry.query };
        };
        let refused: ReturnType<typeof input> | undefined;
        const ask = async (p: string | null) => {
          const { path, ...opts } = p !== null && through(p) ? await input() : await (refused ??= input());
          // From an address of its own: per-IP limits count each caller apart, as the users they stand for.
          const token = p === null ? null : await tokenFor(p, DEMO_PASSWORD);
          return (await call(path, { ...opts, token, from: freshLoopback() })).status;
        };
        const anonymous = await ask(null);
        expect(who === 'public' ? ok : [401], 'no token').toContain(anonymous);
        const answers = await Promise.all(CALLED.map(async (p) => [p, await ask(p)] as const));
        const wrong = answers.filter(([p, status]) => {
          const wanted = entry.per?.[p] !== undefined ? [entry.per[p]] : through(p) ? ok : [403];
          return !wanted.includes(status);
        });
        expect(
          wrong,
          `wanted ${ok.join('/')} for ${said}, 403 for the others${entry.per ? `, per ${JSON.stringify(entry.per)}` : ''}`,
        ).toEqual([]);
      });
    }
  });
}
