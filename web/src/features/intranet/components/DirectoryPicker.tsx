/** Chooses a directory of the tree (the parent of something new, the target of a move). */
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';
import type { DirectoryChoice } from '../../../components/document-tree/tree';

export function DirectoryPicker({
  label,
  choices,
  value,
  disabledIds = [],
  errorText,
  onChange,
}: {
  label: string;
  choices: readonly DirectoryChoice[];
  value: number | null;
  disabledIds?: readonly number[];
  errorText?: string;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const options: SelectProps.Option[] = choices.map((c) => ({
    value: String(c.id),
    label: c.label,
    disabled: disabledIds.includes(c.id),
  }));
  const selected = options.find((o) => o.value === String(value)) ?? null;
  return (
    <FormField label={label} errorText={errorText}>
      <Select
        selectedOption={selected}
        options={options}
        filteringType="auto"
        placeholder={t('intranet.picker.placeholder')}
        filteringPlaceholder={t('intranet.picker.filter')}
        empty={t('errors.empty')}
        noMatch={t('intranet.picker.no_match')}
        invalid={Boolean(errorText)}
        onChange={({ detail }) => onChange(Number(detail.selectedOption.value))}
        ariaLabel={label}
        data-testid="directory-picker"
      />
    </FormField>
  );
}
