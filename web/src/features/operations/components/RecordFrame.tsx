/**
 * What the operations detail pages share (spec §2: "edit form with delete and save"): the load
 * states of the record (not found, failed, loading), and the page itself, a heading with the delete
 * button above the record's form. Delete is a soft delete with an undo in the alert, so it is not
 * asked first.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { RouterLink } from '../../../components/RouterLink';
import { ApiError } from '../../../lib/http';
import { useOpcFrame } from '../nav';
import { useIdParam } from './use-id-param';
import type { SoftDeleteTarget } from './use-soft-delete';

/**
 * A record's page: its id from the route, the record, the frame's crumbs (the list, then the record
 * under `title`, or `untitled` until it has loaded) and the screen to show while it is not there.
 */
export function useRecordRoute<Row>(
  useRecord: (id: number) => UseQueryResult<Row>,
  target: SoftDeleteTarget,
  texts: { list: string; untitled: string; back: string },
  titleOf: (row: Row) => string | undefined,
) {
  const id = useIdParam();
  const record = useRecord(id ?? 0);
  const title = (record.data ? titleOf(record.data) : undefined) ?? texts.untitled;
  useOpcFrame([
    { text: texts.list, href: target.listPath },
    { text: title, href: target.href(id ?? 0) },
  ]);
  return { row: record.data, title, state: recordState(record, id, target.listPath, texts.back) };
}

/** The screen to show instead of the record while it is not there; null once it has loaded. */
function recordState(record: UseQueryResult<unknown>, id: number | null, back: string, backText: string): ReactElement | null {
  if (id === null) return <RecordNotFound back={back} backText={backText} />;
  if (record.error instanceof ApiError && record.error.status === 404) return <RecordNotFound back={back} backText={backText} />;
  if (record.isError) return <LoadFailed onRetry={() => void record.refetch()} />;
  if (!record.data) return <Loading />;
  return null;
}

function RecordNotFound({ back, backText }: { back: string; backText: string }) {
  const { t } = useTranslation();
  return (
    <Container>
      <Box textAlign="center" padding={{ vertical: 'l' }} data-testid="record-not-found">
        <Box variant="p" color="text-body-secondary">
          {t('operations.not_found')}
        </Box>
        <RouterLink href={back}>{backText}</RouterLink>
      </Box>
    </Container>
  );
}

export function RecordPage({
  title,
  description,
  deleting,
  onDelete,
  actions,
  testId,
  children,
}: {
  title: string;
  description?: ReactNode;
  deleting: boolean;
  onDelete: () => void;
  /** Actions before delete (a link elsewhere). */
  actions?: ReactNode;
  /** `{testId}-delete` names the delete button. */
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const deleteButton = (
    <Button iconName="remove" onClick={onDelete} loading={deleting} data-testid={`${testId}-delete`}>
      {t('operations.actions.delete')}
    </Button>
  );
  return (
    <Page
      title={title}
      description={description}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          {actions}
          {deleteButton}
        </SpaceBetween>
      }
    >
      {children}
    </Page>
  );
}
