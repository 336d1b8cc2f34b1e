/** The acl area's link bar and breadcrumbs. */
import { useTranslation } from 'react-i18next';
import { useAreaLinkBar, type AreaLink } from '../../../components/AreaLinkBar';
import { useBreadcrumbs, type Crumb } from '../../../components/frame-slots';
import { paths } from '../../../config/paths';
import { may } from '../../../lib/auth/roles';
import { useSession } from '../../../lib/auth/use-session';
import { accessArea } from '../../../../../shared/areas/access';

/** The link bar (home, internal users, guests: each when allowed) and the breadcrumbs of an acl page. */
export function useAclFrame(trail: readonly Crumb[] = []): void {
  const { t } = useTranslation();
  const { user } = useSession();
  const links: AreaLink[] = [{ href: paths.aclHome, text: t('areas.acl') }];
  if (may(user, accessArea.access.users)) links.push({ href: paths.aclUsers, text: t('acl.users.title'), prefix: true });
  if (may(user, accessArea.access.guests)) links.push({ href: paths.aclGuests, text: t('acl.guests.title'), prefix: true });
  useAreaLinkBar(t('acl.nav'), links);
  useBreadcrumbs([{ text: t('nav.home'), href: paths.home }, { text: t('areas.acl'), href: paths.aclHome }, ...trail]);
}
