/**
 * The reading's fields, shared by the new-row dialog and the detail form (spec §2): date, time
 * (24 hour), warehouse, carrier and laboratory (chosen from their lists), brand, expedition,
 * packages and temperature. A field shows its own problem, or else the server's 422 message.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import TimeInput from '@cloudscape-design/components/time-input';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import type { ServerErrors } from '../../../components/validation';
import { toApiDate } from '../../../lib/format';
import { BRAND_MAX, EXPEDITION_MAX, PACKAGES_MAX } from '../../../../../shared/warehouse/temperatures';
import { type FieldProblems, type TemperatureField, type TemperatureForm } from './temperature-form';

export interface TemperatureOptions {
  warehouses: SelectProps.Option[];
  carriers: SelectProps.Option[];
  laboratories: SelectProps.Option[];
  users: SelectProps.Option[];
}

/** The message a field shows: its own problem first, else what the server said of it. */
export function useFieldError(problems: FieldProblems, serverErrors: ServerErrors) {
  const { t } = useTranslation();
  return (field: TemperatureField, serverField: string = field): string | undefined => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.vars) : serverErrors[serverField];
  };
}

const chosen = (options: SelectProps.Option[], value: string) => options.find((o) => o.value === value) ?? null;

export function TemperatureFields({
  form,
  onChange,
  options,
  problems,
  serverErrors,
}: {
  form: TemperatureForm;
  onChange: (form: TemperatureForm) => void;
  options: TemperatureOptions;
  problems: FieldProblems;
  serverErrors: ServerErrors;
}) {
  const { t } = useTranslation();
  const error = useFieldError(problems, serverErrors);
  const set = (field: keyof TemperatureForm) => (value: string) => onChange({ ...form, [field]: value });
  const today = toApiDate(new Date());
  const select = (field: 'warehouse' | 'carrier' | 'laboratory' | 'user', list: SelectProps.Option[], filtering: boolean) => (
    <FormField label={t(`warehouse.temperatures.fields.${field}`)} errorText={error(field)} controlId={`temperature-${field}`}>
      <Select
        controlId={`temperature-${field}`}
        selectedOption={chosen(list, form[field])}
        options={list}
        filteringType={filtering ? 'auto' : 'none'}
        placeholder={t('warehouse.temperatures.choose')}
        invalid={Boolean(error(field))}
        onChange={({ detail }) => set(field)(detail.selectedOption.value ?? '')}
        data-testid={`temperature-${field}`}
      />
    </FormField>
  );
  const text = (field: 'brand' | 'expedition' | 'packages', max: number) => (
    <FormField
      label={t(`warehouse.temperatures.fields.${field}`)}
      constraintText={t('warehouse.temperatures.max_chars', { max })}
      errorText={error(field)}
      controlId={`temperature-${field}`}
    >
      <Input
        controlId={`temperature-${field}`}
        value={form[field]}
        invalid={Boolean(error(field))}
        onChange={({ detail }) => set(field)(detail.value)}
        data-testid={`temperature-${field}`}
      />
    </FormField>
  );

  return (
    <ColumnLayout columns={2}>
      <FormField label={t('warehouse.temperatures.fields.date')} errorText={error('day', 'date')}>
        <DateField
          value={form.day}
          onChange={set('day')}
          invalid={Boolean(error('day', 'date'))}
          isDateEnabled={(d) => toApiDate(d) <= today}
          ariaLabel={t('warehouse.temperatures.fields.date')}
          data-testid="temperature-day"
        />
      </FormField>
      <FormField
        label={t('warehouse.temperatures.fields.time')}
        constraintText={t('warehouse.temperatures.time_hint')}
        errorText={error('time')}
        controlId="temperature-time"
      >
        <TimeInput
          controlId="temperature-time"
          format="hh:mm"
          use24Hour
          placeholder="hh:mm"
          value={form.time}
          invalid={Boolean(error('time'))}
          onChange={({ detail }) => set('time')(detail.value)}
          data-testid="temperature-time"
        />
      </FormField>
      {select('warehouse', options.warehouses, false)}
      {select('carrier', options.carriers, true)}
      {select('laboratory', options.laboratories, true)}
      {select('user', [{ value: '', label: t('warehouse.temperatures.no_user') }, ...options.users], false)}
      {text('brand', BRAND_MAX)}
      {text('expedition', EXPEDITION_MAX)}
      {text('packages', PACKAGES_MAX)}
      <FormField
        label={t('warehouse.temperatures.fields.temperature')}
        constraintText={t('warehouse.temperatures.temperature_hint')}
        errorText={error('temperature')}
        controlId="temperature-temperature"
      >
        <Input
          controlId="temperature-temperature"
          // Text, not a number input: Chromium shows a number input's value as "30.5" whatever
          // the language, and refuses "30,5"; readTemperature takes a comma or a point.
          inputMode="decimal"
          value={form.temperature}
          invalid={Boolean(error('temperature'))}
          onChange={({ detail }) => set('temperature')(detail.value)}
          data-testid="temperature-temperature"
        />
      </FormField>
    </ColumnLayout>
  );
}
