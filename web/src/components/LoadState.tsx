/**
 * What a screen shows while its data loads or when it could not be loaded. The failure itself was
 * already announced by the http client's alert; this keeps the screen from staying blank and
 * offers to try again.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Loading } from './PageLoading';

export { Loading };

/** What a query's screen shows: the loading state, the failure with a retry, then `children` once it has loaded. */
export function Loaded({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  children: () => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  return children();
}

export function LoadFailed({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <Container>
      <Box textAlign="center" padding={{ vertical: 'l' }} data-testid="load-failed">
        <Box variant="p" color="text-body-secondary">
          {message ?? t('acl.load_failed')}
        </Box>
        {onRetry ? <Button onClick={onRetry}>{t('app.retry')}</Button> : null}
      </Box>
    </Container>
  );
}

/** The empty state of a table or list (errors.empty). */
export function EmptyState({ text, action }: { text?: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box textAlign="center" color="inherit" padding={{ vertical: 's' }}>
      <Box variant="p" color="text-body-secondary">
        {text ?? t('errors.empty')}
      </Box>
      {action}
    </Box>
  );
}
