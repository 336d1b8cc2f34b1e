/** The laboratory form (add dialog and detail; spec §3, §5): party (a laboratory), code and date (new: today). */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import { PartySelect } from '../../../components/PartySelect';
import { hasIssues, issueText, type ServerErrors } from '../../../components/validation';
import type { LaboratoryBody } from '../api';
import { laboratoryIssues, type LaboratoryField, type LaboratoryValues } from '../validation';
import { useFieldErrors } from './field-errors';
import { FormFrame } from '../../../components/FormFrame';

const FIELDS: readonly LaboratoryField[] = ['party_id', 'code', 'date'];
const NO_ERRORS: ServerErrors = {};

export function LaboratoryForm({
  initial,
  submitLabel,
  saving,
  onSubmit,
  onCancel,
  header,
  serverErrors = NO_ERRORS,
}: {
  initial: LaboratoryValues;
  submitLabel: string;
  saving: boolean;
  onSubmit: (body: LaboratoryBody) => void;
  onCancel?: () => void;
  header?: ReactNode;
  serverErrors?: ServerErrors;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LaboratoryValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const server = useFieldErrors(serverErrors, FIELDS);
  const found = laboratoryIssues(values);
  const errorOf = (field: LaboratoryField) => (submitted ? issueText(t, found[field]) : undefined) ?? server.server(field);
  const set = <K extends keyof LaboratoryValues>(key: K, value: LaboratoryValues[K], field: LaboratoryField) => {
    setValues((v) => ({ ...v, [key]: value }));
    server.edited(field);
  };

  function submit() {
    setSubmitted(true);
    if (hasIssues(found) || !values.party) return;
    onSubmit({ party_id: values.party.id, code: values.code.trim(), date: values.date });
  }

  return (
    <FormFrame
      testId="laboratory-form"
      header={header}
      submitLabel={submitLabel}
      saving={saving}
      onSubmit={submit}
      onCancel={onCancel}
      errorText={server.formError}
    >
      <ColumnLayout columns={3}>
        <FormField label={t('operations.fields.party')} errorText={errorOf('party_id')} controlId="laboratory-party">
          <PartySelect
            kind="laboratory"
            value={values.party}
            onChange={(party) => set('party', party, 'party_id')}
            invalid={Boolean(errorOf('party_id'))}
            data-testid="laboratory-party"
          />
        </FormField>
        <FormField label={t('operations.fields.lab_code')} errorText={errorOf('code')} controlId="laboratory-code">
          <Input
            value={values.code}
            invalid={Boolean(errorOf('code'))}
            onChange={({ detail }) => set('code', detail.value, 'code')}
          />
        </FormField>
        <FormField label={t('operations.fields.date')} errorText={errorOf('date')}>
          <DateField
            value={values.date}
            onChange={(date) => set('date', date, 'date')}
            invalid={Boolean(errorOf('date'))}
            ariaLabel={t('operations.fields.date')}
            data-testid="laboratory-date"
          />
        </FormField>
      </ColumnLayout>
    </FormFrame>
  );
}
