/** Step 4 (spec §2): pharmacies with specialities: the product, its description, and the customer's tax id and name. */
import { useTranslation } from 'react-i18next';
import { useServerTable } from '../../../components/table';
import { StepFrame } from './StepFrame';
import { StepTable } from './StepFilters';

export function SpecialitiesStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const table = useServerTable('sales_import.sl_with_specialities', {
    columns: [
      { id: 'product', header: t('salesImport.fields.product'), sortingField: 'product', cell: (r) => r.product },
      { id: 'description', header: t('salesImport.fields.description'), cell: (r) => r.description },
      { id: 'tax_id', header: t('salesImport.fields.tax_id'), cell: (r) => r.tax_id },
      { id: 'name', header: t('salesImport.fields.name'), sortingField: 'name', cell: (r) => r.name },
    ],
  });
  return (
    <StepFrame id="specialities" onNext={onNext}>
      <StepTable table={table} emptyText={t('salesImport.specialities.empty')} trackBy="id" data-testid="specialities-table" />
    </StepFrame>
  );
}
