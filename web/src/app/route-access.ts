/**
 * Whether a user may open an in-app address, by the rule of the screen's own guard (the route's
 * access in its feature module): a link or button leading to another feature's screen is shown
 * only to those that screen lets in, never one that ends on the 403 page.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { rolesAllow } from '../../../shared/access';
import { once } from '../../../shared/once';
import { roleIds } from '../lib/auth/roles';
import type { User } from '../lib/auth/types';
import type { AppRoute } from './feature-module';
import { FEATURE_MODULES } from './modules';

// The same ranking the router matches with (a literal segment wins over a :param).
const tree = once((): RouteObject[] => [
  { children: FEATURE_MODULES.flatMap((m) => m.routes).map((r) => ({ path: r.path, handle: r })) },
]);

/** True when a signed-in user with these roles passes the guard of the screen at `href`. */
export function canOpen(href: string, user: Pick<User, 'roles'> | null | undefined): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  const route = matchRoutes(tree(), path)?.at(-1)?.route.handle as AppRoute | undefined;
  if (!route || route.path === '*') return false;
  if ('guestsOnly' in route.access) return false;
  return rolesAllow(route.access, roleIds(user));
}
