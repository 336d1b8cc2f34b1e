/**
 * Where Process sends a platform's prenotices: the platform's addresses under its
 * choice, with Edit opening a dialog of address chips. An empty list warns that Process cannot send;
 * once Process was refused for it the warning turns into the error that says why.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRENOTICE_RECIPIENTS_MAX } from '../../../../../shared/warehouse/reports';
import { FormDialog, type FormDialogContext } from '../../../components/FormDialog';
import { FormFrame } from '../../../components/FormFrame';
import { email as emailRule } from '../../../components/validation';
import { formatDateTime } from '../../../lib/format';
import { useSavePrenoticeRecipients, type PrenoticeRecipientsView } from './api';
import { ChipsInput } from './ChipsInput';
import { fieldError } from './field-errors';

export function PrenoticeRecipientsBox(props: {
  recipients: PrenoticeRecipientsView | undefined;
  loading: boolean;
  failed: boolean;
  /** Process was asked with no recipients: say it cannot proceed. */
  blocking: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const edit = (
    <Button formAction="none" onClick={props.onEdit} disabled={props.loading} data-testid="prenotice-recipients-edit">
      {t('warehouse.edit')}
    </Button>
  );
  const to = props.recipients?.to ?? [];
  return (
    <div data-testid="prenotice-recipients">
      {props.loading ? (
        <FormField label={t('warehouse.reports.recipients')}>
          <StatusIndicator type="loading">{t('warehouse.reports.recipients_loading')}</StatusIndicator>
        </FormField>
      ) : props.failed ? (
        <FormField label={t('warehouse.reports.recipients')}>
          <StatusIndicator type="error">{t('warehouse.load_failed')}</StatusIndicator>
        </FormField>
      ) : to.length === 0 ? (
        <Alert
          type={props.blocking ? 'error' : 'warning'}
          header={t('warehouse.reports.recipients_none_title')}
          action={edit}
          data-testid="prenotice-recipients-none"
        >
          {t(props.blocking ? 'warehouse.reports.recipients_none_process' : 'warehouse.reports.recipients_none')}
        </Alert>
      ) : (
        <FormField
          label={t('warehouse.reports.recipients')}
          description={
            props.recipients?.updated_by
              ? t('warehouse.reports.recipients_changed', {
                  login: props.recipients.updated_by,
                  at: formatDateTime(props.recipients.updated_at),
                })
              : t('warehouse.reports.recipients_hint')
          }
        >
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Box data-testid="prenotice-recipients-list">{to.join(', ')}</Box>
            {edit}
          </SpaceBetween>
        </FormField>
      )}
    </div>
  );
}

/** The edit dialog: 1 to 10 addresses as chips; a typed address that is not one stays in the field. */
export function PrenoticeRecipientsModal(props: { platform: number; initial: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePrenoticeRecipients(props.platform);
  return (
    <FormDialog<PrenoticeRecipientsView>
      visible
      size="medium"
      header={t('warehouse.reports.recipients_title')}
      saving={save.isPending}
      creating={false}
      onClose={props.onClose}
      form={(context) => <RecipientsForm initial={props.initial} save={save} context={context} />}
    />
  );
}

function RecipientsForm({
  initial,
  save,
  context,
}: {
  initial: readonly string[];
  save: ReturnType<typeof useSavePrenoticeRecipients>;
  context: FormDialogContext<PrenoticeRecipientsView>;
}) {
  const { t } = useTranslation();
  const [to, setTo] = useState<string[]>([...initial]);
  const [tried, setTried] = useState(false);
  // The list the server last answered on: its 422 stays on the field until the list changes.
  const [sent, setSent] = useState<string[]>([]);
  const issue = !to.length
    ? t('warehouse.reports.recipients_required')
    : to.length > PRENOTICE_RECIPIENTS_MAX
      ? t('warehouse.reports.recipients_max', { max: PRENOTICE_RECIPIENTS_MAX })
      : undefined;
  const serverError = sent.join() === to.join() ? fieldError(context.serverErrors ?? {}, 'to') : undefined;
  const error = (tried ? issue : undefined) ?? serverError;
  const submit = () => {
    setTried(true);
    if (issue) return;
    setSent(to);
    save.mutate(to, { onSuccess: context.onSaved, onError: context.onFailed });
  };
  return (
    <FormFrame
      testId="prenotice-recipients-form"
      submitLabel={t('warehouse.save')}
      saving={save.isPending}
      onSubmit={submit}
      onCancel={context.onCancel}
      errorText={context.serverErrors?._form}
    >
      <ChipsInput
        label={t('warehouse.reports.recipients')}
        description={t('warehouse.reports.recipients_edit_hint', { max: PRENOTICE_RECIPIENTS_MAX })}
        values={to}
        // Addresses are kept lower-cased (as the server stores them), so a case variant is not a second chip.
        onChange={(values) => setTo([...new Set(values.map((v) => v.toLowerCase()))])}
        refuse={(v) => (emailRule(v) ? t('warehouse.reports.recipient_invalid', { value: v }) : undefined)}
        errorText={error}
        testId="prenotice-recipients-to"
      />
    </FormFrame>
  );
}
