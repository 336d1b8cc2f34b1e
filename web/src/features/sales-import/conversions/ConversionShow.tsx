/**
 * A conversion's detail page (spec §2, §5, §8), for either kind (convert_cn, convert_pf): the record
 * loaded by its id, a not-found error alert when it is not there (the list a link away), else its
 * edit form; a save updates the page and the kind's lists.
 */
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { RouterLink } from '../../../components/RouterLink';
import { serverFieldErrors, type ServerErrors } from '../../../components/validation';
import { withParam } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { ApiError } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { useSalesImportFrame } from '../nav';
import { ConversionForm } from './ConversionForm';
import type { FieldIssue } from '../../../components/validation';

/** What a detail page needs to know of its kind of conversion. */
export interface ConversionKind<Row, V extends Record<string, string>> {
  /** The kind's query key (its lists and records live under it). */
  keys: readonly unknown[];
  /** The list's title (i18n key) and the record's title from it. */
  listTitleKey: string;
  title: (row: Row) => string;
  listPath: string;
  showPath: string;
  testId: string;
  fields: readonly (keyof V & string)[];
  check: (values: V) => Partial<Record<keyof V, FieldIssue>>;
  initial: (row: Row) => V;
  load: (id: number, signal: AbortSignal) => Promise<Row>;
  save: (id: number, values: V) => Promise<Row>;
}

/** The `:id` of the route as a positive integer, or 0 (never found). */
function useConversionId(): number {
  const n = Number(useParams().id);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function ConversionShow<Row, V extends Record<string, string>>({ kind }: { kind: ConversionKind<Row, V> }) {
  const { t } = useTranslation();
  const id = useConversionId();
  const client = useQueryClient();
  const key = [...kind.keys, 'show', id];
  const record = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => kind.load(id, signal),
    enabled: id > 0,
    retry: false,
  });
  const [serverErrors, setServerErrors] = useState<ServerErrors>();
  const save = useGuardedMutation({
    mutationFn: (values: V) => kind.save(id, values),
    onSuccess: async (row) => {
      client.setQueryData(key, row);
      alerts.add({ type: 'success', msg: t('alerts.update') });
      setServerErrors(undefined);
      await client.invalidateQueries({ queryKey: kind.keys, exact: false, predicate: (q) => q.queryKey[2] !== 'show' });
    },
    onError: (error) => setServerErrors(serverFieldErrors(error) ?? undefined),
  });
  const list = t(kind.listTitleKey);
  const title = record.data ? kind.title(record.data) : list;
  useSalesImportFrame([
    { text: list, href: kind.listPath },
    { text: title, href: withParam(kind.showPath, id) },
  ]);
  const notFound = id === 0 || (record.error instanceof ApiError && record.error.status === 404);
  return (
    <Page title={title}>
      {notFound ? (
        <Alert type="error" header={t('salesImport.not_found')} data-testid="conversion-not-found">
          <RouterLink href={kind.listPath}>{t('salesImport.back_to', { list })}</RouterLink>
        </Alert>
      ) : record.isError ? (
        <LoadFailed onRetry={() => void record.refetch()} />
      ) : !record.data ? (
        <Loading />
      ) : (
        <Container>
          <ConversionForm<V>
            key={id}
            testId={kind.testId}
            fields={kind.fields}
            check={kind.check}
            initial={kind.initial(record.data)}
            submitLabel={t('salesImport.save')}
            saving={save.isPending}
            serverErrors={serverErrors}
            onSubmit={(values) => save.mutate(values)}
          />
        </Container>
      )}
    </Page>
  );
}
