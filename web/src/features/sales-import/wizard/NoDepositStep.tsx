/**
 * Step 5 (spec §2, §7): the customer codes without a deposit (no customer conversion) and how many
 * staged rows carry each, paged by the server; "remove leading zeroes" strips them from those
 * codes in a job on the server (a month's rows), which matches them again, and the list reloads.
 */
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import { ServerTable, useServerTable } from '../../../components/table';
import { alerts } from '../../../lib/alerts';
import { api } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { runJob } from '../api';
import { formatQuantity } from '../format';
import { StepFrame } from './StepFrame';

export function NoDepositStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const table = useServerTable('sales_import.no_deposit', {
    columns: [
      { id: 'customer', header: t('salesImport.fields.customer'), sortingField: 'customer', cell: (r) => r.customer },
      { id: 'rows', header: t('salesImport.no_deposit.rows'), sortingField: 'rows', cell: (r) => formatQuantity(r.rows) },
    ],
  });
  const strip = useGuardedMutation({
    mutationFn: () => runJob(() => api.call('sales_import.remove_leading_zeroes')),
    onSuccess: async () => {
      alerts.add({ type: 'success', msg: t('alerts.update') });
      await table.result.refetch();
    },
  });
  return (
    <StepFrame
      id="no_deposit"
      onNext={onNext}
      actions={
        <Button
          onClick={() => strip.mutate()}
          loading={strip.isPending}
          disabled={table.items.length === 0}
          data-testid="no-deposit-strip"
        >
          {t('salesImport.no_deposit.strip')}
        </Button>
      }
    >
      <ServerTable
        table={table}
        variant="embedded"
        title={t('salesImport.wizard.rows')}
        emptyText={t('salesImport.no_deposit.empty')}
        trackBy="customer"
        data-testid="no-deposit-table"
      />
    </StepFrame>
  );
}
