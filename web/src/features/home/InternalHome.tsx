/** /internal (role 2): the internal areas as tiles. */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth/use-session';
import { HomeAreas } from './components/HomeAreas';
import { Welcome } from './components/Welcome';

export default function InternalHome() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <SpaceBetween size="l">
      <Welcome user={user} portal={t('home.internal.title')} />
      <HomeAreas user={user} home="internal" as="tiles" />
    </SpaceBetween>
  );
}
