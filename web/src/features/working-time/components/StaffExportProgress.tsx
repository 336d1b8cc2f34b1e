/**
 * The whole staff's export job on the page: workers done of total while it runs, then the file
 * (saved at once; the button saves it again), or why it failed.
 */
import Container from '@cloudscape-design/components/container';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import { useTranslation } from 'react-i18next';
import { saveJobFile, type ExportJobView } from '../api';

export function StaffExportProgress({ job, onDismiss }: { job: ExportJobView; onDismiss: () => void }) {
  const { t } = useTranslation();
  const status = job.status === 'running' ? 'in-progress' : job.status === 'done' ? 'success' : 'error';
  const label = t('workingTime.export.staff_job', {
    format: job.format === 'pdf' ? t('workingTime.export.pdf') : t('workingTime.export.xlsx'),
    month: job.month.split('-').reverse().join('/'),
  });
  const resultText =
    job.status === 'failed'
      ? t('workingTime.export.job_failed', { cause: job.cause?.message || job.cause?.error || '' })
      : job.file?.integrity === 'broken'
        ? t('workingTime.integrity.export_broken', { id: job.file.export_id })
        : t('workingTime.integrity.export_done', { id: job.file?.export_id ?? '' });
  return (
    <Container data-testid="wtc-staff-export">
      <ProgressBar
        status={status}
        value={job.total ? Math.round((job.done / job.total) * 100) : 0}
        label={label}
        description={t('workingTime.export.job_progress', { done: job.done, total: job.total })}
        additionalInfo={job.status === 'running' ? t('workingTime.export.job_wait') : undefined}
        resultText={resultText}
        resultButtonText={job.status === 'done' ? t('workingTime.export.job_download') : t('workingTime.export.job_dismiss')}
        onResultButtonClick={() => (job.status === 'done' ? void saveJobFile(job.id) : onDismiss())}
      />
    </Container>
  );
}
