/**
 * /guest/pharmacy/platform/invoicing (roles 34 and 39; spec §2 "Invoicing page"): the quarterly
 * purchase bars of the current year, the model 347 letter, and the invoice table (date, document,
 * number, amount; filters; server paging 10/20/50; a row click downloads the invoice PDF; refresh).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '../../components/frame-slots';
import { Page } from '../../components/Page';
import { useLocale } from '../../components/use-locale';
import { PAGE_SIZES, useDatatable } from '../../lib/datatable';
import { formatCurrency, formatDate } from '../../lib/format';
import { downloadInvoice, downloadModel347, INVOICES_PATH, useQuarters, type Invoice } from './api';
import {
  activeFilters,
  filterIssues,
  invoiceSearch,
  NO_FILTERS,
  type DocumentFilter,
  type FilterIssue,
  type InvoiceFilters,
} from './filters';
import { QuarterBars } from './QuarterBars';
import '../../styles/portal.css';
import { DateField } from '../../components/DateField';

/** Typed filters reach the server once typing pauses. */
function useDebounced(value: string, ms = 400): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const PLATFORM = '/guest/pharmacy/platform';
const INVOICING = `${PLATFORM}/invoicing`;

export default function InvoicingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const year = new Date().getFullYear();
  const quarters = useQuarters();
  const [filters, setFilters] = useState<InvoiceFilters>(NO_FILTERS);
  const typed = useDebounced(JSON.stringify([filters.number, filters.amountFrom, filters.amountTo]));
  const [number, amountFrom, amountTo] = JSON.parse(typed) as [string, string, string];
  const search = invoiceSearch({ ...filters, number, amountFrom, amountTo });
  const table = useDatatable<Invoice>({ key: ['guest-pharmacy', 'invoicing', 'invoices'], path: INVOICES_PATH, search });
  const [model347Busy, setModel347Busy] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);
  const issues = filterIssues(filters);
  useBreadcrumbs([
    { text: t('nav.home'), href: '/' },
    { text: t('portal.platform.title'), href: PLATFORM },
    { text: t('invoicing.title'), href: INVOICING },
  ]);

  const set = (patch: Partial<InvoiceFilters>) => setFilters((f) => ({ ...f, ...patch }));

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
  const pageSizeOptions = PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }));
  const issueText = (issue: FilterIssue | undefined) => (issue ? t(`invoicing.filters.issues.${issue}`) : undefined);

  const columns: TableProps.ColumnDefinition<Invoice>[] = [
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
  const sortingColumn = columns.find((c) => c.sortingField === table.sortBy);

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

      <Table<Invoice>
        data-testid="invoices"
        variant="container"
        items={table.items}
        columnDefinitions={columns}
        trackBy="id"
        loading={table.result.isPending}
        loadingText={t('app.loading')}
        sortingColumn={sortingColumn}
        sortingDescending={table.sortDesc}
        onSortingChange={({ detail }) => table.setSort(detail.sortingColumn.sortingField, detail.isDescending ?? false)}
        onRowClick={({ detail }) => open(detail.item)}
        ariaLabels={{ tableLabel: t('invoicing.table.title') }}
        header={
          <Header
            variant="h2"
            counter={table.result.data ? `(${table.total})` : undefined}
            description={t('invoicing.table.description')}
            actions={
              <Button
                iconName="refresh"
                loading={table.result.isFetching && !table.result.isPending}
                onClick={() => {
                  void table.result.refetch();
                  void quarters.refetch();
                }}
                data-testid="invoices-refresh"
              >
                {t('portal.actions.refresh')}
              </Button>
            }
          >
            {t('invoicing.table.title')}
          </Header>
        }
        filter={
          <div className="invoice-filters" data-testid="invoice-filters">
            <FormField label={t('invoicing.filters.date_from')}>
              <DateField value={filters.dateFrom} onChange={(value) => set({ dateFrom: value })} data-testid="filter-date-from" />
            </FormField>
            <FormField label={t('invoicing.filters.date_to')} errorText={issueText(issues.dateTo)}>
              <DateField
                value={filters.dateTo}
                onChange={(value) => set({ dateTo: value })}
                invalid={Boolean(issues.dateTo)}
                data-testid="filter-date-to"
              />
            </FormField>
            <FormField label={t('invoicing.filters.document')}>
              <Select
                selectedOption={documentOptions.find((o) => o.value === filters.document) ?? documentOptions[0]!}
                options={documentOptions}
                onChange={({ detail }) => set({ document: (detail.selectedOption.value ?? '') as DocumentFilter })}
                data-testid="filter-document"
              />
            </FormField>
            <FormField label={t('invoicing.filters.number')}>
              <Input
                type="search"
                value={filters.number}
                onChange={({ detail }) => set({ number: detail.value })}
                data-testid="filter-number"
              />
            </FormField>
            <FormField label={t('invoicing.filters.amount_from')} errorText={issueText(issues.amountFrom)}>
              <Input
                inputMode="decimal"
                value={filters.amountFrom}
                onChange={({ detail }) => set({ amountFrom: detail.value })}
                invalid={Boolean(issues.amountFrom)}
              />
            </FormField>
            <FormField label={t('invoicing.filters.amount_to')} errorText={issueText(issues.amountTo)}>
              <Input
                inputMode="decimal"
                value={filters.amountTo}
                onChange={({ detail }) => set({ amountTo: detail.value })}
                invalid={Boolean(issues.amountTo)}
              />
            </FormField>
            <div className="invoice-filters-clear">
              <Button onClick={() => setFilters(NO_FILTERS)} disabled={activeFilters(filters) === 0}>
                {t('invoicing.filters.clear')}
              </Button>
            </div>
          </div>
        }
        pagination={
          <SpaceBetween direction="horizontal" size="m" alignItems="center">
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Box variant="span" color="text-body-secondary" id="rows-per-page-label">
                {t('invoicing.table.rows_per_page')}
              </Box>
              <Select
                selectedOption={pageSizeOptions.find((o) => o.value === String(table.perPage)) ?? pageSizeOptions[0]!}
                options={pageSizeOptions}
                onChange={({ detail }) => table.setPerPage(Number(detail.selectedOption.value))}
                ariaLabel={t('invoicing.table.rows_per_page')}
                data-testid="rows-per-page"
              />
            </SpaceBetween>
            <Pagination
              currentPageIndex={table.page}
              pagesCount={table.pagesCount}
              onChange={({ detail }) => table.setPage(detail.currentPageIndex)}
              disabled={table.result.isPending}
            />
          </SpaceBetween>
        }
        empty={
          <Box textAlign="center" color="text-body-secondary" padding="m">
            {table.result.isError ? t('portal.load_failed') : t('invoicing.table.empty')}
          </Box>
        }
      />
    </Page>
  );
}
