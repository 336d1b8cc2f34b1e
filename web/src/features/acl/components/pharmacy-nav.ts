/** Breadcrumbs of the pharmacy self-service pages: home, administration (when its page exists), users. */
import { useTranslation } from 'react-i18next';
import { useBreadcrumbs, type Crumb } from '../../../components/frame-slots';
import { useAppRegistry } from '../../../app/app-registry';
import { paths } from '../../../config/paths';

export function usePharmacyAclCrumbs(trail: readonly Crumb[] = []): void {
  const { t } = useTranslation();
  const administration = useAppRegistry().areas.find((a) => a.id === 'pharmacy_administration');
  const crumbs: Crumb[] = [{ text: t('nav.home'), href: paths.home }];
  if (administration?.built) crumbs.push({ text: t(administration.titleKey), href: administration.path });
  crumbs.push({ text: t('acl.own.title'), href: paths.pharmacyAcl }, ...trail);
  useBreadcrumbs(crumbs);
}
