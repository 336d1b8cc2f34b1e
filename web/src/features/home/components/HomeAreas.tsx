import { useTranslation } from 'react-i18next';
import { AREAS, visibleAreas, type AreaEntry } from '../../../config/areas';
import type { HomeId } from '../../../config/paths';
import type { User } from '../../../lib/auth/types';
import { AreaLinks, AreaTiles, type TileItem } from './AreaTiles';
import { NoAreas } from './Welcome';

/** The registry's areas of a home that this user may open: tiles or links, or the empty state. */
export function HomeAreas({
  user,
  home,
  as,
  registry = AREAS,
}: {
  user: User;
  home: HomeId;
  as: 'tiles' | 'links';
  registry?: readonly AreaEntry[];
}) {
  const { t } = useTranslation();
  const entries = visibleAreas(user, { home, placement: as === 'tiles' ? 'tile' : 'link' }, registry);
  if (entries.length === 0) return <NoAreas />;
  const items: TileItem[] = entries.map((a: AreaEntry) => ({ id: a.id, path: a.path, title: t(a.titleKey), icon: a.icon }));
  return as === 'tiles' ? (
    <AreaTiles items={items} label={t('home.areas')} />
  ) : (
    <AreaLinks items={items} label={t('home.areas')} />
  );
}
