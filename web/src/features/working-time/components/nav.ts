/** The working-time area's link bar (clock, history, administration when allowed) and breadcrumbs. */
import { useTranslation } from 'react-i18next';
import { useAreaLinkBar, type AreaLink } from '../../../components/AreaLinkBar';
import { useBreadcrumbs } from '../../../components/frame-slots';
import { paths } from '../../../config/paths';
import { may } from '../../../lib/auth/roles';
import { useSession } from '../../../lib/auth/use-session';
import { workingTimeArea } from '../../../../../shared/areas/working-time';

export function useWorkingTimeFrame(title: string, href: string): void {
  const { t } = useTranslation();
  const { user } = useSession();
  const links: AreaLink[] = [
    { href: paths.workingTimeClock, text: t('workingTime.clock.title') },
    { href: paths.workingTimeHistory, text: t('workingTime.history.title') },
  ];
  if (may(user, workingTimeArea.access.reader)) links.push({ href: paths.workingTimeAdmin, text: t('workingTime.admin.title') });
  if (may(user, workingTimeArea.access.representative))
    links.push({ href: paths.workingTimeRepresentatives, text: t('workingTime.representatives.title') });
  useAreaLinkBar(t('workingTime.nav'), links);
  useBreadcrumbs([
    { text: t('nav.home'), href: paths.home },
    { text: t('areas.working_time'), href: paths.workingTimeClock },
    { text: title, href },
  ]);
}
