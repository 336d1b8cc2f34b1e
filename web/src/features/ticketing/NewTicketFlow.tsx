/**
 * The new-ticket dialog with its calls: the forms' option lists, the party it opens with (from the
 * address or the call it comes from), the duplicate warning as party and type are chosen (and from
 * a 409 of the save, should one have been opened meanwhile), the attachments through the one
 * upload path, then the save.
 */
import Modal from '@cloudscape-design/components/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketDuplicate, TicketDuplicateBody, TicketView } from '../../../../shared/ticketing/views';
import { LoadFailed, Loading } from '../../components/LoadState';
import { serverFieldErrors, type ServerErrors } from '../../components/validation';
import { useLocale } from '../../components/use-locale';
import { alerts } from '../../lib/alerts';
import { ticketingDefaultStatus } from '../../lib/auth/settings';
import { useSession } from '../../lib/auth/use-session';
import { ApiError, api } from '../../lib/http';
import { queryClient } from '../../lib/query';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';
import { ticketingKeys, uploadAttachments, useDuplicates, useParty, useResources } from './api';
import { NewTicketModal } from './components/NewTicketModal';
import { ATTACHMENT_POLICY } from './attachment-policy';
import { ticketHref } from './nav';
import { newTicketForm, ticketPayload, type PartyChoice, type TicketForm } from './ticket-form';
import { optionsOf } from './ticket-view';

/** Attachment problems the upload ticket answers (422 on file_name or size) belong to the picker. */
function attachmentErrors(errors: ServerErrors): ServerErrors {
  const { file_name, size, ...rest } = errors;
  const attachments = file_name ?? size;
  return attachments ? { ...rest, attachments } : rest;
}

export function NewTicketFlow({
  party,
  partyLabel,
  onClose,
  onCreated,
}: {
  /** The party to open with (its id), if any. */
  party: number | null;
  /** Its label when the caller knows it (the call detail); else it is looked up. */
  partyLabel?: string;
  onClose: () => void;
  onCreated: (ticket: TicketView) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = useSession();
  const resources = useResources();
  const lookedUp = useParty(party !== null && !partyLabel ? party : null);
  const [chosen, setChosen] = useState<{ party: number | null; type: number | null }>({ party, type: null });
  const duplicates = useDuplicates(chosen.party, chosen.type);
  const [refusedAs, setRefusedAs] = useState<TicketDuplicate[] | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});

  const save = useGuardedMutation({
    mutationFn: async ({ form, files, allowDuplicate }: { form: TicketForm; files: File[]; allowDuplicate: boolean }) => {
      const attachments = await uploadAttachments(files);
      const body = { ...ticketPayload(form), attachments, allow_duplicate: allowDuplicate };
      return api.call('ticketing.store', { body, handle: [409, 422] }).then((b) => b.data);
    },
    onSuccess: (ticket) => {
      alerts.add({ type: 'success', msg: t('ticketing.success.create', { id: ticket.id }) });
      void queryClient.invalidateQueries({ queryKey: ticketingKeys.list });
      onCreated(ticket);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setRefusedAs((error.body as unknown as TicketDuplicateBody).duplicates ?? []);
        return;
      }
      const fields = serverFieldErrors(error);
      if (fields) setServerErrors(attachmentErrors(fields));
      else if (!(error instanceof ApiError)) alerts.add({ type: 'error', msg: t('errors.error'), details: error.message });
    },
  });

  const waiting = resources.isPending || (party !== null && !partyLabel && lookedUp.isPending);
  if (waiting || resources.isError || !user) {
    return (
      <Modal visible size="large" header={t('ticketing.dialog.title')} onDismiss={onClose}>
        {resources.isError ? <LoadFailed onRetry={() => void resources.refetch()} /> : <Loading />}
      </Modal>
    );
  }
  const found = lookedUp.data;
  const initialParty: PartyChoice | null =
    party === null
      ? null
      : partyLabel
        ? { kind: 'party', id: party, label: partyLabel }
        : found
          ? { kind: 'party', id: found.id, label: `${found.code} ${found.name}` }
          : null;
  const warnings = refusedAs ?? duplicates.data ?? [];
  return (
    <NewTicketModal
      initial={newTicketForm({ me: user.id, defaultStatus: ticketingDefaultStatus(user), party: initialParty })}
      options={optionsOf(resources.data, locale, 'users')}
      policy={ATTACHMENT_POLICY}
      duplicates={warnings}
      onFormChange={(form) => {
        const next = { party: form.party?.kind === 'party' ? form.party.id : null, type: form.type };
        if (next.party !== chosen.party || next.type !== chosen.type) {
          setChosen(next);
          setRefusedAs(null);
        }
      }}
      ticketHref={ticketHref}
      saving={save.isPending}
      serverErrors={serverErrors}
      onSubmit={(form, files) => {
        setServerErrors({});
        save.mutate({ form, files, allowDuplicate: warnings.length > 0 });
      }}
      onCancel={onClose}
    />
  );
}
