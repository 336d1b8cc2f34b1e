/**
 * Step 5 (spec §2, §7): the customer codes without a deposit (no customer conversion) and how many
 * staged rows carry each; "remove leading zeroes" strips them from those codes on the server,
 * which answers the customers still without a deposit.
 */
import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/LoadState';
import { alerts } from '../../../lib/alerts';
import { api } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { importKeys, type NoDepositCustomer } from '../api';
import { formatQuantity } from '../format';
import { StepFrame } from './StepFrame';

export function NoDepositStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = [...importKeys.step, 'no_deposit'];
  const rows = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call('sales_import.no_deposit', { signal }).then((a) => a.data),
  });
  const strip = useGuardedMutation({
    mutationFn: () => api.call('sales_import.remove_leading_zeroes').then((a) => a.data.data),
    onSuccess: (left) => {
      client.setQueryData(key, left);
      alerts.add({ type: 'success', msg: t('alerts.update') });
    },
  });
  return (
    <StepFrame
      id="no_deposit"
      onNext={onNext}
      query={rows}
      actions={
        <Button
          onClick={() => strip.mutate()}
          loading={strip.isPending}
          disabled={(rows.data ?? []).length === 0}
          data-testid="no-deposit-strip"
        >
          {t('salesImport.no_deposit.strip')}
        </Button>
      }
    >
      <Table<NoDepositCustomer>
        variant="embedded"
        data-testid="no-deposit-table"
        items={rows.data ?? []}
        trackBy="customer"
        empty={<EmptyState text={t('salesImport.no_deposit.empty')} />}
        columnDefinitions={[
          { id: 'customer', header: t('salesImport.fields.customer'), cell: (r) => r.customer },
          { id: 'rows', header: t('salesImport.no_deposit.rows'), cell: (r) => formatQuantity(r.rows) },
        ]}
      />
    </StepFrame>
  );
}
