/**
 * The guest form of the internal side (add and edit; spec §2, §5): name and e-mail (required,
 * valid), type and party (required; the party searched from 3 characters and of the type's kind),
 * the language of the guest's mails, and the roles of the type's tree selected by leaf. Changing
 * the type clears party and roles: neither carries over between pharmacies and laboratories.
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, NameField } from '../../../components/AccountFields';
import { RoleTree, RoleTreeField } from '../../../components/RoleTree';
import { hasIssues, issueText, type ServerErrors } from '../../../components/validation';
import { PARTY_SEARCH_MIN, useGuestTree, useParties, type GuestType, type PartyRef } from '../api';
import { guestIssues, type GuestFormValues } from '../validation';
import { guestTypeLabel, localeLabel } from './labels';
import { FormFrame, type FramedFormProps } from '../../../components/FormFrame';

const KIND: Record<GuestType, string> = { 1: 'pharmacy', 2: 'laboratory' };
const NO_ERRORS: ServerErrors = {};
const SHOWN_FIELDS = ['name', 'email', 'type_id', 'party_id'] as const;

export interface GuestFormSubmit extends GuestFormValues {
  type_id: GuestType;
  party_id: number;
}

export function GuestForm({
  initial,
  initialParty,
  onSubmit,
  serverErrors = NO_ERRORS,
  ...frame
}: FramedFormProps & {
  initial: GuestFormValues;
  initialParty: PartyRef | null;
  onSubmit: (values: GuestFormSubmit) => void;
  onCancel: () => void;
  /** The server's 422 messages by field, shown until that field changes. */
  serverErrors?: ServerErrors;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<GuestFormValues>(initial);
  const [party, setParty] = useState<PartyRef | null>(initialParty);
  const [partyText, setPartyText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const tree = useGuestTree(values.type_id);
  const parties = useParties(partyText);
  const found = guestIssues(values);
  const shown = submitted ? found : {};
  // A server message stays on its field until that field is edited; a new answer shows afresh.
  const [edited, setEdited] = useState<{ answer: ServerErrors; fields: string[] }>({ answer: serverErrors, fields: [] });
  const editedNow = edited.answer === serverErrors ? edited.fields : [];
  const errorOf = (field: (typeof SHOWN_FIELDS)[number]) =>
    issueText(t, shown[field]) ?? (editedNow.includes(field) ? undefined : serverErrors[field]);
  // Messages of fields without their own error slot (roles, language, none) go on the form.
  const formError =
    Object.entries(serverErrors)
      .filter(([field]) => !(SHOWN_FIELDS as readonly string[]).includes(field))
      .map(([, message]) => message)
      .join(' ') || undefined;
  const set = <K extends keyof GuestFormValues>(key: K, value: GuestFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setEdited({ answer: serverErrors, fields: [...editedNow, key] });
  };

  const typeOptions: SelectProps.Option[] = [
    { value: '1', label: guestTypeLabel(t, 1) },
    { value: '2', label: guestTypeLabel(t, 2) },
  ];
  const localeOptions: SelectProps.Option[] = [
    { value: 'ca', label: localeLabel(t, 'ca') },
    { value: 'es', label: localeLabel(t, 'es') },
  ];
  const partyOption = (p: PartyRef): SelectProps.Option => ({ value: String(p.id), label: p.name, labelTag: p.code });
  const partyOptions = (parties.data ?? [])
    .filter((p) => values.type_id === null || p.kind === KIND[values.type_id])
    .map(partyOption);
  const partyStatus: SelectProps['statusType'] =
    partyText.length < PARTY_SEARCH_MIN ? 'finished' : parties.isFetching ? 'loading' : parties.isError ? 'error' : 'finished';

  function submit() {
    setSubmitted(true);
    if (hasIssues(found) || values.type_id === null || values.party_id === null) return;
    onSubmit({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
      type_id: values.type_id,
      party_id: values.party_id,
    });
  }

  return (
    <FormFrame testId="guest-form" {...frame} onSubmit={submit} errorText={formError}>
      <SpaceBetween size="l">
        <ColumnLayout columns={2}>
          <NameField
            controlId="guest-name"
            value={values.name}
            onChange={(value) => set('name', value)}
            errorText={errorOf('name')}
            autoFocus
          />
          <EmailField
            controlId="guest-email"
            value={values.email}
            onChange={(value) => set('email', value)}
            errorText={errorOf('email')}
          />
          <FormField label={t('acl.fields.type')} errorText={errorOf('type_id')} controlId="guest-type">
            <Select
              selectedOption={typeOptions.find((o) => o.value === String(values.type_id)) ?? null}
              options={typeOptions}
              placeholder={t('acl.guests.choose_type')}
              invalid={Boolean(errorOf('type_id'))}
              onChange={({ detail }) => {
                const type = Number(detail.selectedOption.value) as GuestType;
                if (type === values.type_id) return;
                setValues((v) => ({ ...v, type_id: type, party_id: null, roles: [] }));
                setParty(null);
              }}
            />
          </FormField>
          <FormField
            label={t('acl.fields.party')}
            errorText={errorOf('party_id')}
            constraintText={t('acl.guests.party_hint')}
            controlId="guest-party"
          >
            <Select
              selectedOption={party ? partyOption(party) : null}
              options={partyOptions}
              placeholder={t('acl.guests.choose_party')}
              filteringType="manual"
              filteringPlaceholder={t('acl.guests.search_party')}
              filteringAriaLabel={t('acl.guests.search_party')}
              onLoadItems={({ detail }) => setPartyText(detail.filteringText.trim())}
              statusType={partyStatus}
              loadingText={t('app.loading')}
              errorText={t('acl.load_failed')}
              empty={
                partyText.length < PARTY_SEARCH_MIN ? t('acl.guests.party_min', { min: PARTY_SEARCH_MIN }) : t('acl.no_match')
              }
              disabled={values.type_id === null}
              invalid={Boolean(errorOf('party_id'))}
              onChange={({ detail }) => {
                const chosen = (parties.data ?? []).find((p) => String(p.id) === detail.selectedOption.value);
                if (!chosen) return;
                setParty({ id: chosen.id, code: chosen.code, name: chosen.name });
                set('party_id', chosen.id);
              }}
            />
          </FormField>
          <FormField label={t('acl.fields.locale')} description={t('acl.guests.locale_hint')} controlId="guest-locale">
            <Select
              selectedOption={localeOptions.find((o) => o.value === values.locale) ?? null}
              options={localeOptions}
              onChange={({ detail }) => set('locale', detail.selectedOption.value === 'es' ? 'es' : 'ca')}
            />
          </FormField>
        </ColumnLayout>
        <RoleTreeField label={t('acl.fields.roles')} description={t('acl.roles.leaf_hint')}>
          {values.type_id === null ? (
            <Box color="text-body-secondary">{t('acl.guests.roles_need_type')}</Box>
          ) : tree.data ? (
            <RoleTree
              key={values.type_id}
              nodes={tree.data}
              value={values.roles}
              onChange={(roles) => set('roles', roles)}
              ariaLabel={t('acl.fields.roles')}
              idPrefix="guest-role"
            />
          ) : (
            <Box color="text-body-secondary">{tree.isError ? t('acl.load_failed') : t('app.loading')}</Box>
          )}
        </RoleTreeField>
      </SpaceBetween>
    </FormFrame>
  );
}
