/** /forbidden (spec §2, §8): the 403 page, errors.403. */
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage code="403" title={t('errors.403_title')}>
      <Box variant="p">{t('errors.403')}</Box>
    </ErrorPage>
  );
}
