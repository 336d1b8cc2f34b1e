/** The filter inputs of a server table, bound to its `useServerTable` model by filter name. */
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import { DateField } from '../DateField';
import { MonthField } from '../MonthField';

/** Test ids keep the hyphens of the screens' tests: filter `date_from` → `filter-date-from`. */
const testId = (name: string) => name.replace(/_/g, '-');

/** What a filter input needs of the model (any table's). */
interface FilterModel<F extends string> {
  filters: Record<F, string>;
  setFilter: (name: F, value: string) => void;
}

interface FilterProps<F extends string> {
  table: FilterModel<F>;
  name: F;
  label: string;
  /** A problem reading the value (shown on the field; the search leaves the value out). */
  errorText?: string;
}

export function TextFilter<F extends string>({
  table,
  name,
  label,
  errorText,
  inputMode,
}: FilterProps<F> & { inputMode?: InputProps['inputMode'] }) {
  return (
    <FormField label={label} errorText={errorText} controlId={`filter-${name}`}>
      <Input
        type={inputMode ? 'text' : 'search'}
        inputMode={inputMode}
        value={table.filters[name]}
        invalid={Boolean(errorText)}
        onChange={({ detail }) => table.setFilter(name, detail.value)}
        data-testid={`filter-${testId(name)}`}
      />
    </FormField>
  );
}

export function SelectFilter<F extends string>({
  table,
  name,
  label,
  options,
}: FilterProps<F> & { options: { value: string; label: string }[] }) {
  return (
    <FormField label={label} controlId={`filter-${name}`}>
      <Select
        selectedOption={options.find((o) => o.value === table.filters[name]) ?? options[0]!}
        options={options}
        onChange={({ detail }) => table.setFilter(name, detail.selectedOption.value ?? '')}
        data-testid={`filter-${testId(name)}`}
      />
    </FormField>
  );
}

export function DateFilter<F extends string>({ table, name, label, errorText }: FilterProps<F>) {
  return (
    <FormField label={label} errorText={errorText}>
      <DateField
        value={table.filters[name]}
        onChange={(value) => table.setFilter(name, value)}
        invalid={Boolean(errorText)}
        data-testid={`filter-${testId(name)}`}
      />
    </FormField>
  );
}

/** A month (YYYY-MM) filter, applied at once like a date (list it in the table's `immediate`). */
export function MonthFilter<F extends string>({
  table,
  name,
  label,
  errorText,
  placeholder,
}: FilterProps<F> & { placeholder?: string }) {
  return (
    <FormField label={label} errorText={errorText}>
      <MonthField
        value={table.filters[name]}
        onChange={(value) => table.setFilter(name, value)}
        invalid={Boolean(errorText)}
        placeholder={placeholder}
        data-testid={`filter-${testId(name)}`}
      />
    </FormField>
  );
}
