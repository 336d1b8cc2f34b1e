/**
 * /ticketing/show/:id (role 14; spec §2): the ticket's fields, the unread switch, comments and
 * history dialogs, delete (asked first) and save; attachments (add, download one, download all as
 * one zip, delete one, asked first); the details record. Opening a new ticket assigned to me marks
 * it read (the server does it on the read). A save names the version it was opened at: a 409 shows
 * what someone else changed and lets the user reload or overwrite knowingly.
 * Not found (or an id of another format): errors.found in the page (spec §8).
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TicketConflictBody, TicketResources, TicketView } from '../../../../shared/ticketing/views';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LoadFailed, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../components/Page';
import { hasIssues, serverFieldErrors, type ServerErrors } from '../../components/validation';
import { useLocale } from '../../components/use-locale';
import { paths } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { formatDateTime } from '../../lib/format';
import { ApiError, api } from '../../lib/http';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';
import { storeTicket, ticketingKeys, useComments, useHistory, useResources, useTicket } from './api';
import { AttachmentsPanel } from './components/AttachmentsPanel';
import { CommentsModal } from './components/CommentsModal';
import { ConflictModal } from './components/ConflictModal';
import { HistoryModal, type NameOf } from './components/HistoryModal';
import { TicketFields } from './components/TicketFields';
import { conflictRows, type ConflictRow, type TicketSnapshot } from './edit-conflict';
import { ticketHref, useTicketingFrame } from './nav';
import { ticketFormIssues, ticketPayload, type TicketForm } from './ticket-form';
import { formOfTicket, localName, optionsOf, snapshotOfForm, snapshotOfTicket } from './ticket-view';

/** Ticket ids are positive integers; anything else cannot be a ticket (404 without asking). */
function ticketIdOf(text: string | undefined): number | null {
  return text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

const sameSnapshot = (a: TicketSnapshot, b: TicketSnapshot) => JSON.stringify(a) === JSON.stringify(b);

export default function TicketPage() {
  const { t } = useTranslation();
  const raw = useParams().id ?? '';
  const id = ticketIdOf(raw);
  const ticket = useTicket(id);
  const resources = useResources();
  const title = t('ticketing.show.title', { id: raw });
  useDocumentTitle(title);
  useTicketingFrame([
    { text: t('ticketing.list.title'), href: paths.ticketingHome },
    { text: raw, href: id ? ticketHref(id) : paths.ticketingHome },
  ]);

  const missing = id === null || (ticket.error instanceof ApiError && ticket.error.status === 404);
  if (missing) {
    return (
      <SpaceBetween size="l">
        <Header variant="h1">{title}</Header>
        <Alert type="error" data-testid="ticket-not-found">
          {t('errors.found')}
        </Alert>
      </SpaceBetween>
    );
  }
  if (ticket.isError || resources.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void ticket.refetch();
          void resources.refetch();
        }}
      />
    );
  }
  if (!ticket.data || !resources.data) return <Loading />;
  return <TicketEditor key={ticket.data.id} live={ticket.data} resources={resources.data} />;
}

