/**
 * /warehouse/pending-purchases (spec §2, role 66): a month (default the current one, §5), accept,
 * a laboratory filter, export (the same report as xlsx, download=1) and the report grouped by its
 * laboratory column. The asked month and laboratory live in the address (?date=&laboratory=).
 */
import FormField from '@cloudscape-design/components/form-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONTH, MonthField, thisMonth } from '../../../components/MonthField';
import { serverFieldErrors } from '../../../components/validation';
import { paths } from '../../../config/paths';
import { useWarehouseFrame } from '../components/nav';
import { exportPendingPurchases, usePendingPurchases, type PendingPurchasesQuery } from './api';
import { ReportPage } from './ReportPage';
import { useExport } from '../../../lib/use-export';
import { positiveParam, useReportAddress } from './use-report-address';

export default function PendingPurchasesPage() {
  const { t } = useTranslation();
  const title = t('warehouse.reports.screens.pending_purchases');
  useWarehouseFrame([{ text: title, href: paths.warehousePendingPurchases }]);
  const { search, apply } = useReportAddress();
  const asked = search.get('date');
  const date = asked && MONTH.test(asked) ? asked : thisMonth();
  const laboratory = positiveParam(search.get('laboratory'));
  const query: PendingPurchasesQuery = { date, ...(laboratory ? { laboratory } : {}) };
  const [typed, setTyped] = useState(date);
  const [tried, setTried] = useState(false);
  const report = usePendingPurchases(query);
  const exporting = useExport(() => exportPendingPurchases(query));
  const server = report.error ? serverFieldErrors(report.error) : null;

  const accept = () => {
    setTried(true);
    if (!typed) return;
    if (typed === date) void report.refetch();
    else apply({ date: typed });
  };

  return (
    <ReportPage
      title={title}
      description={t('warehouse.reports.pending_purchases_description')}
      testId="pending-purchases"
      report={report}
      exporting={exporting}
      onAccept={accept}
      laboratory={laboratory}
      onLaboratory={(lab) => apply({ laboratory: lab })}
    >
      <FormField label={t('warehouse.reports.month')} errorText={tried && !typed ? t('warehouse.required') : server?.date}>
        <MonthField
          value={typed}
          onChange={setTyped}
          invalid={tried && !typed}
          placeholder={t('warehouse.reports.month_placeholder')}
          data-testid="pending-purchases-month"
        />
      </FormField>
    </ReportPage>
  );
}
