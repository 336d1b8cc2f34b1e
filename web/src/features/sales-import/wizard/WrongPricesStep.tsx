/**
 * Step 6 (spec §2, §4): the rows whose price differs from the catalog's pvf for their month, paged
 * by the server. Rows are selectable (the selection holds across pages); those without a catalog entry are marked and cannot be selected. Export
 * downloads them as an xlsx; update sets the chosen rows' price to the catalog's and reloads.
 */
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerTable, useServerTable } from '../../../components/table';
import { useLocale } from '../../../components/use-locale';
import { alerts } from '../../../lib/alerts';
import { formatCurrency, formatDate } from '../../../lib/format';
import { api } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { exportByJob, type WrongPriceRow } from '../api';
import { formatQuantity } from '../format';
import { StepFrame } from './StepFrame';
import { useExport } from '../../../lib/use-export';

export function WrongPricesStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (n: number | null) => (n === null ? '' : formatCurrency(n, locale));
  const table = useServerTable('sales_import.wrong_prices', {
    columns: [
      { id: 'date', header: t('salesImport.fields.date'), sortingField: 'date', cell: (r) => formatDate(r.date) },
      {
        id: 'customer_code',
        header: t('salesImport.fields.customer_code'),
        sortingField: 'customer_code',
        cell: (r) => r.customer_code,
      },
      { id: 'customer_name', header: t('salesImport.fields.customer_name'), cell: (r) => r.customer_name ?? '' },
      { id: 'delivery_note', header: t('salesImport.fields.delivery_note'), cell: (r) => r.delivery_note },
      { id: 'product', header: t('salesImport.fields.product'), sortingField: 'product', cell: (r) => r.product },
      { id: 'description', header: t('salesImport.fields.description'), cell: (r) => r.description },
      { id: 'quantity', header: t('salesImport.fields.quantity'), cell: (r) => formatQuantity(r.quantity) },
      { id: 'price', header: t('salesImport.fields.price'), cell: (r) => money(r.price) },
      {
        id: 'pvf_xf',
        header: t('salesImport.fields.pvf_xf'),
        cell: (r) =>
          r.pvf_xf === null ? (
            <StatusIndicator type="warning">{t('salesImport.wrong_prices.no_entry')}</StatusIndicator>
          ) : (
            money(r.pvf_xf)
          ),
      },
      {
        id: 'difference',
        header: t('salesImport.fields.difference'),
        cell: (r) => money(r.difference),
      },
    ],
  });
  // Selected rows are kept across pages (by id).
  const [selected, setSelected] = useState<WrongPriceRow[]>([]);
  const exporting = useExport(() => exportByJob(() => api.call('sales_import.wrong_prices_export')));
  const update = useGuardedMutation({
    mutationFn: (ids: string[]) => api.call('sales_import.wrong_prices_update', { body: { ids } }).then((a) => a.data.updated),
    onSuccess: async (updated) => {
      alerts.add({ type: 'success', msg: t('salesImport.wrong_prices.updated', { count: updated }) });
      setSelected([]);
      await table.result.refetch();
    },
  });
  const onPage = new Set(table.items.map((r) => r.id));
  return (
    <StepFrame
      id="wrong_prices"
      onNext={onNext}
      actions={
        <>
          <Button
            iconName="download"
            loading={exporting.busy}
            disabled={table.items.length === 0}
            onClick={exporting.run}
            data-testid="wrong-prices-export"
          >
            {t('salesImport.export')}
          </Button>
          <Button
            onClick={() => update.mutate(selected.map((r) => r.id))}
            loading={update.isPending}
            disabled={selected.length === 0}
            data-testid="wrong-prices-update"
          >
            {selected.length
              ? t('salesImport.wrong_prices.update_selected', { count: selected.length })
              : t('salesImport.wrong_prices.update')}
          </Button>
        </>
      }
    >
      <ServerTable
        table={table}
        variant="embedded"
        title={t('salesImport.wizard.rows')}
        emptyText={t('salesImport.wrong_prices.empty')}
        data-testid="wrong-prices-table"
        trackBy="id"
        selectionType="multi"
        wrapLines
        selectedItems={selected.filter((r) => onPage.has(r.id))}
        onSelectionChange={({ detail }) => setSelected([...selected.filter((r) => !onPage.has(r.id)), ...detail.selectedItems])}
        isItemDisabled={(r) => r.pvf_xf === null}
        ariaLabels={{
          selectionGroupLabel: t('salesImport.wrong_prices.selection'),
          allItemsSelectionLabel: () => t('salesImport.wrong_prices.select_all'),
          itemSelectionLabel: (_, r) => t('salesImport.wrong_prices.select_row', { code: r.product, note: r.delivery_note }),
        }}
      />
    </StepFrame>
  );
}
