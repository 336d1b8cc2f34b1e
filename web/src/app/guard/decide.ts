/**
 * The route guard's decisions (spec §4), as a pure function:
 * - a guests-only route (login) with a token goes home, or to the URL kept in `next`;
 * - a protected route without a token goes to login, keeping the wanted URL;
 * - a token without a loaded user loads the user first;
 * - a missing role goes to 403; a route listing several roles needs all of them, unless it lists
 *   them as alternatives (`requireAnyRole`: the spec's "3 or 4").
 */
import { hasAllRoles, hasAnyRole } from '../../lib/auth/roles';
import type { User } from '../../lib/auth/types';
import { loginUrl, safeNext } from '../../lib/navigation';

export type RouteAccess =
  { kind: 'public' } | { kind: 'guests' } | { kind: 'signed-in'; roles?: readonly number[]; anyRoles?: readonly number[] };

export const PUBLIC: RouteAccess = { kind: 'public' };
export const GUESTS_ONLY: RouteAccess = { kind: 'guests' };
export const SIGNED_IN: RouteAccess = { kind: 'signed-in' };
export const requireRoles = (...roles: number[]): RouteAccess => ({ kind: 'signed-in', roles });
export const requireAnyRole = (...anyRoles: number[]): RouteAccess => ({ kind: 'signed-in', anyRoles });

export type GuardDecision =
  { action: 'render' } | { action: 'load-user' } | { action: 'redirect'; to: string; reason: 'login' | 'home' | 'forbidden' };

/** The `next` query parameter of a URL, if it is a safe in-app path. */
export function nextOf(url: string): string | null {
  const query = url.split('#')[0]?.split('?')[1] ?? '';
  return safeNext(new URLSearchParams(query).get('next'));
}

export function decide(
  access: RouteAccess,
  state: { token: string | null; user: Pick<User, 'roles'> | null },
  wantedUrl: string,
): GuardDecision {
  switch (access.kind) {
    case 'public':
      return { action: 'render' };
    case 'guests':
      // Signed in (or just signed in on this very page): on to the wanted URL, else home.
      return state.token ? { action: 'redirect', to: nextOf(wantedUrl) ?? '/', reason: 'home' } : { action: 'render' };
    case 'signed-in': {
      if (!state.token) return { action: 'redirect', to: loginUrl(wantedUrl), reason: 'login' };
      if (!state.user) return { action: 'load-user' };
      const missing =
        (access.roles?.length && !hasAllRoles(state.user, access.roles)) ||
        (access.anyRoles?.length && !hasAnyRole(state.user, access.anyRoles));
      if (missing) {
        return { action: 'redirect', to: '/forbidden', reason: 'forbidden' };
      }
      return { action: 'render' };
    }
  }
}
