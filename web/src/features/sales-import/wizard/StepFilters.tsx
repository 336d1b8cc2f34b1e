/**
 * Steps 3, 5 and 6's filters: a customer code prefix and a distributor, the same inputs
 * and the same search on each step (the server reads each as a key range).
 */
import Grid from '@cloudscape-design/components/grid';
import { useTranslation } from 'react-i18next';
import { SelectFilter, ServerTable, TextFilter, type ServerTableProps, type TableRoute } from '../../../components/table';
import { useDistributors } from '../api';

export const STEP_FILTERS = ['customer', 'distributor'] as const;
export type StepFilter = (typeof STEP_FILTERS)[number];
/** Options for `useServerTable`: the distributor applies at once, the customer once typing pauses. */
export const stepFilterOptions = { filters: STEP_FILTERS, immediate: ['distributor'] as const, search: stepSearch };

/** The route's search from the filters as typed (blank or unreadable left out). */
export function stepSearch(f: Record<StepFilter, string>): { customer?: string; distributor?: number } {
  return {
    ...(f.customer.trim() ? { customer: f.customer.trim() } : {}),
    ...(/^\d+$/.test(f.distributor) ? { distributor: Number(f.distributor) } : {}),
  };
}

export function StepFilters({
  table,
}: {
  table: { filters: Record<StepFilter, string>; setFilter: (name: StepFilter, value: string) => void };
}) {
  const { t } = useTranslation();
  const distributors = useDistributors();
  return (
    <Grid gridDefinition={[{ colspan: { default: 12, xs: 4 } }, { colspan: { default: 12, xs: 4 } }]}>
      <TextFilter table={table} name="customer" label={t('salesImport.wrong_prices.filter_customer')} />
      <SelectFilter
        table={table}
        name="distributor"
        label={t('salesImport.upload.distributor')}
        options={[
          { value: '', label: t('salesImport.wrong_prices.all_distributors') },
          ...(distributors.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
        ]}
      />
    </Grid>
  );
}

/** A step's rows: the server table embedded in the step, under the step's heading. */
export function StepTable<K extends TableRoute>(props: Omit<ServerTableProps<K>, 'title' | 'variant'>) {
  const { t } = useTranslation();
  return <ServerTable {...props} variant="embedded" title={t('salesImport.wizard.rows')} />;
}
