/** The laboratory filter of the pending purchases screens: every laboratory, or one. */
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';
import { useLaboratories } from './api';

export function LaboratoryFilter({
  value,
  onChange,
  testId,
}: {
  value: number | undefined;
  onChange: (laboratory: number | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const labs = useLaboratories();
  const all = { value: '', label: t('warehouse.reports.all_laboratories') };
  const options = [all, ...(labs.data ?? []).map((l) => ({ value: String(l.id), label: l.name, tags: [l.code] }))];
  return (
    <FormField label={t('warehouse.reports.laboratory')}>
      <Select
        selectedOption={options.find((o) => o.value === String(value ?? '')) ?? all}
        options={options}
        filteringType="auto"
        statusType={labs.isLoading ? 'loading' : 'finished'}
        onChange={({ detail }) => onChange(detail.selectedOption.value ? Number(detail.selectedOption.value) : undefined)}
        data-testid={testId}
      />
    </FormField>
  );
}
