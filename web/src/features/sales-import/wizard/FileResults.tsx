/**
 * The upload's files, one row each (spec §2 step 1): the bytes sent, then the workflow's progress
 * (rows read), then the rows staged and rejected, or why the file failed (the server's message in
 * the page's language) or when the same file was already loaded. The rejected rows of the job can
 * be downloaded as an xlsx with an error column.
 */
import Button from '@cloudscape-design/components/button';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { ImportFileView, ImportJobView } from '../../../../../shared/sales-import/views';
import { download } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { formatMonth, formatQuantity } from '../format';

export interface SendingFile {
  name: string;
  size: number;
  /** Bytes sent to storage, 0 to 100. */
  percent: number;
}

interface Row {
  name: string;
  sending: SendingFile;
  view: ImportFileView | null;
}

function FileStatus({ row }: { row: Row }) {
  const { t } = useTranslation();
  const v = row.view;
  if (!v) {
    return row.sending.percent < 100 ? (
      <ProgressBar value={row.sending.percent} label={t('salesImport.upload.sending')} ariaLabel={row.name} />
    ) : (
      <StatusIndicator type="pending">{t('salesImport.upload.queued')}</StatusIndicator>
    );
  }
  switch (v.status) {
    case 'queued':
      return <StatusIndicator type="pending">{t('salesImport.upload.queued')}</StatusIndicator>;
    case 'reading':
      return <StatusIndicator type="in-progress">{t('salesImport.upload.reading', { count: v.rows_read })}</StatusIndicator>;
    case 'staged':
      return (
        <StatusIndicator type={v.rejected ? 'warning' : 'success'}>
          {t('salesImport.upload.staged', { count: v.rows })}
          {v.rejected ? ` · ${t('salesImport.upload.rejected', { count: v.rejected })}` : ''}
        </StatusIndicator>
      );
    case 'duplicate':
      return (
        <StatusIndicator type="info">
          {v.message ?? t('salesImport.upload.duplicate', { when: formatDateTime(v.loaded_at) })}
        </StatusIndicator>
      );
    default:
      return <StatusIndicator type="error">{v.message ?? t('errors.error')}</StatusIndicator>;
  }
}

export function FileResults({ sending, job }: { sending: readonly SendingFile[]; job: ImportJobView | null }) {
  const { t } = useTranslation();
  // The job lists the files in the order they were sent.
  const rows: Row[] = sending.map((s, i) => ({ name: s.name, sending: s, view: job?.files[i] ?? null }));
  return (
    <Table<Row>
      data-testid="upload-results"
      variant="embedded"
      wrapLines
      items={rows}
      trackBy="name"
      header={
        job && job.rejected > 0 && job.status !== 'running' ? (
          <Button
            iconName="download"
            onClick={() => void download('sales_import.rejected', { params: { job: job.id } })}
            data-testid="upload-rejected-download"
          >
            {t('salesImport.upload.download_rejected', { count: job.rejected })}
          </Button>
        ) : undefined
      }
      columnDefinitions={[
        { id: 'name', header: t('salesImport.files.file'), cell: (r) => r.name },
        { id: 'month', header: t('salesImport.upload.month'), cell: (r) => (r.view?.month ? formatMonth(r.view.month) : '') },
        {
          id: 'rows',
          header: t('salesImport.upload.rows'),
          cell: (r) => (r.view ? formatQuantity(r.view.status === 'staged' ? r.view.rows : r.view.rows_read) : ''),
        },
        { id: 'status', header: t('salesImport.upload.status'), cell: (r) => <FileStatus row={r} /> },
      ]}
    />
  );
}
