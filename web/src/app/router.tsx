/**
 * The route tree. Each area's screens are their own chunk (React.lazy); the frame and the guard
 * are in the entry chunk. Access per route follows spec §2 and §4.
 *
 * Declarative routing (useRoutes under BrowserRouter): the app needs no loaders or actions, and
 * react-router's data router would add about 18 KiB gzip to the first load.
 */
import type { ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { Frame, loadSessionHeader } from './frame/Frame';
import { Guard } from './guard/Guard';
import { RouteErrorBoundary } from './RouteError';
import type { AppRoute } from './feature-module';
import { FEATURE_MODULES } from './modules';
import { loginPage } from '../features/auth/module';

export type { AppRoute };

/** Every screen of every feature module (app/modules.ts), the catch-all 404 last. */
export const appRoutes: AppRoute[] = FEATURE_MODULES.flatMap((m) => m.routes);

function element(route: AppRoute): ReactNode {
  const { Component } = route.page;
  return (
    <Guard access={route.access}>
      <Component />
    </Guard>
  );
}

export function routeObjects(routes: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [{ element: <Frame />, children: routes.map((r) => ({ path: r.path, element: element(r), handle: r })) }];
}

const routeTree = routeObjects();

/** Renders the route matching the location, inside the frame. */
export function AppRoutes({ routes = routeTree }: { routes?: RouteObject[] }) {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

/**
 * Starts fetching the chunk of the page the browser is about to show, in parallel with the
 * runtime config: a signed-out visit to a protected path will show the login page.
 */
export function preloadPage(pathname: string, signedIn: boolean): void {
  // The same ranking the router renders with (a literal segment wins over a :param).
  const route = matchRoutes(routeTree, pathname)?.at(-1)?.route.handle as AppRoute | undefined;
  if (!route) return;
  const protectedRoute = !('public' in route.access) && !('guestsOnly' in route.access);
  const target = !signedIn && protectedRoute ? loginPage : route.page;
  void target.preload().catch(() => undefined);
  if (signedIn) void loadSessionHeader().catch(() => undefined);
}
