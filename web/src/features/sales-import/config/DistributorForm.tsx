/**
 * The distributor form (spec §3, §5: every field required, the party too): its id (chosen by the
 * user, changeable on edit), name, party, and the reading profile of its files: the sheet, the
 * first data row, the column of each field (letters as the office suite shows them) and how text
 * dates are written.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartyRef } from '../../../../../shared/acl/views';
import type { Distributor } from '../../../../../shared/sales-import/views';
import { FormFrame, type FramedFormProps } from '../../../components/FormFrame';
import { PartySelect } from '../../../components/PartySelect';
import type { ServerErrors } from '../../../components/validation';
import { COLUMN_FIELDS, distributorIssues, type DistributorValues } from './distributor-rules';

export type { DistributorValues };

export function distributorValues(d: Distributor | null): DistributorValues {
  return {
    id: d ? String(d.id) : '',
    name: d?.name ?? '',
    sheet: d?.sheet ?? '1',
    first_row: d ? String(d.first_row) : '2',
    date_format: d?.date_format ?? 'd/m/Y',
    date: d?.date ?? '',
    customer: d?.customer ?? '',
    delivery_note: d?.delivery_note ?? '',
    product_code: d?.product_code ?? '',
    description: d?.description ?? '',
    price: d?.price ?? '',
    quantity: d?.quantity ?? '',
  };
}

export function DistributorForm({
  initial,
  initialParty,
  serverErrors,
  onSubmit,
  ...frame
}: FramedFormProps & {
  initial: DistributorValues;
  initialParty: PartyRef | null;
  serverErrors?: ServerErrors;
  onSubmit: (values: DistributorValues, party: PartyRef) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [party, setParty] = useState<PartyRef | null>(initialParty);
  const [tried, setTried] = useState(false);
  const issues = distributorIssues(values, party);
  const error = (field: keyof DistributorValues | 'party_id'): string | undefined => {
    const local = tried ? issues[field] : undefined;
    if (local) return t(local.key, local.vars);
    return serverErrors?.[field];
  };
  const set = (field: keyof DistributorValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const text = (field: keyof DistributorValues, label: string, extra: { inputMode?: 'numeric'; description?: string } = {}) => (
    <FormField label={label} errorText={error(field)} controlId={`distributor-${field}`} description={extra.description}>
      <Input
        controlId={`distributor-${field}`}
        value={values[field]}
        inputMode={extra.inputMode}
        invalid={Boolean(error(field))}
        onChange={({ detail }) => set(field)(detail.value)}
        data-testid={`distributor-${field.replace(/_/g, '-')}`}
      />
    </FormField>
  );

  return (
    <FormFrame
      testId="distributor-form"
      {...frame}
      errorText={serverErrors?._form}
      onSubmit={() => {
        setTried(true);
        if (Object.keys(issues).length === 0 && party) onSubmit(values, party);
      }}
    >
      <SpaceBetween size="l">
        <ColumnLayout columns={2}>
          {text('id', t('salesImport.distributors.id'), { inputMode: 'numeric' })}
          {text('name', t('salesImport.distributors.name'))}
        </ColumnLayout>
        <FormField label={t('salesImport.distributors.party')} errorText={error('party_id')} controlId="distributor-party">
          <PartySelect
            controlId="distributor-party"
            value={party}
            onChange={setParty}
            invalid={Boolean(error('party_id'))}
            data-testid="distributor-party"
          />
        </FormField>
        <ColumnLayout columns={3}>
          {text('sheet', t('salesImport.distributors.sheet'), { description: t('salesImport.distributors.sheet_hint') })}
          {text('first_row', t('salesImport.distributors.first_row'), {
            inputMode: 'numeric',
            description: t('salesImport.distributors.first_row_hint'),
          })}
          {text('date_format', t('salesImport.distributors.date_format'), {
            description: t('salesImport.distributors.date_format_hint'),
          })}
        </ColumnLayout>
        <FormField label={t('salesImport.distributors.columns')} description={t('salesImport.distributors.columns_hint')}>
          <ColumnLayout columns={4}>
            {COLUMN_FIELDS.map((field) => (
              <div key={field}>{text(field, t(`salesImport.distributors.${field}`))}</div>
            ))}
          </ColumnLayout>
        </FormField>
      </SpaceBetween>
    </FormFrame>
  );
}
