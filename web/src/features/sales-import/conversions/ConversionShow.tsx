/**
 * What the conversion detail pages share (spec §2, §8): the record loaded by its id, a not-found
 * error alert when it is not there (the list a link away), else its edit form in a container.
 */
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { RouterLink } from '../../../components/RouterLink';
import { ApiError } from '../../../lib/http';

/** The `:id` of the route as a positive integer, or 0 (never found). */
export function useConversionId(): number {
  const n = Number(useParams().id);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function ConversionShow({
  title,
  record,
  id,
  back,
  backText,
  children,
}: {
  title: string;
  record: UseQueryResult<unknown>;
  id: number;
  back: string;
  backText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const notFound = id === 0 || (record.error instanceof ApiError && record.error.status === 404);
  return (
    <Page title={title}>
      {notFound ? (
        <Alert type="error" header={t('salesImport.not_found')} data-testid="conversion-not-found">
          <RouterLink href={back}>{backText}</RouterLink>
        </Alert>
      ) : record.isError ? (
        <LoadFailed onRetry={() => void record.refetch()} />
      ) : !record.data ? (
        <Loading />
      ) : (
        <Container>{children}</Container>
      )}
    </Page>
  );
}
