/**
 * What the app collects from every feature module (the areas, and which screens a user may open),
 * handed down to the features that show it. A feature reads it here rather than from the collected
 * modules (config/areas.ts, app/route-access.ts): those import every feature, the reader's own
 * module included, and the import would close a loop. AppProviders supplies the real registry.
 */
import { createContext, useContext } from 'react';
import type { User } from '../lib/auth/types';
import type { AreaEntry } from './area-entry';

export interface AppRegistry {
  /** Every tile, home link, header link and profile entry, in the modules' order. */
  areas: readonly AreaEntry[];
  /** Whether a user passes the guard of the screen at `href`. */
  canOpen: (href: string, user: Pick<User, 'roles'> | null | undefined) => boolean;
}

export const AppRegistryContext = createContext<AppRegistry>({ areas: [], canOpen: () => false });

export const useAppRegistry = (): AppRegistry => useContext(AppRegistryContext);
