import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/Page';
import type { User } from '../../../lib/auth/types';

/** The home's heading: who is signed in, for which party, in which portal. */
export function Welcome({ user, portal }: { user: User; portal: string }) {
  const { t } = useTranslation();
  useDocumentTitle(portal);
  const party = user.party;
  return (
    <Header variant="h1" description={party ? t('home.welcome_party', { party: party.name, code: party.code }) : portal}>
      <span data-testid="home-heading">{t('home.welcome', { name: user.name })}</span>
    </Header>
  );
}

/** What a home shows while none of its areas is available to this user. */
export function NoAreas() {
  const { t } = useTranslation();
  return (
    <Container>
      <div data-testid="home-empty">
        <Box textAlign="center" padding={{ vertical: 'l' }}>
          <Box variant="h2" tagOverride="h2">
            {t('home.empty_title')}
          </Box>
          <Box variant="p" color="text-body-secondary">
            {t('home.empty')}
          </Box>
        </Box>
      </div>
    </Container>
  );
}
