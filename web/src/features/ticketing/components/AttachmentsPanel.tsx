/**
 * A ticket's attachments on its page (spec §2): add files (checked against the stated types and
 * size, then the one upload path, attached at once), download one, download all as one zip, and
 * delete one after asking. Every file goes through the download path (`{url}` answers).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketAttachment, TicketView } from '../../../../../shared/ticketing/views';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { serverFieldErrors } from '../../../components/validation';
import { alerts } from '../../../lib/alerts';
import { download } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { ApiError, api } from '../../../lib/http';
import { formatBytes } from '../../../lib/upload';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { ticketingKeys, uploadAttachments } from '../api';
import { ATTACHMENT_POLICY } from '../attachment-policy';
import { useAttachmentIssue } from './AttachmentPicker';

export function AttachmentsPanel({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const params = { id: String(ticket.id) };
  const [picked, setPicked] = useState<File[]>([]);
  const [uploadError, setUploadError] = useState<string>();
  const [removing, setRemoving] = useState<TicketAttachment | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const issue = useAttachmentIssue(picked, ATTACHMENT_POLICY);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ticketingKeys.ticket(ticket.id) });

  const add = useGuardedMutation({
    mutationFn: async (files: File[]) => {
      const attachments = await uploadAttachments(files);
      return api.call('ticketing.attachments.add', { params, body: { attachments }, handle: [422] });
    },
    onSuccess: () => {
      setPicked([]);
      setUploadError(undefined);
      alerts.add({ type: 'success', msg: t('ticketing.attachments.added') });
      return refresh();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) setUploadError(Object.values(fields)[0]);
      else if (!(error instanceof ApiError)) setUploadError(t('ticketing.attachments.upload_failed'));
    },
  });
  const remove = useGuardedMutation({
    mutationFn: (basename: string) => api.call('ticketing.attachments.delete', { params: { ...params, basename } }),
    onSuccess: () => {
      alerts.add({ type: 'success', msg: t('alerts.delete') });
      return refresh();
    },
    onSettled: () => setRemoving(null),
  });
  const fetchFile = (key: string, run: () => Promise<unknown>) => {
    setDownloading(key);
    void run().finally(() => setDownloading(null));
  };

  const choose = (files: File[]) => {
    setPicked(files);
    setUploadError(undefined);
  };
  const files = ticket.attachments;
  return (
    <>
      <Table<TicketAttachment>
        data-testid="ticket-attachments"
        variant="container"
        items={files}
        trackBy="basename"
        header={
          <Header
            variant="h2"
            counter={`(${files.length})`}
            actions={
              <Button
                iconName="download"
                disabled={files.length === 0}
                loading={downloading === '*'}
                onClick={() => fetchFile('*', () => download('ticketing.attachments.download_all', { params }))}
                data-testid="attachments-download-all"
              >
                {t('ticketing.attachments.download_all')}
              </Button>
            }
          >
            {t('ticketing.attachments.title')}
          </Header>
        }
        empty={<Box color="text-status-inactive">{t('ticketing.attachments.empty')}</Box>}
        columnDefinitions={[
          { id: 'name', header: t('ticketing.attachments.name'), cell: (a) => a.filename },
          { id: 'size', header: t('ticketing.attachments.size'), cell: (a) => formatBytes(a.size) },
          {
            id: 'by',
            header: t('ticketing.attachments.uploaded'),
            cell: (a) => t('ticketing.show.by_at', { name: a.user.name, at: formatDateTime(a.created_at) }),
          },
          {
            id: 'actions',
            header: <span className="visually-hidden">{t('ticketing.attachments.actions')}</span>,
            cell: (a) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="inline-icon"
                  iconName="download"
                  ariaLabel={`${t('ticketing.attachments.download')} ${a.filename}`}
                  loading={downloading === a.basename}
                  onClick={() =>
                    fetchFile(a.basename, () =>
                      download('ticketing.attachments.download', { params: { ...params, basename: a.basename } }),
                    )
                  }
                />
                <Button
                  variant="inline-icon"
                  iconName="remove"
                  ariaLabel={`${t('ticketing.attachments.delete')} ${a.filename}`}
                  onClick={() => setRemoving(a)}
                />
              </SpaceBetween>
            ),
          },
        ]}
        footer={
          <FormField
            label={t('ticketing.attachments.add_title')}
            description={t('ticketing.form.attachments_hint', {
              size: formatBytes(ATTACHMENT_POLICY.maxBytes),
              types: ATTACHMENT_POLICY.extensions.join(', '),
            })}
            errorText={issue ?? uploadError}
          >
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <div data-testid="attachments-add-input">
                <FileInput
                  multiple
                  value={picked}
                  accept={ATTACHMENT_POLICY.extensions.map((e) => `.${e}`).join(',')}
                  invalid={Boolean(issue ?? uploadError)}
                  onChange={({ detail }) => choose(detail.value)}
                >
                  {t('ticketing.attachments.add')}
                </FileInput>
              </div>
              <Button
                disabled={picked.length === 0 || Boolean(issue)}
                loading={add.isPending}
                onClick={() => add.mutate(picked)}
                data-testid="attachments-upload"
              >
                {t('ticketing.attachments.upload')}
              </Button>
            </SpaceBetween>
          </FormField>
        }
      />
      <ConfirmModal
        visible={removing !== null}
        title={t('ticketing.attachments.delete_title')}
        confirmLabel={t('ticketing.attachments.delete')}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.basename)}
      >
        {t('ticketing.attachments.delete_text', { name: removing?.filename ?? '' })}
      </ConfirmModal>
    </>
  );
}
