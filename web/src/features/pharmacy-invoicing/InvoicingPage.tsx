/**
 * /guest/pharmacy/platform/invoicing (roles 34 and 39; spec §2 "Invoicing page"): the quarterly
 * purchase bars of the current year, the model 347 letter, and the invoice table (date, document,
 * number, amount; filters; server paging 10/20/50; a row click downloads the invoice PDF; refresh).
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '../../components/frame-slots';
import { Page } from '../../components/Page';
import { DateFilter, SelectFilter, ServerTable, TextFilter, useServerTable, type ServerColumn } from '../../components/table';
import { useLocale } from '../../components/use-locale';
import { formatCurrency, formatDate } from '../../lib/format';
import { downloadInvoice, downloadModel347, useQuarters, type Invoice } from './api';
import { activeFilters, filterIssues, INVOICE_FILTERS, invoiceSearch, type FilterIssue } from './filters';
import { QuarterBars } from './QuarterBars';
import '../../styles/portal.css';

const PLATFORM = '/guest/pharmacy/platform';
const INVOICING = `${PLATFORM}/invoicing`;

export default function InvoicingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const year = new Date().getFullYear();
  const quarters = useQuarters();
  const [model347Busy, setModel347Busy] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);
  useBreadcrumbs([
    { text: t('nav.home'), href: '/' },
    { text: t('portal.platform.title'), href: PLATFORM },
    { text: t('invoicing.title'), href: INVOICING },
  ]);

  const open = (invoice: Invoice) => {
    if (downloading !== null) return;
    setDownloading(invoice.id);
    void downloadInvoice(invoice.id)
      .catch(() => undefined)
      .finally(() => setDownloading(null));
  };

  const model347 = () => {
    setModel347Busy(true);
    void downloadModel347()
      .catch(() => undefined)
      .finally(() => setModel347Busy(false));
  };

  const documentOptions = [
    { value: '', label: t('invoicing.filters.any_document') },
    { value: 'invoice', label: t('invoicing.document.invoice') },
    { value: 'credit', label: t('invoicing.document.credit') },
  ];
  const issueText = (issue: FilterIssue | undefined) => (issue ? t(`invoicing.filters.issues.${issue}`) : undefined);

  const columns: ServerColumn<Invoice, 'invoice_date' | 'invoice_document' | 'number' | 'amount'>[] = [
    {
      id: 'invoice_date',
      header: t('invoicing.columns.date'),
      cell: (i) => formatDate(i.invoice_date),
      sortingField: 'invoice_date',
    },
    {
      id: 'invoice_document',
      header: t('invoicing.columns.document'),
      cell: (i) => (i.invoice_document === 'credit' ? t('invoicing.document.credit') : t('invoicing.document.invoice')),
      sortingField: 'invoice_document',
    },
    {
      id: 'number',
      header: t('invoicing.columns.number'),
      cell: (i) => (
        <Link
          onFollow={(event) => {
            event.preventDefault();
            open(i);
          }}
          ariaLabel={t('invoicing.download_invoice', { number: i.number })}
        >
          {i.number}
        </Link>
      ),
      sortingField: 'number',
      isRowHeader: true,
    },
    {
      id: 'amount',
      header: t('invoicing.columns.amount'),
      cell: (i) => <span className="amount">{formatCurrency(i.amount, locale)}</span>,
      sortingField: 'amount',
    },
  ];
  // Newest first is the server's default order; dates and the document type apply at once.
  const table = useServerTable('guest-pharmacy.invoicing.invoices', {
    columns,
    filters: INVOICE_FILTERS,
    immediate: ['date_from', 'date_to', 'document'],
    search: invoiceSearch,
  });
  const issues = filterIssues(table.filters);

  return (
    <Page
      title={t('invoicing.title')}
      description={t('invoicing.description')}
      actions={
        <Button iconName="download" onClick={model347} loading={model347Busy} data-testid="model347">
          {t('invoicing.model347', { year: year - 1 })}
        </Button>
      }
    >
      <Container
        header={
          <Header variant="h2" description={t('invoicing.quarters.description')}>
            {t('invoicing.quarters.title', { year })}
          </Header>
        }
      >
        <QuarterBars amounts={quarters.data} year={year} />
      </Container>

      <ServerTable
        table={table}
        data-testid="invoices"
        trackBy="id"
        title={t('invoicing.table.title')}
        description={t('invoicing.table.description')}
        emptyText={t('invoicing.table.empty')}
        onRefresh={() => void quarters.refetch()}
        onRowClick={({ detail }) => open(detail.item)}
        ariaLabels={{ tableLabel: t('invoicing.table.title') }}
        filter={
          <div className="invoice-filters" data-testid="invoice-filters">
            <DateFilter table={table} name="date_from" label={t('invoicing.filters.date_from')} />
            <DateFilter
              table={table}
              name="date_to"
              label={t('invoicing.filters.date_to')}
              errorText={issueText(issues.date_to)}
            />
            <SelectFilter table={table} name="document" label={t('invoicing.filters.document')} options={documentOptions} />
            <TextFilter table={table} name="number" label={t('invoicing.filters.number')} />
            <TextFilter
              table={table}
              name="amount_from"
              label={t('invoicing.filters.amount_from')}
              inputMode="decimal"
              errorText={issueText(issues.amount_from)}
            />
            <TextFilter
              table={table}
              name="amount_to"
              label={t('invoicing.filters.amount_to')}
              inputMode="decimal"
              errorText={issueText(issues.amount_to)}
            />
            <div className="invoice-filters-clear">
              <Button onClick={table.clearFilters} disabled={activeFilters(table.filters) === 0}>
                {t('invoicing.filters.clear')}
              </Button>
            </div>
          </div>
        }
      />
    </Page>
  );
}
