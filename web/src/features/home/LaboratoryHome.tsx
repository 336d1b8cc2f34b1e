/** /laboratory (roles 29 and 55): links to statistics and business intelligence. */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth/use-session';
import { HomeAreas } from './components/HomeAreas';
import { Welcome } from './components/Welcome';

export default function LaboratoryHome() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <SpaceBetween size="l">
      <Welcome user={user} portal={t('home.laboratory.title')} />
      <HomeAreas user={user} home="laboratory" as="links" />
    </SpaceBetween>
  );
}