function TicketEditor({ live, resources }: { live: TicketView; resources: TicketResources }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const yesNo = (v: boolean) => (v ? t('ticketing.yes') : t('ticketing.no'));
  const options = optionsOf(resources, locale, 'users_all');
  const id = live.id;

  // The ticket as this page opened it (what a save names as its version), and the form over it.
  const [base, setBase] = useState(live);
  const [form, setForm] = useState<TicketForm>(() => formOfTicket(live));
  const [unread, setUnread] = useState(live.new);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const [conflict, setConflict] = useState<{ rows: ConflictRow[]; current: TicketView } | null>(null);
  const [dialog, setDialog] = useState<'comments' | 'history' | 'delete' | null>(null);

  // A newer version whose fields are those opened (an attachment added, the read mark) becomes the
  // base silently; one with other fields waits for the save's 409, so nothing typed is lost.
  const [seen, setSeen] = useState(live);
  if (seen !== live) {
    setSeen(live);
    const unchanged = sameSnapshot(snapshotOfTicket(live, locale, yesNo), snapshotOfTicket(base, locale, yesNo));
    if (live.version !== base.version && unchanged) setBase(live);
  }

  const reset = (ticket: TicketView) => {
    setBase(ticket);
    setForm(formOfTicket(ticket));
    setUnread(ticket.new);
    setServerErrors({});
    setSubmitted(false);
  };

  const comments = useComments(id, true);
  const history = useHistory(id, dialog === 'history');
  const found = ticketFormIssues(form);

  const save = useGuardedMutation({
    mutationFn: (version: number) =>
      api
        .call('ticketing.update', {
          params: { id: String(id) },
          body: { ...ticketPayload(form), new: unread, version, attachments: [] },
          handle: [409, 422],
        })
        .then((b) => b.data),
    onSuccess: (saved) => {
      storeTicket(saved);
      reset(saved);
      setConflict(null);
      void queryClient.invalidateQueries({ queryKey: ticketingKeys.history(id) });
      alerts.add({ type: 'success', msg: t('ticketing.success.update') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        const current = (error.body as unknown as TicketConflictBody).current;
        storeTicket(current);
        const rows = conflictRows(
          snapshotOfTicket(base, locale, yesNo),
          snapshotOfTicket(current, locale, yesNo),
          snapshotOfForm(form, unread, options, yesNo),
        );
        setConflict({ rows, current });
        return;
      }
      setServerErrors(serverFieldErrors(error) ?? {});
    },
  });
  const submit = () => {
    setSubmitted(true);
    if (!hasIssues(found)) save.mutate(base.version);
  };

  const remove = useGuardedMutation({
    mutationFn: () => api.call('ticketing.delete', { params: { id: String(id) } }),
    onSuccess: () => {
      alerts.add({ type: 'success', msg: t('ticketing.success.delete') });
      queryClient.removeQueries({ queryKey: ticketingKeys.ticket(id) });
      void queryClient.invalidateQueries({ queryKey: ticketingKeys.list });
      navigate(paths.ticketingHome);
    },
    onSettled: () => setDialog(null),
  });

  const sendComment = useGuardedMutation({
    mutationFn: ({ content, parentId }: { content: string; parentId: number | null }) =>
      api
        .call('ticketing.comments.store', { body: { ticket_id: id, parent_id: parentId, content }, handle: [422] })
        .then((b) => b.data),
    onSuccess: (comment) => {
      queryClient.setQueryData(ticketingKeys.comments(id), (list: typeof comments.data) => [...(list ?? []), comment]);
      alerts.add({ type: 'success', msg: t('ticketing.success.comment') });
    },
  });

  const lookupName = (list: { id: number; name_ca: string; name_es: string }[], value: number) =>
    localName(
      list.find((i) => i.id === value),
      locale,
    ) || String(value);
  const nameOf: NameOf = (field, value) => {
    if (value === null) return '—';
    if (typeof value === 'boolean') return yesNo(value);
    if (field === 'type_id') return lookupName(resources.types, value);
    if (field === 'status_id') return lookupName(resources.status, value);
    return resources.users_all.find((u) => u.id === value)?.name ?? String(value);
  };
  const commentCount = comments.data?.length;

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={live.party ? `${live.party.code} · ${live.party.name}` : (live.party_name ?? undefined)}
        actions={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Toggle checked={unread} onChange={({ detail }) => setUnread(detail.checked)} data-testid="ticket-unread">
              {t('ticketing.form.unread')}
            </Toggle>
            <Button iconName="contact" onClick={() => setDialog('comments')} data-testid="ticket-comments">
              {commentCount ? t('ticketing.actions.comments_count', { n: commentCount }) : t('ticketing.actions.comments')}
            </Button>
            <Button iconName="status-in-progress" onClick={() => setDialog('history')} data-testid="ticket-history">
              {t('ticketing.actions.history')}
            </Button>
            <Button iconName="remove" onClick={() => setDialog('delete')} data-testid="ticket-delete">
              {t('ticketing.actions.delete')}
            </Button>
            <Button variant="primary" onClick={submit} loading={save.isPending} data-testid="ticket-save">
              {t('ticketing.actions.save')}
            </Button>
          </SpaceBetween>
        }
      >
        {t('ticketing.show.title', { id })}
      </Header>
      <Container>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TicketFields
            form={form}
            onChange={setForm}
            options={options}
            issues={submitted ? found : {}}
            serverErrors={serverErrors}
          />
        </form>
      </Container>
      <AttachmentsPanel ticket={live} />
      <Container header={<Header variant="h2">{t('ticketing.show.details')}</Header>}>
        <KeyValuePairs
          columns={3}
          items={[
            {
              label: t('ticketing.show.created'),
              value: t('ticketing.show.by_at', { name: live.user.name, at: formatDateTime(live.created_at) }),
            },
            {
              label: t('ticketing.show.updated'),
              value: t('ticketing.show.by_at', { name: live.user_updated.name, at: formatDateTime(live.updated_at) }),
            },
            {
              label: t('ticketing.show.party_phone'),
              value: live.party_phone ? <a href={`tel:${live.party_phone.replace(/\s/g, '')}`}>{live.party_phone}</a> : '—',
            },
          ]}
        />
      </Container>

      <CommentsModal
        visible={dialog === 'comments'}
        comments={comments.data ?? []}
        sending={sendComment.isPending}
        error={sendComment.error ? serverFieldErrors(sendComment.error)?.content : undefined}
        onSend={(content, parentId) => sendComment.mutateAsync({ content, parentId })}
        onClose={() => setDialog(null)}
      />
      <HistoryModal
        visible={dialog === 'history'}
        entries={history.data ?? []}
        loading={history.isPending}
        nameOf={nameOf}
        onClose={() => setDialog(null)}
      />
      <ConfirmModal
        visible={dialog === 'delete'}
        title={t('ticketing.show.delete_title')}
        confirmLabel={t('ticketing.actions.delete')}
        loading={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => remove.mutate()}
      >
        {t('ticketing.show.delete_text', { id })}
      </ConfirmModal>
      <ConflictModal
        rows={conflict?.rows ?? null}
        saving={save.isPending}
        onCancel={() => setConflict(null)}
        onReload={() => {
          if (conflict) reset(conflict.current);
          setConflict(null);
        }}
        onOverwrite={() => {
          if (!conflict) return;
          setBase(conflict.current);
          save.mutate(conflict.current.version);
        }}
      />
    </SpaceBetween>
  );
}
