/** Step 4 (spec §2): pharmacies with specialities: the product, its description, and the customer's tax id and name. */
import Table from '@cloudscape-design/components/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/LoadState';
import { api } from '../../../lib/http';
import { importKeys, type SpecialityRow } from '../api';
import { StepFrame } from './StepFrame';

export function SpecialitiesStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const rows = useQuery({
    queryKey: [...importKeys.step, 'specialities'],
    queryFn: ({ signal }) => api.call('sales_import.sl_with_specialities', { signal }).then((a) => a.data),
  });
  return (
    <StepFrame id="specialities" onNext={onNext} query={rows}>
      <Table<SpecialityRow>
        variant="embedded"
        data-testid="specialities-table"
        items={rows.data ?? []}
        trackBy="id"
        empty={<EmptyState text={t('salesImport.specialities.empty')} />}
        columnDefinitions={[
          { id: 'product', header: t('salesImport.fields.product'), cell: (r) => r.product },
          { id: 'description', header: t('salesImport.fields.description'), cell: (r) => r.description },
          { id: 'tax_id', header: t('salesImport.fields.tax_id'), cell: (r) => r.tax_id },
          { id: 'name', header: t('salesImport.fields.name'), cell: (r) => r.name },
        ]}
      />
    </StepFrame>
  );
}
