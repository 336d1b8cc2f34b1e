/**
 * The pending purchases report (and its statistics) as tables grouped by the laboratory column
 * (spec §2, §9: laboratory at column 2, numeric columns after it right aligned): one table per
 * laboratory, headed by its name, without the laboratory column itself.
 */
import Alert from '@cloudscape-design/components/alert';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PENDING_PURCHASES_LAB_COLUMN } from '../../../../../shared/warehouse/reports';
import { useLocale } from '../../../components/use-locale';
import { formatNumber } from '../components/labels';
import type { PendingPurchasesReport } from './api';
import { groupByLaboratory, isNumericColumn, type ReportRow } from './report';

export function ReportTables({ report, testId }: { report: PendingPurchasesReport; testId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const groups = useMemo(() => groupByLaboratory(report), [report]);
  const columns = useMemo(
    () =>
      report.headers
        .map((header, index) => ({ header, index, numeric: isNumericColumn(report, index) }))
        .filter((c) => c.index !== PENDING_PURCHASES_LAB_COLUMN),
    [report],
  );
  if (!groups.length)
    return (
      <Alert type="warning" data-testid={`${testId}-empty`}>
        {t('errors.empty')}
      </Alert>
    );
  const cell = (row: ReportRow, index: number, numeric: boolean) => {
    const value = row[index];
    if (value === undefined || value === null) return '';
    if (!numeric || typeof value !== 'number') return String(value);
    return <span className="wh-num">{formatNumber(value, locale, Number.isInteger(value) ? 0 : 2)}</span>;
  };
  return (
    <SpaceBetween size="l">
      {groups.map((group, g) => (
        <Table<ReportRow>
          key={group.laboratory}
          data-testid={`${testId}-group`}
          data-laboratory={group.laboratory}
          variant="container"
          wrapLines
          header={
            <Header variant="h2" counter={`(${group.rows.length})`}>
              <span data-testid={`${testId}-laboratory-${g}`}>{group.laboratory || t('warehouse.reports.no_laboratory')}</span>
            </Header>
          }
          items={group.rows}
          columnDefinitions={columns.map((c) => ({
            id: String(c.index),
            header: c.numeric ? <span className="wh-num">{c.header}</span> : c.header,
            cell: (row) => cell(row, c.index, c.numeric),
          }))}
        />
      ))}
    </SpaceBetween>
  );
}
