/**
 * The fields of a ticket, the same in the new-ticket dialog and on the ticket page (spec §2, §5):
 * channel, party (chosen among the parties, or typed as a free-text name), type, description and
 * resolution (upper case as typed), assigned user and status.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpperCaseInput, UpperCaseTextarea } from '../../../components/UpperCaseField';
import { issueText, type Issues, type ServerErrors } from '../../../components/validation';
import { PARTY_SEARCH_MIN, usePartySearch } from '../api';
import { type PartyChoice, type TicketField, type TicketForm } from '../ticket-form';

export interface FieldOption {
  value: number;
  label: string;
}

export interface TicketOptions {
  channels: FieldOption[];
  types: FieldOption[];
  statuses: FieldOption[];
  /** The dialog offers `users`, the page `users_all` (spec §6). */
  users: FieldOption[];
}

const toSelect = (o: FieldOption): SelectProps.Option => ({ value: String(o.value), label: o.label });

function NumberSelect({
  value,
  options,
  onChange,
  testId,
}: {
  value: number | null;
  options: FieldOption[];
  onChange: (value: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const selected = options.find((o) => o.value === value);
  return (
    <Select
      data-testid={testId}
      selectedOption={selected ? toSelect(selected) : null}
      options={options.map(toSelect)}
      filteringType="auto"
      placeholder={t('ticketing.form.choose')}
      onChange={({ detail }) => onChange(Number(detail.selectedOption.value))}
    />
  );
}

function PartyField({ value, onChange }: { value: PartyChoice | null; onChange: (party: PartyChoice | null) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const parties = usePartySearch(text);
  const free = value?.kind === 'free';
  const options = (parties.data ?? []).map((p) => ({ value: String(p.id), label: p.name, labelTag: p.code }));
  return (
    <SpaceBetween size="xs">
      <Toggle checked={free} onChange={({ detail }) => onChange(detail.checked ? { kind: 'free', name: '' } : null)}>
        {t('ticketing.form.party_mode_free')}
      </Toggle>
      {free ? (
        <UpperCaseInput
          data-testid="ticket-party-free"
          value={value.name}
          placeholder={t('ticketing.form.party_free')}
          onChange={(name) => onChange({ kind: 'free', name })}
        />
      ) : (
        <Select
          data-testid="ticket-party"
          selectedOption={value?.kind === 'party' ? { value: String(value.id), label: value.label } : null}
          options={options}
          filteringType="manual"
          filteringPlaceholder={t('ticketing.form.party_placeholder')}
          placeholder={t('ticketing.form.party_mode_choose')}
          statusType={text.length < PARTY_SEARCH_MIN ? 'finished' : parties.isFetching ? 'loading' : 'finished'}
          onLoadItems={({ detail }) => setText(detail.filteringText.trim())}
          onChange={({ detail }) =>
            onChange({
              kind: 'party',
              id: Number(detail.selectedOption.value),
              label: [detail.selectedOption.labelTag, detail.selectedOption.label].filter(Boolean).join(' '),
            })
          }
        />
      )}
    </SpaceBetween>
  );
}

export function TicketFields({
  form,
  onChange,
  options,
  issues,
  serverErrors,
}: {
  form: TicketForm;
  onChange: (form: TicketForm) => void;
  options: TicketOptions;
  /** Shown after a first submit. */
  issues: Issues<TicketField>;
  serverErrors: ServerErrors;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof TicketForm>(key: K, value: TicketForm[K]) => onChange({ ...form, [key]: value });
  const errorOf = (field: TicketField | 'resolution', server = field) =>
    (field !== 'resolution' ? issueText(t, issues[field]) : undefined) ?? serverErrors[server];
  const partyError = issueText(t, issues.party) ?? serverErrors.party_id ?? serverErrors.party_name ?? serverErrors.party;
  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={3}>
        <FormField label={t('ticketing.form.channel')} errorText={errorOf('channel')}>
          <NumberSelect
            testId="ticket-channel"
            value={form.channel}
            options={options.channels}
            onChange={(v) => set('channel', v)}
          />
        </FormField>
        <FormField label={t('ticketing.form.type')} errorText={errorOf('type')}>
          <NumberSelect testId="ticket-type" value={form.type} options={options.types} onChange={(v) => set('type', v)} />
        </FormField>
        <FormField label={t('ticketing.form.status')} errorText={errorOf('status')}>
          <NumberSelect
            testId="ticket-status"
            value={form.status}
            options={options.statuses}
            onChange={(v) => set('status', v)}
          />
        </FormField>
      </ColumnLayout>
      <ColumnLayout columns={2}>
        <FormField label={t('ticketing.form.party')} errorText={partyError}>
          <PartyField value={form.party} onChange={(party) => set('party', party)} />
        </FormField>
        <FormField label={t('ticketing.form.user_assigned')} errorText={errorOf('user_assigned')}>
          <NumberSelect
            testId="ticket-user-assigned"
            value={form.userAssigned}
            options={options.users}
            onChange={(v) => set('userAssigned', v)}
          />
        </FormField>
      </ColumnLayout>
      <FormField label={t('ticketing.form.description')} errorText={errorOf('description')} stretch>
        <UpperCaseTextarea
          data-testid="ticket-description"
          value={form.description}
          rows={4}
          onChange={(v) => set('description', v)}
        />
      </FormField>
      <FormField label={t('ticketing.form.resolution')} errorText={errorOf('resolution')} stretch>
        <UpperCaseTextarea
          data-testid="ticket-resolution"
          value={form.resolution}
          rows={3}
          onChange={(v) => set('resolution', v)}
        />
      </FormField>
    </SpaceBetween>
  );
}
