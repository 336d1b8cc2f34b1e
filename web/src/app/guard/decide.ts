/**
 * The route guard's decisions (spec §4), as a pure function:
 * - a guests-only route (login) with a token goes home, or to the URL kept in `next`;
 * - a protected route without a token goes to login, keeping the wanted URL;
 * - a token without a loaded user loads the user first;
 * - a missing role goes to 403: `allOf` needs every role listed (the spec's "29 and 54"), `anyOf`
 *   one of them (the spec's "3 or 4"), the same rules the API checks.
 */
import { PUBLIC, SIGNED_IN, allOf, anyOf, rolesAllow, type Access } from '../../../../shared/access';
import type { User } from '../../lib/auth/types';
import { roleIds } from '../../lib/auth/roles';
import { loginUrl, safeNext } from '../../lib/navigation';

export { PUBLIC, SIGNED_IN, allOf, anyOf };

/** The API's access vocabulary (shared/access.ts), plus the one rule only a screen has: the login. */
export const GUESTS_ONLY = { guestsOnly: true } as const;
export type RouteAccess = Access | typeof GUESTS_ONLY;

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
  if ('public' in access) return { action: 'render' };
  // Signed in (or just signed in on this very page): on to the wanted URL, else home.
  if ('guestsOnly' in access) {
    return state.token ? { action: 'redirect', to: nextOf(wantedUrl) ?? '/', reason: 'home' } : { action: 'render' };
  }
  if (!state.token) return { action: 'redirect', to: loginUrl(wantedUrl), reason: 'login' };
  if (!state.user) return { action: 'load-user' };
  if (!rolesAllow(access, roleIds(state.user))) return { action: 'redirect', to: '/forbidden', reason: 'forbidden' };
  return { action: 'render' };
}
