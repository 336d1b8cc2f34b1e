/**
 * The spinner a screen shows while it loads, in a module of its own: the frame shows it while a page's
 * chunk loads and must not pull the rest of LoadState into the first bundle.
 */
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <Spinner size="large" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
