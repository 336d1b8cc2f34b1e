/** Any unknown path (spec §2, §8): errors.404, errors.404_check with the path, errors.contact. */
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorPage } from './ErrorPage';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <ErrorPage code="404" title={t('errors.404')}>
      <Box variant="p">
        <span data-testid="not-found-message">{t('errors.404_check', { path: `${pathname}${search}` })}</span>
      </Box>
      <Box variant="p">{t('errors.contact')}</Box>
    </ErrorPage>
  );
}
