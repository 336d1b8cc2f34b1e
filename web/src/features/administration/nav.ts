/** The administration screens (the home's tiles, spec §2), the link bar and the breadcrumbs. */
import type { IconProps } from '@cloudscape-design/components/icon';
import { useTranslation } from 'react-i18next';
import { useAreaLinkBar, type AreaLink } from '../../components/AreaLinkBar';
import { useBreadcrumbs, type Crumb } from '../../components/frame-slots';
import { paths } from '../../config/paths';
import { hasAnyRole } from '../../lib/auth/roles';
import { useSession } from '../../lib/auth/use-session';
import { ADMINISTRATION_ACCESS, type AdministrationScreen } from './access';

export interface AdministrationLink {
  id: AdministrationScreen;
  path: string;
  icon: IconProps.Name;
}

/**
 * §2's tiles in the spec's order. The prenotices tile (permission 25) is not here: warehouse part 2
 * has not landed its screen, and a tile that leads nowhere is not shown (docs/spec-decisions.md).
 */
export const ADMINISTRATION_SCREENS: readonly AdministrationLink[] = [
  { id: 'catalog', path: paths.administrationCatalog, icon: 'folder' },
  { id: 'importSales', path: paths.importSales, icon: 'upload' },
  { id: 'insertSales', path: paths.administrationInsertSales, icon: 'insert-row' },
  { id: 'labsStatistics', path: paths.administrationLabsStatistics, icon: 'download' },
  { id: 'packaging', path: paths.administrationPackaging, icon: 'settings' },
  { id: 'platformInvoicing', path: paths.administrationPlatformInvoicing, icon: 'file' },
  { id: 'farmapremium', path: paths.administrationFarmapremium, icon: 'star' },
];

export const screenTitleKey = (id: AdministrationScreen) => `administration.screens.${id}`;

export function useHeldAdministrationScreens(): AdministrationLink[] {
  const { user } = useSession();
  return ADMINISTRATION_SCREENS.filter((s) => hasAnyRole(user, ADMINISTRATION_ACCESS[s.id]));
}

/** Link bar (the home and the screens held) and breadcrumbs of an administration page. */
export function useAdministrationFrame(trail: readonly Crumb[] = []): void {
  const { t } = useTranslation();
  const held = useHeldAdministrationScreens();
  const links: AreaLink[] = [
    { href: paths.administrationHome, text: t('areas.administration') },
    ...held.map((s) => ({ href: s.path, text: t(screenTitleKey(s.id)), prefix: true })),
  ];
  useAreaLinkBar(t('administration.nav'), links);
  useBreadcrumbs([
    { text: t('nav.home'), href: paths.home },
    { text: t('areas.administration'), href: paths.administrationHome },
    ...trail,
  ]);
}
