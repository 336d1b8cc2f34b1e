/**
 * The administrator's create, edit and delete dialogs (§2, §5): every change is
 * an amendment with a required reason; the server's 422 lands on the field it names, a 409 (the
 * entry changed meanwhile) says so with a reload.
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import TimeInput from '@cloudscape-design/components/time-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { madridParts } from '../../../../../shared/time/madrid';
import { DateField } from '../../../components/DateField';
import { hasIssues, issueText, serverFieldErrors } from '../../../components/validation';
import { toApiDate } from '../../../lib/format';
import { alerts } from '../../../lib/alerts';
import { ApiError } from '../../../lib/http';
import { useDeleteEntry, useSaveEntry, type UserOption, type WorkEntry } from '../api';
import {
  entryBody,
  entryIssues,
  entryValues,
  fieldOfServerError,
  newEntryValues,
  reasonIssue,
  REASON_MAX,
  type EntryField,
  type EntryFormValues,
} from '../entry-form';
import { durationText, madridDate, madridTime } from '../register-format';
import { DialogFrame } from './DialogFrame';
import { EntryEnd } from './EntryStatus';

/** The server's answer to a save, split into field messages, the form's message and a conflict. */
interface Refusal {
  fields: Partial<Record<EntryField, string>>;
  form?: string;
  conflict: boolean;
}

const NO_REFUSAL: Refusal = { fields: {}, conflict: false };

function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError && error.status === 409) return { fields: {}, conflict: true };
  const found = serverFieldErrors(error);
  if (!found) return NO_REFUSAL;
  const out: Refusal = { fields: {}, conflict: false };
  const loose: string[] = [];
  for (const [field, message] of Object.entries(found)) {
    const mine = fieldOfServerError(field);
    if (mine) out.fields[mine] = message;
    else loose.push(message);
  }
  if (loose.length) out.form = loose.join(' ');
  return out;
}

/** Today in Madrid, as a calendar date the date field can compare. */
const madridToday = () => madridParts(new Date()).date;

