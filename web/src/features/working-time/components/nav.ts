/** The working-time area's link bar (clock, history, administration when allowed) and breadcrumbs. */
import { useTranslation } from 'react-i18next';
import { useAreaLinkBar, type AreaLink } from '../../../components/AreaLinkBar';
import { useBreadcrumbs } from '../../../components/frame-slots';
import { paths } from '../../../config/paths';
import { hasAnyRole } from '../../../lib/auth/roles';
import { useSession } from '../../../lib/auth/use-session';
import { ROLE } from '../../../../../shared/roles/catalogue';
import { REGISTER_ROLES } from '../access';

export function useWorkingTimeFrame(title: string, href: string): void {
  const { t } = useTranslation();
  const { user } = useSession();
  const links: AreaLink[] = [
    { href: paths.workingTimeClock, text: t('workingTime.clock.title') },
    { href: paths.workingTimeHistory, text: t('workingTime.history.title') },
  ];
  if (hasAnyRole(user, REGISTER_ROLES)) links.push({ href: paths.workingTimeAdmin, text: t('workingTime.admin.title') });
  if (hasAnyRole(user, [ROLE.workingTimeRepresentative]))
    links.push({ href: paths.workingTimeRepresentatives, text: t('workingTime.representatives.title') });
  useAreaLinkBar(t('workingTime.nav'), links);
  useBreadcrumbs([
    { text: t('nav.home'), href: paths.home },
    { text: t('areas.working_time'), href: paths.workingTimeClock },
    { text: title, href },
  ]);
}
