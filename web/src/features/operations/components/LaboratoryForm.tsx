/** The laboratory form (add dialog and detail; spec §3, §5): party (a laboratory), code and date (new: today). */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../components/FormFrame';
import type { LaboratoryBody } from '../api';
import { laboratoryIssues, type LaboratoryField, type LaboratoryValues } from '../validation';
import { RecordDateField, RecordPartyField } from './RecordFields';
import { useRecordForm, type RecordFormProps } from './use-record-form';

const FIELDS: readonly LaboratoryField[] = ['party_id', 'code', 'date'];

export function LaboratoryForm({ initial, onSubmit, serverErrors, ...frame }: RecordFormProps<LaboratoryValues, LaboratoryBody>) {
  const { t } = useTranslation();
  const { values, errorOf, set, formError, submitting } = useRecordForm(initial, serverErrors, FIELDS, laboratoryIssues);

  function submit() {
    if (!submitting() || !values.party) return;
    onSubmit({ party_id: values.party.id, code: values.code.trim(), date: values.date });
  }

  return (
    <FormFrame testId="laboratory-form" {...frame} onSubmit={submit} errorText={formError}>
      <ColumnLayout columns={3}>
        <RecordPartyField
          kind="laboratory"
          value={values.party}
          errorText={errorOf('party_id')}
          onChange={(party) => set('party', party, 'party_id')}
        />
        <FormField label={t('operations.fields.lab_code')} errorText={errorOf('code')} controlId="laboratory-code">
          <Input
            value={values.code}
            invalid={Boolean(errorOf('code'))}
            onChange={({ detail }) => set('code', detail.value, 'code')}
          />
        </FormField>
        <RecordDateField
          kind="laboratory"
          value={values.date}
          errorText={errorOf('date')}
          onChange={(date) => set('date', date, 'date')}
        />
      </ColumnLayout>
    </FormFrame>
  );
}
