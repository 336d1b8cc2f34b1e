import { useTranslation } from 'react-i18next';
import { useAppRegistry } from '../../../app/app-registry';
import { visibleAreas, type AreaEntry } from '../../../app/area-entry';
import type { HomeId } from '../../../config/paths';
import type { User } from '../../../lib/auth/types';
import { LinkList, LinkTiles, type LinkTile } from '../../../components/LinkTiles';
import { NoAreas } from './Welcome';

/** The registry's areas of a home that this user may open: tiles or links, or the empty state. */
export function HomeAreas({
  user,
  home,
  as,
  registry,
}: {
  user: User;
  home: HomeId;
  as: 'tiles' | 'links';
  registry?: readonly AreaEntry[];
}) {
  const { t } = useTranslation();
  const { areas } = useAppRegistry();
  const entries = visibleAreas(user, { home, placement: as === 'tiles' ? 'tile' : 'link' }, registry ?? areas);
  if (entries.length === 0) return <NoAreas />;
  const items: LinkTile[] = entries.map((a: AreaEntry) => ({ id: a.id, path: a.path, title: t(a.titleKey), icon: a.icon }));
  return as === 'tiles' ? (
    <LinkTiles items={items} label={t('home.areas')} />
  ) : (
    <LinkList items={items} label={t('home.areas')} />
  );
}
