/** The administration screens (the home's tiles, spec §2), the link bar and the breadcrumbs. */
import type { IconProps } from '@cloudscape-design/components/icon';
import { useTranslation } from 'react-i18next';
import type { Access } from '../../../../shared/access';
import { administrationArea } from '../../../../shared/areas/administration';
import { useAreaLinkBar, type AreaLink } from '../../components/AreaLinkBar';
import { useBreadcrumbs, type Crumb } from '../../components/frame-slots';
import { paths } from '../../config/paths';
import { may } from '../../lib/auth/roles';
import type { User } from '../../lib/auth/types';
import { useSession } from '../../lib/auth/use-session';

const a = administrationArea.access;
type AdministrationScreen =
  | 'catalog'
  | 'importSales'
  | 'insertSales'
  | 'labsStatistics'
  | 'packaging'
  | 'platformInvoicing'
  | 'farmapremium'
  | 'prenotices';

export interface AdministrationLink {
  id: AdministrationScreen;
  path: string;
  icon: IconProps.Name;
  /** Who sees the tile: the screen's rule in the manifest. */
  access: Access;
  /** Another area's screen: a home tile only, not in the administration's link bar. */
  elsewhere?: true;
}

/**
 * §2's tiles in the spec's order. The last, warehouse prenotices, is the warehouse's screen
 * (/warehouse/prenotices) and needs permission 25 (§6); everyone holding 25 passes that screen's
 * guard (19 or 25).
 */
export const ADMINISTRATION_SCREENS: readonly AdministrationLink[] = [
  { id: 'catalog', path: paths.administrationCatalog, icon: 'folder', access: a.catalog },
  { id: 'importSales', path: paths.importSales, icon: 'upload', access: a.importSales },
  { id: 'insertSales', path: paths.administrationInsertSales, icon: 'insert-row', access: a.insertSales },
  {
    id: 'labsStatistics',
    path: paths.administrationLabsStatistics,
    icon: 'download',
    access: a.labsStatistics,
  },
  { id: 'packaging', path: paths.administrationPackaging, icon: 'settings', access: a.packaging },
  {
    id: 'platformInvoicing',
    path: paths.administrationPlatformInvoicing,
    icon: 'file',
    access: a.platformInvoicing,
  },
  { id: 'farmapremium', path: paths.administrationFarmapremium, icon: 'star', access: a.farmapremium },
  { id: 'prenotices', path: paths.warehousePrenotices, icon: 'send', access: a.prenotices, elsewhere: true },
];

/** The tiles a user sees on the administration home, in the spec's order. */
export function heldAdministrationScreens(user: Pick<User, 'roles'> | null | undefined): AdministrationLink[] {
  return ADMINISTRATION_SCREENS.filter((s) => may(user, s.access));
}

export const screenTitleKey = (id: AdministrationLink['id']) => `administration.screens.${id}`;

export function useHeldAdministrationScreens(): AdministrationLink[] {
  const { user } = useSession();
  return heldAdministrationScreens(user);
}

/** Link bar (the home and the screens held) and breadcrumbs of an administration page. */
export function useAdministrationFrame(trail: readonly Crumb[] = []): void {
  const { t } = useTranslation();
  const held = useHeldAdministrationScreens();
  const links: AreaLink[] = [
    { href: paths.administrationHome, text: t('areas.administration') },
    ...held.filter((s) => !s.elsewhere).map((s) => ({ href: s.path, text: t(screenTitleKey(s.id)), prefix: true })),
  ];
  useAreaLinkBar(t('administration.nav'), links);
  useBreadcrumbs([
    { text: t('nav.home'), href: paths.home },
    { text: t('areas.administration'), href: paths.administrationHome },
    ...trail,
  ]);
}
