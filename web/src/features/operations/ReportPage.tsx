/**
 * /opc/report (operations role; spec §2): three tabs, the sell-in summary table (one row per
 * laboratory, formulas in docs/api/operations.md) and the sell-in and sell-out BI reports through the
 * existing report embed (internal reports, unfiltered).
 */
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELL_IN_SUMMARY_AMOUNTS, SELL_IN_SUMMARY_PERCENTS, type SellInSummaryRow } from '../../../../shared/operations/views';
import { findReport } from '../../../../shared/portal/reports';
import { EmptyState, LoadFailed } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { ReportEmbed } from '../../components/ReportEmbed';
import { useLocale } from '../../components/use-locale';
import { paths } from '../../config/paths';
import { download } from '../../lib/download';
import { formatCurrency } from '../../lib/format';
import { useExport } from '../../lib/use-export';
import { api } from '../../lib/http';
import { useOpcFrame } from './nav';

const BI_TABS = ['opc-sell-in', 'opc-sell-out'] as const;

function SummaryTable() {
  const { t } = useTranslation();
  const locale = useLocale();
  const summary = useQuery({
    queryKey: ['operations', 'sell_in', 'summary'],
    queryFn: ({ signal }) => api.call('operations.sell_in.summary', { signal }),
  });
  const exporting = useExport(() => download('operations.sell_in.summary.export'));
  if (summary.isError) return <LoadFailed onRetry={() => void summary.refetch()} />;
  const percent = new Intl.NumberFormat(locale === 'ca' ? 'ca-ES' : 'es-ES', {
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  });
  return (
    <Table<SellInSummaryRow>
      variant="embedded"
      data-testid="opc-sell-in-summary"
      items={summary.data ?? []}
      loading={summary.isPending}
      loadingText={t('app.loading')}
      trackBy="name"
      wrapLines={false}
      stickyColumns={{ first: 1 }}
      empty={<EmptyState text={t('operations.report.empty')} />}
      header={
        <Header
          variant="h2"
          actions={
            <Button
              iconName="download"
              loading={exporting.busy}
              disabled={!summary.data?.length}
              onClick={exporting.run}
              data-testid="opc-sell-in-summary-export"
            >
              {t('operations.report.export')}
            </Button>
          }
        >
          {t('operations.report.summary')}
        </Header>
      }
      columnDefinitions={[
        { id: 'name', header: t('operations.report.laboratory'), isRowHeader: true, cell: (r) => r.name },
        ...SELL_IN_SUMMARY_AMOUNTS.map((col) => ({
          id: col,
          header: t(`operations.report.columns.${col}`),
          cell: (r: SellInSummaryRow) => <span className="amount">{formatCurrency(r[col], locale)}</span>,
        })),
        ...SELL_IN_SUMMARY_PERCENTS.map((col) => ({
          id: col,
          header: t(`operations.report.columns.${col}`),
          cell: (r: SellInSummaryRow) => `${percent.format(r[col])} %`,
        })),
      ]}
    />
  );
}

export default function ReportPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = t('operations.report.title');
  useOpcFrame([{ text: title, href: paths.opcReport }]);
  const [tab, setTab] = useState<string>('summary');
  return (
    <Page title={title} description={t('operations.report.description')}>
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => setTab(detail.activeTabId)}
        ariaLabel={title}
        tabs={[
          { id: 'summary', label: t('operations.report.summary'), content: tab === 'summary' ? <SummaryTable /> : null },
          ...BI_TABS.map((id) => {
            const name = findReport(id)?.name[locale] ?? id;
            return { id, label: name, content: tab === id ? <ReportEmbed id={id} title={name} /> : null };
          }),
        ]}
      />
    </Page>
  );
}
