/**
 * The area registry: every tile, home link, header link and profile-menu entry of the product,
 * each declared by the feature module it leads to (`areas` in features/<area>/module.ts) and
 * collected here in the order of app/modules.ts.
 *
 * Rules (spec §2, §6): an entry shows when it is built and the user holds at least one of its
 * roles (an empty list means "anyone who reaches this home"); `model` and `guestType` narrow it
 * further. Entries not built yet are never shown: there are no dead tiles.
 */
import { FEATURE_MODULES } from '../app/modules';
import { visibleAreas as visibleIn, type AreaEntry, type AreaFilter, type AreaViewer } from '../app/area-entry';

export type { AreaEntry, AreaFilter, AreaViewer, Placement } from '../app/area-entry';

export const AREAS: readonly AreaEntry[] = FEATURE_MODULES.flatMap((m) => m.areas ?? []);

/** The entries of the real registry this user may see, in registry order. */
export function visibleAreas(
  user: AreaViewer | null | undefined,
  filter: AreaFilter = {},
  registry: readonly AreaEntry[] = AREAS,
) {
  return visibleIn(user, filter, registry);
}
