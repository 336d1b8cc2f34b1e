/**
 * What the access-control show pages share: the record's load states (not found, failed, loading)
 * and, for the guest pages, the header with edit, delete (asked first) and password-reset mail,
 * the edit form in place of the details, and the alerts after a save or a delete.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { ApiError } from '../../../lib/http';
import { alerts } from '../../../lib/alerts';
import { RecordNotFound } from './NotFound';
import { SendResetButton } from './SendResetButton';

/**
 * The screen to show instead of the record while it (or what else the page needs) is not there:
 * not found (404 on the record), failed (retry refetches every query) or loading; null once all
 * have loaded.
 */
export function recordLoadState({
  record,
  also = [],
  back,
  backText,
}: {
  record: UseQueryResult<unknown>;
  also?: readonly UseQueryResult<unknown>[];
  back: string;
  backText: string;
}): ReactElement | null {
  if (record.error instanceof ApiError && record.error.status === 404) {
    return <RecordNotFound back={back} backText={backText} />;
  }
  const queries = [record, ...also];
  if (queries.some((q) => q.isError)) {
    return (
      <LoadFailed
        onRetry={() => {
          for (const q of queries) void q.refetch();
        }}
      />
    );
  }
  if (queries.some((q) => !q.data)) return <Loading />;
  return null;
}

/** Mutation callbacks: the scaffold's part (alert, navigation, closing) of a save or a delete. */
interface Done {
  onSuccess: () => void;
  onSettled?: () => void;
}

/** A guest's show page: header and actions, the details (children), the edit form, the delete. */
export function EditableGuestShow({
  user,
  description,
  testIdPrefix,
  actions,
  editDisabled,
  locked,
  deleteTitle,
  deleting,
  onDelete,
  listPath,
  editForm,
  children,
}: {
  user: { name: string; email: string };
  description?: string;
  /** Test ids of the edit and delete buttons: `{prefix}-edit`, `{prefix}-delete`. */
  testIdPrefix: string;
  /** Actions before the password-reset mail. */
  actions?: ReactNode;
  editDisabled?: boolean;
  /** Why the record may only be seen: no reset mail, edit or delete, the reason shown instead. */
  locked?: string;
  deleteTitle: string;
  deleting: boolean;
  onDelete: (done: Required<Done>) => void;
  /** Where a deleted record's page goes. */
  listPath: string;
  editForm: (form: { header: ReactNode; onCancel: () => void; saved: Done }) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (editing) {
    return (
      <Container>
        {editForm({
          header: <Header variant="h1">{t('acl.guests.edit_title', { name: user.name })}</Header>,
          onCancel: () => setEditing(false),
          saved: {
            onSuccess: () => {
              alerts.add({ type: 'success', msg: t('alerts.update') });
              setEditing(false);
            },
          },
        })}
      </Container>
    );
  }

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={description}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {actions}
            {locked ? null : (
              <>
                <SendResetButton email={user.email} />
                <Button
                  iconName="edit"
                  onClick={() => setEditing(true)}
                  disabled={editDisabled}
                  data-testid={`${testIdPrefix}-edit`}
                >
                  {t('acl.actions.edit')}
                </Button>
                <Button iconName="remove" onClick={() => setConfirming(true)} data-testid={`${testIdPrefix}-delete`}>
                  {t('acl.actions.delete')}
                </Button>
              </>
            )}
          </SpaceBetween>
        }
      >
        {user.name}
      </Header>
      {locked ? (
        <Alert type="info" data-testid={`${testIdPrefix}-locked`}>
          {locked}
        </Alert>
      ) : null}
      {children}
      <ConfirmModal
        visible={confirming}
        title={deleteTitle}
        confirmLabel={t('acl.actions.delete')}
        loading={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          onDelete({
            onSuccess: () => {
              alerts.add({ type: 'success', msg: t('alerts.delete') });
              navigate(listPath);
            },
            onSettled: () => setConfirming(false),
          })
        }
      >
        {t('acl.guests.delete_confirm', { name: user.name, email: user.email })}
      </ConfirmModal>
    </SpaceBetween>
  );
}
