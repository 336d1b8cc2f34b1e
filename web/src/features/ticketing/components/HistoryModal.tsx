/** The ticket's history (spec §3): who changed what and when, written by the server on every save. */
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { TicketHistoryEntry } from '../../../../../shared/ticketing/views';
import { formatDateTime } from '../../../lib/format';
import { historyChanges, type HistoryChange, type HistoryField, type HistoryValue } from '../history-changes';

/** A history entry as the API answers it (its changes may also come as JSON text, spec §3). */
export type HistoryEntryView = Omit<TicketHistoryEntry, 'changes'> & { changes: TicketHistoryEntry['changes'] | string };

const FIELD_LABEL: Record<HistoryField, string> = {
  type_id: 'ticketing.history.type_id',
  status_id: 'ticketing.history.status_id',
  user_assigned_id: 'ticketing.history.user_assigned_id',
  new: 'ticketing.history.new',
};

/** Names the ids of a change (type, status, user) in the current language. */
export type NameOf = (field: HistoryField, value: HistoryValue) => string;

export function HistoryModal({
  visible,
  entries,
  loading = false,
  nameOf,
  onClose,
}: {
  visible: boolean;
  entries: readonly HistoryEntryView[];
  loading?: boolean;
  nameOf: NameOf;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const line = (c: HistoryChange) =>
    `${t(FIELD_LABEL[c.field])}: ${c.from !== undefined ? `${nameOf(c.field, c.from)} → ` : ''}${nameOf(c.field, c.to)}`;
  return (
    <Modal visible={visible} size="large" header={t('ticketing.history.title')} onDismiss={onClose}>
      <Table
        variant="embedded"
        items={[...entries]}
        loading={loading}
        loadingText={t('app.loading')}
        trackBy="id"
        empty={<Box color="text-status-inactive">{t('ticketing.history.empty')}</Box>}
        columnDefinitions={[
          { id: 'date', header: t('ticketing.history.date'), cell: (e) => formatDateTime(e.created_at) },
          { id: 'user', header: t('ticketing.history.user'), cell: (e) => e.user.name },
          {
            id: 'changes',
            header: t('ticketing.history.changes'),
            cell: (e) => (
              <div data-testid="history-changes">
                {historyChanges(e.changes).map((c) => (
                  <div key={c.field}>{line(c)}</div>
                ))}
              </div>
            ),
          },
        ]}
      />
    </Modal>
  );
}
