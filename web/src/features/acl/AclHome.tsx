/** /acl/home (role 3): two tiles, internal users and guests (spec §2). */
import { useTranslation } from 'react-i18next';
import { LinkTiles, type LinkTile } from '../../components/LinkTiles';
import { Page } from '../../components/Page';
import { paths } from '../../config/paths';
import { may } from '../../lib/auth/roles';
import { useSession } from '../../lib/auth/use-session';
import { accessArea } from '../../../../shared/areas/access';
import { useAclFrame } from './components/nav';

export default function AclHome() {
  const { t } = useTranslation();
  const { user } = useSession();
  useAclFrame();
  const tiles: LinkTile[] = [];
  if (may(user, accessArea.access.users)) {
    tiles.push({
      id: 'acl-users',
      path: paths.aclUsers,
      title: t('acl.users.title'),
      description: t('acl.home.users_description'),
      icon: 'user-profile',
    });
  }
  if (may(user, accessArea.access.guests)) {
    tiles.push({
      id: 'acl-guests',
      path: paths.aclGuests,
      title: t('acl.guests.title'),
      description: t('acl.home.guests_description'),
      icon: 'group',
    });
  }
  return (
    <Page title={t('areas.acl')} description={t('acl.home.description')}>
      <LinkTiles items={tiles} label={t('areas.acl')} />
    </Page>
  );
}
