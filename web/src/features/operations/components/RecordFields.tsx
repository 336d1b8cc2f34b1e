/** The party and date fields of the pharmacy and laboratory forms (`{kind}-party`, `{kind}-date` name them). */
import FormField from '@cloudscape-design/components/form-field';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import { PartySelect } from '../../../components/PartySelect';
import type { PartyKind, PartyRef } from '../../../../../shared/acl/views';

export function RecordPartyField({
  kind,
  value,
  errorText,
  onChange,
}: {
  kind: PartyKind;
  value: PartyRef | null;
  errorText: string | undefined;
  onChange: (party: PartyRef) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('operations.fields.party')} errorText={errorText} controlId={`${kind}-party`}>
      <PartySelect kind={kind} value={value} onChange={onChange} invalid={Boolean(errorText)} data-testid={`${kind}-party`} />
    </FormField>
  );
}

export function RecordDateField({
  kind,
  value,
  errorText,
  onChange,
}: {
  kind: PartyKind;
  value: string;
  errorText: string | undefined;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('operations.fields.date')} errorText={errorText}>
      <DateField
        value={value}
        onChange={onChange}
        invalid={Boolean(errorText)}
        ariaLabel={t('operations.fields.date')}
        data-testid={`${kind}-date`}
      />
    </FormField>
  );
}
