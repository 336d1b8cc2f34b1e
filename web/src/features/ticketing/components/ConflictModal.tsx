/**
 * The 409 of a ticket save: what someone else changed since this user opened the ticket, and the
 * two ways on: reload (drop one's own edits) or overwrite knowingly (save again over theirs).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { ConflictField, ConflictRow } from '../edit-conflict';

const FIELD_LABEL: Record<ConflictField, string> = {
  channel: 'ticketing.form.channel',
  party: 'ticketing.form.party',
  type: 'ticketing.form.type',
  description: 'ticketing.form.description',
  resolution: 'ticketing.form.resolution',
  user_assigned: 'ticketing.form.user_assigned',
  status: 'ticketing.form.status',
  new: 'ticketing.form.unread',
};

export function ConflictModal({
  rows,
  saving,
  onReload,
  onOverwrite,
  onCancel,
}: {
  /** null: no conflict to show. */
  rows: ConflictRow[] | null;
  saving: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      visible={rows !== null}
      size="large"
      header={t('ticketing.conflict.title')}
      onDismiss={() => !saving && onCancel()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onReload} disabled={saving} data-testid="conflict-reload">
              {t('ticketing.conflict.reload')}
            </Button>
            <Button variant="primary" onClick={onOverwrite} loading={saving} data-testid="conflict-overwrite">
              {t('ticketing.conflict.overwrite')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>{t('ticketing.conflict.text')}</Box>
        <Table
          variant="embedded"
          items={rows ?? []}
          trackBy="field"
          columnDefinitions={[
            { id: 'field', header: t('ticketing.conflict.field'), cell: (r) => t(FIELD_LABEL[r.field]) },
            { id: 'opened', header: t('ticketing.conflict.opened'), cell: (r) => r.opened || '—' },
            { id: 'theirs', header: t('ticketing.conflict.theirs'), cell: (r) => <strong>{r.theirs || '—'}</strong> },
            { id: 'mine', header: t('ticketing.conflict.mine'), cell: (r) => r.mine || '—' },
          ]}
        />
      </SpaceBetween>
    </Modal>
  );
}
