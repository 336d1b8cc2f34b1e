/**
 * Step 5 (spec §2, §7): the customer codes without a deposit (no customer conversion) and how many
 * staged rows carry each, paged by the server. "Remove leading zeroes" first shows what it would
 * change (codes padded beyond a conversion's 6 characters, down to 6 and never further) and asks;
 * the server then strips them in a job and matches them again, and the list reloads. Until finish,
 * the codes as read can be put back.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { useServerTable } from '../../../components/table';
import { alerts } from '../../../lib/alerts';
import { api } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { importKeys, runJob, useRefreshLeft } from '../api';
import { formatQuantity } from '../format';
import { StepFilters, stepFilterOptions, StepTable } from './StepFilters';
import { StepFrame } from './StepFrame';

export function NoDepositStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const refreshLeft = useRefreshLeft();
  const [asking, setAsking] = useState<'strip' | 'restore' | null>(null);
  const table = useServerTable('sales_import.no_deposit', {
    ...stepFilterOptions,
    columns: [
      { id: 'customer', header: t('salesImport.fields.customer'), sortingField: 'customer', cell: (r) => r.customer },
      { id: 'rows', header: t('salesImport.no_deposit.rows'), sortingField: 'rows', cell: (r) => formatQuantity(r.rows) },
    ],
  });
  const preview = useQuery({
    queryKey: [...importKeys.step, 'zeroes'],
    queryFn: ({ signal }) => api.call('sales_import.remove_leading_zeroes.preview', { signal }).then((a) => a.data),
  });
  const change = useGuardedMutation({
    mutationFn: (action: 'strip' | 'restore') => {
      const rows = action === 'strip' ? (preview.data?.rows ?? 0) : (preview.data?.stripped_rows ?? 0);
      return runJob(() =>
        api.call(action === 'strip' ? 'sales_import.remove_leading_zeroes' : 'sales_import.restore_leading_zeroes', {
          body: { rows },
        }),
      );
    },
    onSuccess: async (job) => {
      alerts.add({ type: 'success', msg: t('salesImport.no_deposit.changed', { count: job.updated ?? 0 }) });
      setAsking(null);
      await Promise.all([table.result.refetch(), preview.refetch(), refreshLeft()]);
    },
    onError: () => void preview.refetch(),
  });
  const p = preview.data;
  return (
    <StepFrame
      id="no_deposit"
      onNext={onNext}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          {p && p.stripped_rows > 0 ? (
            <Button onClick={() => setAsking('restore')} data-testid="no-deposit-restore">
              {t('salesImport.no_deposit.restore', { count: p.stripped_rows })}
            </Button>
          ) : null}
          <Button
            onClick={() => setAsking('strip')}
            loading={preview.isPending}
            disabled={!p || p.rows === 0}
            data-testid="no-deposit-strip"
          >
            {t('salesImport.no_deposit.strip')}
          </Button>
        </SpaceBetween>
      }
    >
      <StepTable
        table={table}
        emptyText={t('salesImport.no_deposit.empty')}
        trackBy="customer"
        filter={<StepFilters table={table} />}
        data-testid="no-deposit-table"
      />
      <ConfirmModal
        visible={asking !== null}
        title={asking === 'restore' ? t('salesImport.no_deposit.restore_title') : t('salesImport.no_deposit.strip_title')}
        confirmLabel={
          asking === 'restore' ? t('salesImport.no_deposit.restore_confirm') : t('salesImport.no_deposit.strip_confirm')
        }
        loading={change.isPending}
        onConfirm={() => asking && change.mutate(asking)}
        onCancel={() => setAsking(null)}
      >
        {asking === 'restore' ? (
          <Box>{t('salesImport.no_deposit.restore_text', { count: p?.stripped_rows ?? 0 })}</Box>
        ) : (
          <SpaceBetween size="s">
            <Box data-testid="no-deposit-preview">
              {t('salesImport.no_deposit.strip_text', { customers: p?.customers ?? 0, count: p?.rows ?? 0 })}
            </Box>
            <ul>
              {(p?.examples ?? []).map((e) => (
                <li key={e.from}>{t('salesImport.no_deposit.example', { from: e.from, to: e.to, count: e.rows })}</li>
              ))}
            </ul>
            <Box variant="small">{t('salesImport.no_deposit.strip_hint')}</Box>
          </SpaceBetween>
        )}
      </ConfirmModal>
    </StepFrame>
  );
}
