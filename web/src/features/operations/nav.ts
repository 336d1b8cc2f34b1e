/** The operations area's screens, link bar and breadcrumbs (spec §2: "under /opc, with breadcrumbs"). */
import type { IconProps } from '@cloudscape-design/components/icon';
import { useTranslation } from 'react-i18next';
import { useAreaLinkBar, type AreaLink } from '../../components/AreaLinkBar';
import { useBreadcrumbs, type Crumb } from '../../components/frame-slots';
import type { AppRegistry } from '../../app/app-registry';
import { paths, withParam } from '../../config/paths';
import type { User } from '../../lib/auth/types';

export interface OpcScreen {
  id: string;
  path: string;
  /** Catalogue keys of its name and of its tile's text. */
  titleKey: string;
  descriptionKey: string;
  icon: IconProps.Name;
}

/** The home's tiles and the link bar, in the spec's order (report, pharmacies, laboratories, webinars, the four imports). */
export const OPC_SCREENS: readonly OpcScreen[] = [
  {
    id: 'report',
    path: paths.opcReport,
    titleKey: 'operations.report.title',
    descriptionKey: 'operations.home.report',
    icon: 'search',
  },
  {
    id: 'pharmacies',
    path: paths.opcPharmacies,
    titleKey: 'operations.pharmacies.title',
    descriptionKey: 'operations.home.pharmacies',
    icon: 'group',
  },
  {
    id: 'laboratories',
    path: paths.opcLaboratories,
    titleKey: 'operations.laboratories.title',
    descriptionKey: 'operations.home.laboratories',
    icon: 'folder',
  },
  {
    id: 'webinars',
    path: paths.opcWebinars,
    titleKey: 'operations.webinars.title',
    descriptionKey: 'operations.home.webinars',
    icon: 'video-on',
  },
  {
    id: 'import-stock',
    path: paths.opcImportStock,
    titleKey: 'operations.imports.stock_title',
    descriptionKey: 'operations.home.import_stock',
    icon: 'upload',
  },
  {
    id: 'sell-in-fede',
    path: paths.opcImportSellInFede,
    titleKey: 'operations.sell_in.title_fede',
    descriptionKey: 'operations.home.sell_in_fede',
    icon: 'upload',
  },
  {
    id: 'sell-in-platform',
    path: paths.opcImportSellInPlatform,
    titleKey: 'operations.sell_in.title_platform',
    descriptionKey: 'operations.home.sell_in_platform',
    icon: 'upload',
  },
  {
    id: 'import-target',
    path: paths.opcImportTarget,
    titleKey: 'operations.imports.target_title',
    descriptionKey: 'operations.home.import_target',
    icon: 'upload',
  },
];

export const pharmacyHref = (id: number): string => withParam(paths.opcPharmacyShow, id);
export const laboratoryHref = (id: number): string => withParam(paths.opcLaboratoryShow, id);
export const webinarHref = (id: number): string => withParam(paths.opcWebinarShow, id);

/** The link bar (the area's home and its screens) and the breadcrumbs: home, operations, then the page's trail. */
export function useOpcFrame(trail: readonly Crumb[] = []): void {
  const { t } = useTranslation();
  const links: AreaLink[] = [
    { href: paths.opc, text: t('areas.opc') },
    ...OPC_SCREENS.map((s) => ({ href: s.path, text: t(s.titleKey), prefix: true })),
  ];
  useAreaLinkBar(t('operations.nav'), links);
  useBreadcrumbs([{ text: t('nav.home'), href: paths.home }, { text: t('areas.opc'), href: paths.opc }, ...trail]);
}

/** The guest access screen listing the laboratory guests of a party (its filters live in the URL). */
export const guestsOfParty = (partyCode: string): string =>
  `${paths.aclGuests}?${new URLSearchParams({ code: partyCode, type: '2' }).toString()}`;

/**
 * The laboratory page's "guest users" link, for a user that screen's guard lets in; null otherwise
 * (the operations role alone would land on the 403 page), or without a party.
 */
export function guestsLink(
  partyCode: string | null | undefined,
  user: Pick<User, 'roles'> | null | undefined,
  canOpen: AppRegistry['canOpen'],
): string | null {
  if (!partyCode) return null;
  const href = guestsOfParty(partyCode);
  return canOpen(href, user) ? href : null;
}
