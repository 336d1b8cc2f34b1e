/** `/`: sends each user to their home, or explains why there is none. */
import Alert from '@cloudscape-design/components/alert';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Page } from '../../components/Page';
import { homePaths } from '../../config/paths';
import { useSession } from '../../lib/auth/use-session';
import { LinkTiles } from '../../components/LinkTiles';
import { homeFor } from './home-for';

export default function HomeRedirect() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null; // the guard loads the user before rendering this
  const choice = homeFor(user);
  switch (choice.kind) {
    case 'redirect':
      return <Navigate to={homePaths[choice.home]} replace />;
    case 'choose':
      return (
        <Page title={t('home.choose_view')} description={t('home.choose_view_intro')}>
          <LinkTiles
            label={t('home.choose_view')}
            items={choice.homes.map((home) => ({
              id: home,
              path: homePaths[home],
              title: t(`home.${home}.title`),
              description: t(`home.${home}.description`),
              icon: home === 'internal' ? 'settings' : home === 'pharmacy' ? 'heart' : 'search',
            }))}
          />
        </Page>
      );
    case 'no-roles':
      return (
        <Page title={t('home.welcome', { name: user.name })}>
          <Alert type="warning">{t('errors.no_roles')}</Alert>
        </Page>
      );
    case 'unknown':
      return (
        <Page title={t('home.welcome', { name: user.name })}>
          <Alert type="error">{t('errors.roles')}</Alert>
        </Page>
      );
  }
}
