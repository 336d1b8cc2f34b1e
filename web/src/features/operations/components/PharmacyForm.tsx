/**
 * The pharmacy form (add dialog and detail; spec §3, §5): party (a pharmacy, searched from 3
 * characters), store number, the fede codes (at least one; typed and added one by one, a code still
 * in the field is kept on save), categories and the date (new records: today).
 */
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../components/FormFrame';
import { useCategories, type PharmacyBody } from '../api';
import { pharmacyIssues, withPendingCode, type PharmacyField, type PharmacyValues } from '../validation';
import { RecordDateField, RecordPartyField } from './RecordFields';
import { useRecordForm, type RecordFormProps } from './use-record-form';
import '../operations.css';

const FIELDS: readonly PharmacyField[] = ['party_id', 'id_store', 'codes_fede', 'selected_categories', 'date'];

export function PharmacyForm({ initial, onSubmit, serverErrors, ...frame }: RecordFormProps<PharmacyValues, PharmacyBody>) {
  const { t } = useTranslation();
  const categories = useCategories();
  const [pending, setPending] = useState('');
  // A code still in the field counts as added, for the check and on save.
  const withPending = (v: PharmacyValues) => ({ ...v, codes_fede: withPendingCode(v.codes_fede, pending) });
  const form = useRecordForm(initial, serverErrors, FIELDS, (v) => pharmacyIssues(withPending(v)));
  const { values, errorOf, set } = form;
  const addCode = () => {
    set('codes_fede', withPendingCode(values.codes_fede, pending), 'codes_fede');
    setPending('');
  };

  function submit() {
    const current = withPending(values);
    if (!form.submitting() || !current.party) return;
    form.setValues(current);
    setPending('');
    onSubmit({
      party_id: current.party.id,
      id_store: Number(current.id_store.trim()),
      codes_fede: current.codes_fede,
      selected_categories: current.selected_categories,
      date: current.date,
    });
  }

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <FormFrame testId="pharmacy-form" {...frame} onSubmit={submit} errorText={form.formError}>
      <ColumnLayout columns={2}>
        <RecordPartyField
          kind="pharmacy"
          value={values.party}
          errorText={errorOf('party_id')}
          onChange={(party) => set('party', party, 'party_id')}
        />
        <FormField label={t('operations.fields.id_store')} errorText={errorOf('id_store')} controlId="pharmacy-id-store">
          <Input
            value={values.id_store}
            inputMode="numeric"
            invalid={Boolean(errorOf('id_store'))}
            onChange={({ detail }) => set('id_store', detail.value, 'id_store')}
          />
        </FormField>
        <FormField
          label={t('operations.fields.codes_fede')}
          description={t('operations.pharmacies.codes_hint')}
          errorText={errorOf('codes_fede')}
          controlId="pharmacy-code-fede"
        >
          <SpaceBetween size="xs">
            <div className="opc-code-entry">
              <Input
                value={pending}
                invalid={Boolean(errorOf('codes_fede'))}
                onChange={({ detail }) => setPending(detail.value)}
                onKeyDown={(event) => {
                  // Enter here adds the code instead of saving the form.
                  if (event.detail.keyCode === 13 && pending.trim()) {
                    event.preventDefault();
                    addCode();
                  }
                }}
                data-testid="pharmacy-code-input"
              />
              <Button formAction="none" onClick={addCode} disabled={!pending.trim()} data-testid="pharmacy-code-add">
                {t('operations.pharmacies.add_code')}
              </Button>
            </div>
            <TokenGroup
              items={values.codes_fede.map((code) => ({
                label: code,
                dismissLabel: t('operations.pharmacies.remove_code', { code }),
              }))}
              onDismiss={({ detail }) =>
                set(
                  'codes_fede',
                  values.codes_fede.filter((_, i) => i !== detail.itemIndex),
                  'codes_fede',
                )
              }
            />
          </SpaceBetween>
        </FormField>
        <FormField label={t('operations.fields.categories')} errorText={errorOf('selected_categories')}>
          <Multiselect
            selectedOptions={categoryOptions.filter((o) => values.selected_categories.includes(Number(o.value)))}
            options={categoryOptions}
            statusType={categories.isPending ? 'loading' : categories.isError ? 'error' : 'finished'}
            loadingText={t('app.loading')}
            placeholder={t('operations.pharmacies.choose_categories')}
            onChange={({ detail }) =>
              set(
                'selected_categories',
                detail.selectedOptions.map((o) => Number(o.value)),
                'selected_categories',
              )
            }
            data-testid="pharmacy-categories"
          />
        </FormField>
        <RecordDateField
          kind="pharmacy"
          value={values.date}
          errorText={errorOf('date')}
          onChange={(date) => set('date', date, 'date')}
        />
      </ColumnLayout>
    </FormFrame>
  );
}
