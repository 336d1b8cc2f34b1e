/**
 * The tiles pages of the pharmacy areas (spec §2): /platform (purchases, invoicing, agreements,
 * vertical, catalog, promotions), /administration (own users, documents), /services/index (in
 * person, digital) and /bi (reports, documents, demo, partner app). Each tile shows to the holders
 * of its roles (the area registry).
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppRegistry } from '../../app/app-registry';
import { visibleAreas } from '../../app/area-entry';
import { useBreadcrumbs } from '../../components/frame-slots';
import { LinkTiles } from '../../components/LinkTiles';
import { Page } from '../../components/Page';
import { useSession } from '../../lib/auth/use-session';
import Box from '@cloudscape-design/components/box';

interface TilesArea {
  id: string;
  path: string;
  titleKey: string;
  descriptionKey: string;
}

export const TILES_AREAS: readonly TilesArea[] = [
  {
    id: 'pharmacy_platform',
    path: '/guest/pharmacy/platform',
    titleKey: 'portal.platform.title',
    descriptionKey: 'portal.platform.description',
  },
  {
    id: 'pharmacy_administration',
    path: '/guest/pharmacy/administration',
    titleKey: 'portal.administration.title',
    descriptionKey: 'portal.administration.description',
  },
  {
    id: 'pharmacy_services',
    path: '/guest/pharmacy/services/index',
    titleKey: 'portal.services.title',
    descriptionKey: 'portal.services.description',
  },
  { id: 'pharmacy_bi', path: '/guest/pharmacy/bi', titleKey: 'portal.bi.title', descriptionKey: 'portal.bi.description' },
];

export default function TilesPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  const { areas } = useAppRegistry();
  const area = TILES_AREAS.find((a) => a.path === pathname.replace(/\/$/, '')) ?? TILES_AREAS[0]!;
  const title = t(area.titleKey);
  useBreadcrumbs([
    { text: t('nav.home'), href: '/' },
    { text: title, href: area.path },
  ]);
  const tiles = visibleAreas(user, { placement: 'area-tile', parent: area.id }, areas).map((a) => ({
    id: a.id,
    path: a.path,
    title: t(a.titleKey),
    icon: a.icon,
  }));
  return (
    <Page title={title} description={t(area.descriptionKey)}>
      {tiles.length ? (
        <LinkTiles items={tiles} label={title} />
      ) : (
        <Box color="text-body-secondary" data-testid="tiles-empty">
          {t('portal.tiles.none')}
        </Box>
      )}
    </Page>
  );
}
