/**
 * The new-ticket dialog (spec §2, §5): the ticket's fields, attachments, and a warning when the same
 * party has an open ticket of the same type from the last 7 days, with a link to it, so staff add
 * to that one instead of opening a duplicate (creating anyway stays possible).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasIssues, type ServerErrors } from '../../../components/validation';
import { ticketFormIssues, type TicketForm } from '../ticket-form';
import { AttachmentPicker, useAttachmentIssue, type AttachmentPolicy } from './AttachmentPicker';
import { TicketFields, type TicketOptions } from './TicketFields';

export function NewTicketModal({
  initial,
  options,
  policy,
  duplicates,
  onFormChange,
  ticketHref,
  saving,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  initial: TicketForm;
  options: TicketOptions;
  policy: AttachmentPolicy;
  /** Open tickets of the chosen party and type from the last 7 days. */
  duplicates: readonly { id: number }[];
  /** Lets the caller look for duplicates as party and type change. */
  onFormChange?: (form: TicketForm) => void;
  ticketHref: (id: number) => string;
  saving: boolean;
  serverErrors: ServerErrors;
  onSubmit: (form: TicketForm, files: File[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const found = ticketFormIssues(form);
  const fileIssue = useAttachmentIssue(files, policy);
  const change = (next: TicketForm) => {
    setForm(next);
    onFormChange?.(next);
  };
  const submit = () => {
    setSubmitted(true);
    if (!hasIssues(found) && !fileIssue && !saving) onSubmit(form, files);
  };
  return (
    <Modal
      visible
      size="large"
      header={t('ticketing.dialog.title')}
      onDismiss={() => !saving && onCancel()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel} disabled={saving}>
              {t('ticketing.actions.cancel')}
            </Button>
            <Button variant="primary" onClick={submit} loading={saving} data-testid="new-ticket-create">
              {duplicates.length > 0 ? t('ticketing.dialog.duplicate_confirm') : t('ticketing.actions.create')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <div data-testid="new-ticket-dialog">
        <SpaceBetween size="l">
          {duplicates.length > 0 && (
            <Alert type="warning" data-testid="duplicate-warning">
              {t('ticketing.dialog.duplicate')}{' '}
              {duplicates.map((d) => (
                <Link key={d.id} href={ticketHref(d.id)} external>
                  {t('ticketing.dialog.duplicate_link', { id: d.id })}
                </Link>
              ))}
            </Alert>
          )}
          {serverErrors._form && <Alert type="error">{serverErrors._form}</Alert>}
          <TicketFields
            form={form}
            onChange={change}
            options={options}
            issues={submitted ? found : {}}
            serverErrors={serverErrors}
          />
          <AttachmentPicker files={files} policy={policy} errorText={fileIssue ?? serverErrors.attachments} onChange={setFiles} />
        </SpaceBetween>
      </div>
    </Modal>
  );
}
