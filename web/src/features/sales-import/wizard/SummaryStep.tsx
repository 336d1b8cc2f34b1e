/**
 * Step 2 (spec §2, §3): the staged rows counted (customers), their total price and total quantity,
 * and the rows that could not be read, each fixable in place.
 */
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../components/use-locale';
import { download } from '../../../lib/download';
import { formatCurrency } from '../../../lib/format';
import { api } from '../../../lib/http';
import { importKeys, jobsWithRejected, useRefreshLeft } from '../api';
import { formatQuantity } from '../format';
import { RejectedRows } from './RejectedRows';
import { StepFrame } from './StepFrame';

export function SummaryStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const refreshLeft = useRefreshLeft();
  const summary = useQuery({
    queryKey: [...importKeys.step, 'grouped'],
    queryFn: ({ signal }) => api.call('sales_import.grouped', { signal }).then((a) => a.data),
  });
  const s = summary.data;
  return (
    <StepFrame
      id="summary"
      onNext={onNext}
      query={summary}
      actions={
        s && s.rejected > 0
          ? jobsWithRejected().map((job) => (
              <Button
                key={job.id}
                iconName="download"
                onClick={() => void download('sales_import.rejected', { params: { job: job.id } })}
                data-testid="summary-rejected-download"
              >
                {t('salesImport.upload.download_rejected', { count: job.rejected })}
              </Button>
            ))
          : null
      }
    >
      {s ? (
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={4}
            data-testid="import-summary"
            items={[
              {
                label: t('salesImport.summary.customers'),
                value: <span data-testid="summary-customers">{formatQuantity(s.customers)}</span>,
              },
              {
                label: t('salesImport.summary.total_price'),
                value: <span data-testid="summary-price">{formatCurrency(s.totalPrice, locale)}</span>,
              },
              {
                label: t('salesImport.summary.total_quantity'),
                value: <span data-testid="summary-quantity">{formatQuantity(s.totalQuantity)}</span>,
              },
              {
                label: t('salesImport.summary.rejected'),
                value: <span data-testid="summary-rejected">{formatQuantity(s.rejected)}</span>,
              },
            ]}
          />
          <RejectedRows onFixed={() => void Promise.all([summary.refetch(), refreshLeft()])} />
        </SpaceBetween>
      ) : null}
    </StepFrame>
  );
}
