/**
 * The frame both pending-purchases reports share (spec §2): the page with its export action, the
 * form of the asked months (accept on Enter or the button) with the laboratory filter, and the
 * report grouped by laboratory below, or a spinner while the first answer is on its way.
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingPurchasesReport } from '../../../../../shared/warehouse/reports';
import { Loading } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import '../warehouse.css';
import { LaboratoryFilter } from './LaboratoryFilter';
import { ReportTables } from './ReportTables';

export interface ReportPageProps {
  title: string;
  description: string;
  /** Prefix of the test ids: `<testId>-export`, `-accept`, `-laboratory`, and the tables'. */
  testId: string;
  report: { data?: PendingPurchasesReport; isFetching: boolean };
  exporting: { run: () => void; busy: boolean };
  onAccept: () => void;
  laboratory: number | undefined;
  onLaboratory: (laboratory: number | undefined) => void;
  /** A report built by a job: what it has read so far (null when not running). */
  progress?: { done: number; total: number } | null;
  /** The month fields. */
  children: ReactNode;
}

export function ReportPage({
  title,
  description,
  testId,
  report,
  exporting,
  onAccept,
  laboratory,
  onLaboratory,
  progress,
  children,
}: ReportPageProps) {
  const { t } = useTranslation();
  return (
    <Page
      title={title}
      description={description}
      actions={
        <Button
          iconName="download"
          onClick={exporting.run}
          loading={exporting.busy}
          disabled={!report.data?.rows.length}
          data-testid={`${testId}-export`}
        >
          {t('warehouse.reports.export')}
        </Button>
      }
    >
      <Container>
        <form
          className="wh-report-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onAccept();
          }}
        >
          {children}
          <Button variant="primary" formAction="submit" loading={report.isFetching} data-testid={`${testId}-accept`}>
            {t('warehouse.reports.accept')}
          </Button>
          <div className="wh-report-lab">
            <LaboratoryFilter value={laboratory} onChange={onLaboratory} testId={`${testId}-laboratory`} />
          </div>
        </form>
      </Container>
      {progress && report.isFetching ? (
        <Container>
          <ProgressBar
            value={progress.total ? Math.round((progress.done / progress.total) * 100) : 0}
            label={t('warehouse.reports.job_progress')}
            additionalInfo={t('warehouse.reports.job_orders', { done: progress.done, total: progress.total })}
            data-testid={`${testId}-progress`}
          />
        </Container>
      ) : report.data ? (
        <ReportTables report={report.data} testId={testId} />
      ) : report.isFetching ? (
        <Loading />
      ) : null}
    </Page>
  );
}
