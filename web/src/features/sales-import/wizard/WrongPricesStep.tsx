/**
 * Step 6 (spec §2, §4): the rows whose price differs from the catalog's pvf for their month, paged
 * by the server. Rows are selectable (the selection holds across pages); those without a catalog
 * entry are highlighted and cannot be selected. Texts wrap between words. Export
 * downloads them as an xlsx; update sets the chosen rows' price to the catalog's and reloads.
 * Filters by customer (code prefix) and distributor; with a page's rows all chosen,
 * "select all N matching" lets the server set every row the filter matches (no ids sent): more
 * rows than one call sets run as a job, whose progress is shown.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Icon from '@cloudscape-design/components/icon';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useServerTable } from '../../../components/table';
import { useLocale } from '../../../components/use-locale';
import { alerts } from '../../../lib/alerts';
import { formatCurrency, formatDate } from '../../../lib/format';
import { api } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { exportByJob, importKeys, runJob, type WrongPriceRow, useRefreshLeft } from '../api';
import { StepFilters, stepFilterOptions, stepSearch, StepTable } from './StepFilters';
import { formatQuantity } from '../format';
import { StepFrame } from './StepFrame';
import './wizard.css';
import { useExport } from '../../../lib/use-export';

export function WrongPricesStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const refreshLeft = useRefreshLeft();
  const locale = useLocale();
  const money = (n: number | null) => (n === null ? '' : formatCurrency(n, locale));
  const table = useServerTable('sales_import.wrong_prices', {
    ...stepFilterOptions,
    columns: [
      { id: 'date', header: t('salesImport.fields.date'), sortingField: 'date', cell: (r) => formatDate(r.date) },
      {
        id: 'customer_code',
        header: t('salesImport.fields.customer_code'),
        sortingField: 'customer_code',
        cell: (r) => r.customer_code,
      },
      {
        id: 'customer_name',
        header: t('salesImport.fields.customer_name'),
        minWidth: 160,
        cell: (r) => <span className="si-wrap">{r.customer_name ?? ''}</span>,
      },
      { id: 'delivery_note', header: t('salesImport.fields.delivery_note'), cell: (r) => r.delivery_note },
      { id: 'product', header: t('salesImport.fields.product'), sortingField: 'product', cell: (r) => r.product },
      {
        id: 'description',
        header: t('salesImport.fields.description'),
        minWidth: 200,
        cell: (r) => <span className="si-wrap">{r.description}</span>,
      },
      { id: 'quantity', header: t('salesImport.fields.quantity'), cell: (r) => formatQuantity(r.quantity) },
      { id: 'price', header: t('salesImport.fields.price'), cell: (r) => money(r.price) },
      {
        id: 'pvf_xf',
        header: t('salesImport.fields.pvf_xf'),
        minWidth: 150,
        // Not a StatusIndicator: its wrapped text breaks inside words (word-break: break-all).
        cell: (r) =>
          r.pvf_xf === null ? (
            <span className="si-no-entry" data-testid="wrong-prices-no-entry">
              <Icon name="status-warning" variant="warning" /> {t('salesImport.wrong_prices.no_entry')}
            </span>
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
      await Promise.all([table.result.refetch(), refreshLeft()]);
    },
  });
  const onPage = new Set(table.items.map((r) => r.id));
  const search = stepSearch(table.filters);
  const searchKey = JSON.stringify(search);
  /** "Select all N matching": the filter's rows, set by the server; dropped when the filter changes. */
  const [allMatching, setAllMatching] = useState<string | null>(null);
  const matchingAll = allMatching === searchKey;
  const matching = useQuery({
    queryKey: [...importKeys.step, 'wrong_matching', searchKey],
    queryFn: ({ signal }) => api.call('sales_import.wrong_prices_matching', { query: search, signal }).then((a) => a.data),
  });
  const selectable = table.items.filter((r) => r.pvf_xf !== null);
  const pageChosen = selectable.length > 0 && selectable.every((r) => selected.some((s) => s.id === r.id));
  const fixable = matching.data?.fixable ?? 0;
  // Past the rows one call walks the count is a lower bound: the server's job sets every match.
  const complete = matching.data?.complete ?? true;
  /** Rows set so far by a job (more rows than one call sets); null: none running. */
  const [setSoFar, setSetSoFar] = useState<number | null>(null);
  const updateMatching = useGuardedMutation({
    mutationFn: async () => {
      const answer = (await api.call('sales_import.wrong_prices_update_matching', { body: { search, count: fixable } })).data;
      if ('updated' in answer) return answer.updated;
      setSetSoFar(0);
      const done = await runJob(
        async () => ({ data: answer }),
        (job) => setSetSoFar(job.updated ?? 0),
      );
      return done.updated ?? 0;
    },
    onSettled: () => setSetSoFar(null),
    onSuccess: async (updated) => {
      alerts.add({ type: 'success', msg: t('salesImport.wrong_prices.updated', { count: updated }) });
      setSelected([]);
      setAllMatching(null);
      await Promise.all([table.result.refetch(), matching.refetch(), refreshLeft()]);
    },
  });
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
            onClick={() => (matchingAll ? updateMatching.mutate() : update.mutate(selected.map((r) => r.id)))}
            loading={update.isPending || updateMatching.isPending}
            disabled={selected.length === 0 && !matchingAll}
            data-testid="wrong-prices-update"
          >
            {matchingAll
              ? t('salesImport.wrong_prices.update_selected', { count: fixable })
              : selected.length
                ? t('salesImport.wrong_prices.update_selected', { count: selected.length })
                : t('salesImport.wrong_prices.update')}
          </Button>
        </>
      }
    >
      <StepTable
        table={table}
        emptyText={t('salesImport.wrong_prices.empty')}
        data-testid="wrong-prices-table"
        filter={
          <SpaceBetween size="xs">
            <StepFilters table={table} />
            {setSoFar !== null ? (
              <ProgressBar
                data-testid="wrong-prices-progress"
                label={t('salesImport.wrong_prices.setting')}
                value={complete ? Math.min(100, (100 * setSoFar) / Math.max(1, fixable)) : undefined}
                additionalInfo={
                  complete
                    ? t('salesImport.wrong_prices.set_progress', { done: formatQuantity(setSoFar), count: fixable })
                    : t('salesImport.wrong_prices.set_progress_open', { done: formatQuantity(setSoFar) })
                }
              />
            ) : null}
            {matchingAll ? (
              <Box data-testid="wrong-prices-all-matching">
                {complete
                  ? t('salesImport.wrong_prices.all_selected', { count: fixable })
                  : t('salesImport.wrong_prices.all_selected_more', { count: fixable })}{' '}
                <Button variant="inline-link" onClick={() => setAllMatching(null)}>
                  {t('salesImport.wrong_prices.clear_selection')}
                </Button>
              </Box>
            ) : pageChosen && fixable > selected.length ? (
              <Box data-testid="wrong-prices-page-chosen">
                {t('salesImport.wrong_prices.page_selected', { count: selected.length })}{' '}
                <Button
                  variant="inline-link"
                  onClick={() => setAllMatching(searchKey)}
                  data-testid="wrong-prices-select-matching"
                >
                  {complete
                    ? t('salesImport.wrong_prices.select_matching', { count: fixable })
                    : t('salesImport.wrong_prices.select_matching_more', { count: fixable })}
                </Button>
              </Box>
            ) : null}
          </SpaceBetween>
        }
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
