/**
 * /administration/import-sales/catalog (spec §2, §3, §5): the price catalog, one month's list at a
 * time (without a month filter, the newest loaded), server paged, with filters cn, description,
 * pvf (exact, to the cent) and month; the import dialog takes a file and its month (default the
 * current month) and replaces that month's list.
 */
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONTH } from '../../components/MonthField';
import { MonthFilter, ServerTable, TextFilter, useServerTable, type ServerColumn } from '../../components/table';
import { paths } from '../../config/paths';
import { formatCurrency } from '../../lib/format';
import { api } from '../../lib/http';
import { importKeys, type CatalogEntry } from './api';
import { ImportFileDialog } from './components/ImportFileDialog';
import { formatMonth, readAmount } from './format';
import { useSalesImportFrame } from './nav';
import { useLocale } from '../../components/use-locale';

const FILTERS = ['cn', 'description', 'pvf', 'date'] as const;
type Filter = (typeof FILTERS)[number];

function catalogSearch(filters: Record<Filter, string>) {
  const search: { cn?: string; description?: string; pvf?: number; date?: string } = {};
  if (filters.cn.trim()) search.cn = filters.cn.trim();
  if (filters.description.trim()) search.description = filters.description.trim();
  const pvf = readAmount(filters.pvf);
  if (pvf !== null) search.pvf = pvf;
  if (MONTH.test(filters.date)) search.date = filters.date;
  return search;
}

export default function CatalogPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const title = t('salesImport.catalog.title');
  useSalesImportFrame([{ text: title, href: paths.importSalesCatalog }]);
  const columns: ServerColumn<CatalogEntry, 'cn'>[] = [
    { id: 'cn', header: t('salesImport.fields.cn'), sortingField: 'cn', cell: (c) => c.cn },
    { id: 'description', header: t('salesImport.fields.description'), cell: (c) => c.description },
    { id: 'pvf', header: t('salesImport.fields.pvf'), cell: (c) => formatCurrency(c.pvf, locale) },
    { id: 'date', header: t('salesImport.catalog.month'), cell: (c) => formatMonth(c.date) },
  ];
  const table = useServerTable('sales_import.catalog.datatable', {
    columns,
    filters: FILTERS,
    immediate: ['date'],
    search: catalogSearch,
  });
  const [importing, setImporting] = useState(false);
  const pvfError =
    table.filters.pvf.trim() && readAmount(table.filters.pvf) === null ? t('salesImport.catalog.bad_pvf') : undefined;
  return (
    <>
      <ServerTable
        table={table}
        data-testid="catalog-table"
        trackBy="id"
        title={title}
        headingVariant="h1"
        description={t('salesImport.catalog.description')}
        onRefresh={() => undefined}
        emptyText={t('salesImport.catalog.empty')}
        actions={
          <Button iconName="upload" variant="primary" onClick={() => setImporting(true)} data-testid="catalog-import">
            {t('salesImport.import')}
          </Button>
        }
        filter={
          <Grid
            gridDefinition={[
              { colspan: { default: 12, xs: 2 } },
              { colspan: { default: 12, xs: 4 } },
              { colspan: { default: 12, xs: 2 } },
              { colspan: { default: 12, xs: 4 } },
            ]}
          >
            <TextFilter table={table} name="cn" label={t('salesImport.fields.cn')} />
            <TextFilter table={table} name="description" label={t('salesImport.fields.description')} />
            <TextFilter table={table} name="pvf" label={t('salesImport.fields.pvf')} errorText={pvfError} />
            <MonthFilter
              table={table}
              name="date"
              label={t('salesImport.catalog.month')}
              placeholder={t('salesImport.month_placeholder')}
            />
          </Grid>
        }
      />
      <ImportFileDialog
        visible={importing}
        withMonth
        title={t('salesImport.catalog.import_title')}
        hint={t('salesImport.catalog.import_hint')}
        run={(file, date) => api.call('sales_import.catalog.import', { body: { file, date } }).then((a) => a.data)}
        onClose={() => setImporting(false)}
        onImported={() => void client.invalidateQueries({ queryKey: importKeys.catalog })}
      />
    </>
  );
}
