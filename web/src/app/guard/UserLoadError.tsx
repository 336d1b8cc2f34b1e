/** The guard could not load the signed-in user (server error, offline): say so and offer a retry. */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';

export default function UserLoadError({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert type="error" header={t('errors.error')} action={<Button onClick={retry}>{t('app.retry')}</Button>}>
      {message}
    </Alert>
  );
}