export function EntryDialog({
  entry,
  user,
  users,
  defaultDate,
  onClose,
  onReload,
}: {
  /** The entry to edit; null creates one. */
  entry: WorkEntry | null;
  /** The worker chosen on the screen (create starts with them). */
  user: number | null;
  users: readonly UserOption[];
  defaultDate: string;
  onClose: () => void;
  /** Reads the register again after a 409; the dialog reopens with the entry as it is now. */
  onReload: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const save = useSaveEntry();
  const [values, setValues] = useState<EntryFormValues>(() => (entry ? entryValues(entry) : newEntryValues(user, defaultDate)));
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const found = entryIssues(values);
  const shown = submitted ? found : {};
  const errorOf = (field: EntryField) => issueText(t, shown[field]) ?? refusal.fields[field];
  const set = <K extends keyof EntryFormValues>(key: K, value: EntryFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A server message leaves its field once the field is edited.
    const field = key === 'endsNextDay' ? 'end' : (key as EntryField);
    setRefusal((r) => ({ ...r, fields: { ...r.fields, [field]: undefined } }));
  };

  const options: SelectProps.Option[] = users.map((u) => ({ value: String(u.id), label: u.name }));

  function submit() {
    setSubmitted(true);
    if (hasIssues(found) || values.user_id === null) return;
    const body = entryBody({ ...values, user_id: values.user_id });
    save.mutate(entry ? { id: entry.id, body: { ...body, version: entry.version } } : { id: null, body }, {
      onSuccess: () => {
        alerts.add({ type: 'success', msg: entry ? t('alerts.update') : t('alerts.create') });
        onClose();
      },
      onError: (error) => setRefusal(refusalOf(error)),
    });
  }

  return (
    <DialogFrame
      title={entry ? t('workingTime.admin.edit_title') : t('workingTime.admin.create_title')}
      submitLabel={entry ? t('workingTime.actions.save') : t('workingTime.actions.create')}
      busy={save.isPending}
      conflict={refusal.conflict}
      formError={refusal.form}
      onSubmit={submit}
      onClose={onClose}
      onReload={onReload}
      testId="wtc-entry-dialog"
    >
      <ColumnLayout columns={2}>
        <FormField label={t('workingTime.fields.user')} errorText={errorOf('user_id')} controlId="wtc-entry-user">
          <Select
            selectedOption={options.find((o) => o.value === String(values.user_id)) ?? null}
            options={options}
            filteringType="auto"
            placeholder={t('workingTime.admin.choose_user')}
            filteringPlaceholder={t('workingTime.admin.search_user')}
            empty={t('workingTime.admin.no_users')}
            disabled={entry !== null}
            invalid={Boolean(errorOf('user_id'))}
            onChange={({ detail }) => set('user_id', Number(detail.selectedOption.value))}
          />
        </FormField>
        <FormField label={t('workingTime.fields.date')} errorText={errorOf('date')} controlId="wtc-entry-date">
          <DateField
            controlId="wtc-entry-date"
            value={values.date}
            onChange={(date) => set('date', date)}
            invalid={Boolean(errorOf('date'))}
            ariaRequired
            isDateEnabled={(date) => toApiDate(date) <= madridToday()}
          />
        </FormField>
        <TimeField
          field="start"
          label={t('workingTime.fields.start')}
          hint={t('workingTime.fields.time_hint')}
          value={values.start}
          error={errorOf('start')}
          onChange={(v) => set('start', v)}
        />
        <TimeField
          field="end"
          label={t('workingTime.fields.end')}
          hint={t('workingTime.fields.end_hint')}
          value={values.end}
          error={errorOf('end')}
          onChange={(v) => set('end', v)}
        />
        <div />
        <Checkbox checked={values.endsNextDay} onChange={({ detail }) => set('endsNextDay', detail.checked)}>
          {t('workingTime.fields.ends_next_day')}
        </Checkbox>
      </ColumnLayout>
      <ReasonField value={values.reason} onChange={(v) => set('reason', v)} error={errorOf('reason')} />
    </DialogFrame>
  );
}

/** A time of the entry (HH:mm:ss, 24 h); `wtc-entry-{field}` names it. */
function TimeField({
  field,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  field: 'start' | 'end';
  label: string;
  hint: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <FormField label={label} errorText={error} constraintText={hint} controlId={`wtc-entry-${field}`}>
      <TimeInput
        controlId={`wtc-entry-${field}`}
        format="hh:mm:ss"
        use24Hour
        placeholder="hh:mm:ss"
        value={value}
        invalid={Boolean(error)}
        ariaRequired
        onChange={({ detail }) => onChange(detail.value)}
      />
    </FormField>
  );
}

function ReasonField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('workingTime.fields.reason')}
      description={t('workingTime.fields.reason_hint')}
      errorText={error}
      constraintText={t('workingTime.fields.reason_count', { count: value.length, max: REASON_MAX })}
      controlId="wtc-entry-reason"
      stretch
    >
      <Textarea
        controlId="wtc-entry-reason"
        value={value}
        rows={3}
        ariaRequired
        invalid={Boolean(error)}
        onChange={({ detail }) => onChange(detail.value)}
      />
    </FormField>
  );
}

export function DeleteEntryDialog({
  entry,
  onClose,
  onReload,
}: {
  entry: WorkEntry;
  onClose: () => void;
  onReload: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const remove = useDeleteEntry();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const issue = reasonIssue(reason);
  const error = (submitted ? issueText(t, issue) : undefined) ?? refusal.fields.reason;

  function submit() {
    setSubmitted(true);
    if (issue) return;
    remove.mutate(
      { id: entry.id, reason: reason.trim(), version: entry.version },
      {
        onSuccess: () => {
          alerts.add({ type: 'success', msg: t('alerts.delete') });
          onClose();
        },
        onError: (e) => setRefusal(refusalOf(e)),
      },
    );
  }

  return (
    <DialogFrame
      title={t('workingTime.admin.delete_title')}
      submitLabel={t('workingTime.actions.delete')}
      busy={remove.isPending}
      conflict={refusal.conflict}
      formError={refusal.form}
      onSubmit={submit}
      onClose={onClose}
      onReload={onReload}
      testId="wtc-delete-dialog"
    >
      <div>{t('workingTime.admin.delete_text')}</div>
      <KeyValuePairs
        columns={4}
        items={[
          { label: t('workingTime.fields.date'), value: madridDate(entry.time_start) },
          { label: t('workingTime.fields.start'), value: madridTime(entry.time_start) },
          { label: t('workingTime.fields.end'), value: <EntryEnd entry={entry} /> },
          { label: t('workingTime.columns.time'), value: durationText(t, entry.seconds) },
        ]}
      />
      <ReasonField
        value={reason}
        onChange={(v) => {
          setReason(v);
          setRefusal((r) => ({ ...r, fields: {} }));
        }}
        error={error}
      />
    </DialogFrame>
  );
}
