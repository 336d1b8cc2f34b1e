/**
 * The one authorization-matrix runner, driven by the route table. A matrix names its personas (each
 * with its roles and a token) and one entry per route of its groups (a new route without an entry
 * fails). For every route it proves that the route's declared roles let through exactly the entry's
 * `who`, then calls the route as nobody (401, or the public answer) and as every persona (the
 * entry's answer for those let through, 403 for the others, `per` where the handler decides more).
 */
import { describe, expect, it } from 'vitest';
import { isPublic, rolesAllow, type Group } from '../../../shared/api/route';
import { groupOf, routes, type RouteId } from '../../../shared/api/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../infra/local/seed/demo-data';
import { call, tokenFor } from './api';

export interface MatrixPersona {
  roles: readonly number[];
  token: () => Promise<string>;
}

export interface MatrixEntry<W extends string> {
  /** Whom the route's declared roles let through; 'public': no token needed. */
  who: readonly W[] | 'public';
  /** Concrete path (default: the route's template). */
  path?: string;
  query?: string;
  body?: unknown;
  /** The answer of those let through (default 200); several when it depends on shared state at that moment. */
  ok?: number | readonly number[];
  /** Per-persona answer where the handler decides beyond the route's roles. */
  per?: Partial<Record<W, number>>;
}

export interface Matrix<W extends string> {
  name: string;
  groups: readonly Group[];
  personas: Record<W, MatrixPersona>;
  entries: Record<string, MatrixEntry<W>>;
  /** Routes of those groups proven elsewhere (a machine route guarded by its own secret). */
  except?: readonly RouteId[];
}

/** The routes of a matrix's groups, less its exceptions. */
export const routesOf = (groups: readonly Group[], except: readonly RouteId[] = []) =>
  (Object.entries(routes) as [RouteId, (typeof routes)[RouteId]][]).filter(
    ([id]) => groups.includes(groupOf(id)) && !except.includes(id),
  );

export function runMatrix<W extends string>({ name, groups, personas, entries, except = [] }: Matrix<W>): void {
  const covered = routesOf(groups, except);
  const all = Object.keys(personas) as W[];

  describe(`${name} authorization matrix`, () => {
    it(`has exactly one entry per ${name} route`, () => {
      expect(Object.keys(entries).sort()).toEqual(covered.map(([id]) => id).sort());
    });

    for (const [id, route] of covered) {
      const entry = entries[id];
      if (!entry) continue;
      const { method } = route;
      const path = entry.path ?? route.path;
      const opts = { method, body: entry.body, query: entry.query };
      const ok = [entry.ok ?? 200].flat();
      const through = (w: W) => entry.who === 'public' || entry.who.includes(w);

      it(`${method} ${route.path}: the declared roles let through exactly ${entry.who === 'public' ? 'everyone' : entry.who.join(', ')}`, () => {
        expect(isPublic(route.access)).toBe(entry.who === 'public');
        if (entry.who !== 'public') for (const w of all) expect(rolesAllow(route.access, personas[w].roles), w).toBe(through(w));
      });

      it(`${method} ${route.path}: nobody and every persona get their answer`, async () => {
        const anonymous = (await call(path, opts)).status;
        expect(entry.who === 'public' ? ok : [401], 'no token').toContain(anonymous);
        const answers = await Promise.all(
          all.map(async (w) => [w, (await call(path, { ...opts, token: await personas[w].token() })).status] as const),
        );
        for (const [w, status] of answers) {
          const wanted = entry.per?.[w] !== undefined ? [entry.per[w]] : through(w) ? ok : [403];
          expect(wanted, w).toContain(status);
        }
      });
    }
  });
}

/** Personas by login: each login's roles from the seeded accounts, its token with the demo password. */
export function personasByLogin<W extends string>(
  logins: Record<W, string>,
  accounts: readonly { login: string; roleIds: readonly number[] }[],
): Record<W, MatrixPersona> {
  return Object.fromEntries(
    (Object.entries(logins) as [W, string][]).map(([w, login]) => [
      w,
      { roles: accounts.find((a) => a.login === login)!.roleIds, token: () => tokenFor(login, DEMO_PASSWORD) },
    ]),
  ) as Record<W, MatrixPersona>;
}

/** Personas by the demo accounts' persona names (their own passwords). */
export function demoPersonas<W extends string>(names: readonly W[]): Record<W, MatrixPersona> {
  return Object.fromEntries(
    names.map((p): [W, MatrixPersona] => [
      p,
      { roles: DEMO_ACCOUNTS.find((a) => a.persona === p)!.roleIds, token: () => tokenFor(p) },
    ]),
  ) as Record<W, MatrixPersona>;
}
