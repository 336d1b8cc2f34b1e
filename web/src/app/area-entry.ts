/**
 * What a tile, home link, header link or profile-menu entry is, and which of them a user sees
 * (spec §2, §6). Pure data and one filter, so tests and the browser-test runner can read a
 * module's entries without loading the screens; config/areas.ts collects the real registry.
 */
import type { IconProps } from '@cloudscape-design/components/icon';
import type { HomeId } from '../config/paths';

export type Placement =
  /** A tile on a home page (internal and pharmacy homes). */
  | 'tile'
  /** A plain link on a home page (laboratory home). */
  | 'link'
  /** The pharmacy home's help/contact link. */
  | 'help'
  /** An entry of the profile menu in the header. */
  | 'profile'
  /** A tile on an area's own tiles page (e.g. /guest/pharmacy/platform); `parent` names the area. */
  | 'area-tile'
  /** Only a link of the header (an area no home tile leads to). */
  | 'nav';

export interface AreaEntry {
  id: string;
  /** The home page it belongs to; profile entries belong to every home. */
  home: HomeId | 'any';
  placement: Placement;
  path: string;
  /** Catalogue key of its label. */
  titleKey: string;
  /** Cloudscape icon shown on a tile. */
  icon?: IconProps.Name;
  /** Any one of these roles shows it; [] shows it to everyone on that home. */
  roles: readonly number[];
  /** Only for this kind of account (the profile menu differs for users and guests). */
  model?: 'user' | 'guest';
  /** Only for this guest type (1 pharmacy, 2 laboratory). */
  guestType?: 1 | 2;
  /** Also listed among the header's links. */
  header?: boolean;
  /** For 'area-tile': the id of the area whose tiles page shows it. */
  parent?: string;
  /** False until the area's screens exist. */
  built: boolean;
}

export interface AreaViewer {
  model: 'user' | 'guest';
  type_id: 1 | 2 | null;
  roles: readonly { id: number }[];
}

export interface AreaFilter {
  home?: HomeId;
  placement?: Placement | readonly Placement[];
  header?: boolean;
  /** Only the tiles of this area's page. */
  parent?: string;
}

/** The entries this user may see, in registry order. */
export function visibleAreas(
  user: AreaViewer | null | undefined,
  filter: AreaFilter = {},
  registry: readonly AreaEntry[],
): AreaEntry[] {
  if (!user) return [];
  const ids = new Set(user.roles.map((r) => r.id));
  const placements = filter.placement === undefined ? null : ([] as Placement[]).concat(filter.placement);
  return registry.filter(
    (a) =>
      a.built &&
      (filter.home === undefined || a.home === filter.home || a.home === 'any') &&
      (placements === null || placements.includes(a.placement)) &&
      (filter.header === undefined || Boolean(a.header) === filter.header) &&
      (filter.parent === undefined || a.parent === filter.parent) &&
      (a.model === undefined || a.model === user.model) &&
      (a.guestType === undefined || a.guestType === user.type_id) &&
      (a.roles.length === 0 || a.roles.some((r) => ids.has(r))),
  );
}
