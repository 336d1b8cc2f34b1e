/**
 * What a feature folder declares about itself ("areas as modules"): its addresses, the
 * screens behind them with who may open each, and the tiles, home links, header links and profile
 * entries that lead there. The central registries (config/paths.ts, config/areas.ts, the router)
 * only collect the modules listed in app/modules.ts; adding a screen touches its feature folder.
 */
import { lazy, type ComponentType } from 'react';
import type { AreaEntry } from './area-entry';
import type { RouteAccess } from './guard/decide';

export interface LazyPage {
  Component: ComponentType;
  /** Fetches the page's chunk ahead of its first render. */
  preload: () => Promise<unknown>;
}

/** A lazily loaded page: each screen is its own chunk. */
export function page(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return { Component: lazy(load), preload: load };
}

/** A page bundled with the entry (only the login page; see its module). */
export function eager(Component: ComponentType): LazyPage {
  return { Component, preload: () => Promise.resolve() };
}

export interface AppRoute {
  path: string;
  access: RouteAccess;
  page: LazyPage;
}

/** The same page and access at several addresses. */
export function routesAt(paths: readonly string[], access: RouteAccess, target: LazyPage): AppRoute[] {
  return paths.map((path) => ({ path, access, page: target }));
}

export interface FeatureModule {
  /** The feature folder's name. */
  id: string;
  routes: readonly AppRoute[];
  /** The entries leading to its screens; shown when built and the viewer holds one of the roles. */
  areas?: readonly AreaEntry[];
}
