/**
 * /warehouse/pending-purchases/statistics (spec §2, role 66): from month (included) and to month
 * (excluded), default from five months back to the month after the current one (§5), at most 24
 * months; accept, a laboratory filter, export and the report grouped by laboratory. The asked range
 * lives in the address (?from=&to=&laboratory=). The figures are a job's: a progress bar while it
 * reads, and Export saves the workbook that same job wrote.
 */
import FormField from '@cloudscape-design/components/form-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONTH, MonthField, thisMonth } from '../../../components/MonthField';
import { serverFieldErrors } from '../../../components/validation';
import { paths } from '../../../config/paths';
import { useWarehouseFrame } from '../components/nav';
import { exportStatistics, useStatistics, type StatisticsQuery } from './api';
import { defaultStatisticsRange, MAX_STATISTICS_MONTHS, monthsBetween } from './report';
import { ReportPage } from './ReportPage';
import { useExport } from '../../../lib/use-export';
import { positiveParam, useReportAddress } from './use-report-address';

const month = (value: string | null) => (value && MONTH.test(value) ? value : null);

/** The range's message, or undefined when it can be asked. */
function rangeIssue(from: string, to: string): 'order' | 'long' | undefined {
  if (!from || !to) return undefined;
  const months = monthsBetween(from, to);
  if (months <= 0) return 'order';
  return months > MAX_STATISTICS_MONTHS ? 'long' : undefined;
}

export default function PendingPurchasesStatisticsPage() {
  const { t } = useTranslation();
  const title = t('warehouse.reports.screens.pending_purchases_statistics');
  useWarehouseFrame([{ text: title, href: paths.warehousePendingPurchasesStatistics }]);
  const { search, apply } = useReportAddress();
  const fallback = defaultStatisticsRange(thisMonth());
  const from = month(search.get('from')) ?? fallback.from;
  const to = month(search.get('to')) ?? fallback.to;
  const laboratory = positiveParam(search.get('laboratory'));
  const askedRange = rangeIssue(from, to) === undefined;
  const query: StatisticsQuery = { from, to, ...(laboratory ? { laboratory } : {}) };
  const [typed, setTyped] = useState({ from, to });
  const [tried, setTried] = useState(false);
  const report = useStatistics(askedRange ? query : null);
  const jobId = report.data?.jobId;
  const exporting = useExport(() => (jobId ? exportStatistics(jobId) : Promise.resolve()));
  const server = report.error ? serverFieldErrors(report.error) : null;
  const issue = rangeIssue(typed.from, typed.to);
  const errors = {
    from: tried && !typed.from ? t('warehouse.required') : server?.from,
    to:
      tried && !typed.to
        ? t('warehouse.required')
        : issue === 'order'
          ? t('warehouse.reports.to_after_from')
          : issue === 'long'
            ? t('warehouse.reports.range_too_long', { max: MAX_STATISTICS_MONTHS })
            : server?.to,
  };

  const accept = () => {
    setTried(true);
    if (!typed.from || !typed.to || issue) return;
    if (typed.from === from && typed.to === to) void report.refetch();
    else apply(typed);
  };

  return (
    <ReportPage
      title={title}
      description={t('warehouse.reports.statistics_description')}
      testId="statistics"
      report={{ data: report.data?.report, isFetching: report.isFetching }}
      progress={report.progress}
      exporting={exporting}
      onAccept={accept}
      laboratory={laboratory}
      onLaboratory={(lab) => apply({ laboratory: lab })}
    >
      <FormField label={t('warehouse.reports.from')} description={t('warehouse.reports.from_hint')} errorText={errors.from}>
        <MonthField
          value={typed.from}
          onChange={(value) => setTyped((v) => ({ ...v, from: value }))}
          invalid={Boolean(errors.from)}
          placeholder={t('warehouse.reports.month_placeholder')}
          data-testid="statistics-from"
        />
      </FormField>
      <FormField label={t('warehouse.reports.to')} description={t('warehouse.reports.to_hint')} errorText={errors.to}>
        <MonthField
          value={typed.to}
          onChange={(value) => setTyped((v) => ({ ...v, to: value }))}
          invalid={Boolean(errors.to)}
          placeholder={t('warehouse.reports.month_placeholder')}
          data-testid="statistics-to"
        />
      </FormField>
    </ReportPage>
  );
}
