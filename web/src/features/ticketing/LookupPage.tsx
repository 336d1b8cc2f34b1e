/**
 * /ticketing/channels, /ticketing/types, /ticketing/status (roles 14 or 16, 18, 17; spec §2): the
 * lookup list (id, both names), create and edit in a dialog (both names required, upper case as
 * typed), and delete after asking; the server refuses to delete an entry a ticket uses (409).
 * The lists are a few dozen entries: one call, no paging.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TicketLookup } from '../../../../shared/ticketing/views';
import { ConfirmModal } from '../../components/ConfirmModal';
import { EmptyState } from '../../components/LoadState';
import { useDocumentTitle } from '../../components/Page';
import { serverFieldErrors, type ServerErrors } from '../../components/validation';
import { paths } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { api } from '../../lib/http';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';
import { lookupsChanged, saveLookup, useLookup, type LookupKind } from './api';
import { LookupModal, type LookupNames } from './components/LookupModal';
import { useTicketingFrame } from './nav';

const TITLE_KEY: Record<LookupKind, string> = {
  channels: 'ticketing.lookups.channels',
  types: 'ticketing.lookups.types',
  status: 'ticketing.lookups.status',
};

const KIND_OF_PATH: Record<string, LookupKind> = {
  [paths.ticketingChannels]: 'channels',
  [paths.ticketingTypes]: 'types',
  [paths.ticketingStatus]: 'status',
};

export default function LookupPage() {
  const { pathname } = useLocation();
  const kind = KIND_OF_PATH[pathname.replace(/\/$/, '')] ?? 'channels';
  // A new list (another path) starts with its own dialogs closed.
  return <LookupList key={kind} kind={kind} path={pathname} />;
}

function LookupList({ kind, path }: { kind: LookupKind; path: string }) {
  const { t } = useTranslation();
  const title = t(TITLE_KEY[kind]);
  useDocumentTitle(title);
  useTicketingFrame([{ text: title, href: path }]);
  const list = useLookup(kind);
  const [editing, setEditing] = useState<TicketLookup | 'new' | null>(null);
  const [removing, setRemoving] = useState<TicketLookup | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});

  const save = useGuardedMutation({
    mutationFn: (names: LookupNames) => saveLookup(kind, editing === 'new' || !editing ? null : editing.id, names),
    onSuccess: () => {
      alerts.add({ type: 'success', msg: t(editing === 'new' ? 'alerts.create' : 'alerts.update') });
      setEditing(null);
      lookupsChanged(kind);
    },
    onError: (error) => setServerErrors(serverFieldErrors(error) ?? {}),
  });
  const remove = useGuardedMutation({
    mutationFn: (id: number) => api.call(`ticketing.${kind}.delete`, { params: { id } }),
    onSuccess: () => {
      alerts.add({ type: 'success', msg: t('alerts.delete') });
      lookupsChanged(kind);
    },
    onSettled: () => setRemoving(null),
  });
  const open = (entry: TicketLookup | 'new') => {
    setServerErrors({});
    setEditing(entry);
  };

  return (
    <>
      <Table<TicketLookup>
        data-testid={`lookup-${kind}-table`}
        variant="full-page"
        items={list.data ?? []}
        trackBy="id"
        loading={list.isPending}
        loadingText={t('app.loading')}
        header={
          <Header
            variant="awsui-h1-sticky"
            counter={list.data ? `(${list.data.length})` : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="refresh" onClick={() => void list.refetch()} loading={list.isRefetching}>
                  {t('ticketing.actions.refresh')}
                </Button>
                <Button variant="primary" iconName="add-plus" onClick={() => open('new')} data-testid="lookup-new">
                  {t('ticketing.lookups.new')}
                </Button>
              </SpaceBetween>
            }
          >
            {title}
          </Header>
        }
        empty={
          list.isError ? (
            <EmptyState
              text={t('table.load_failed')}
              action={<Button onClick={() => void list.refetch()}>{t('app.retry')}</Button>}
            />
          ) : (
            <EmptyState text={t('ticketing.lookups.empty')} />
          )
        }
        columnDefinitions={[
          { id: 'id', header: t('ticketing.lookups.id'), cell: (e) => e.id, width: 80 },
          { id: 'name_ca', header: t('ticketing.lookups.name_ca'), cell: (e) => e.name_ca },
          { id: 'name_es', header: t('ticketing.lookups.name_es'), cell: (e) => e.name_es },
          {
            id: 'actions',
            header: <span className="visually-hidden">{t('ticketing.attachments.actions')}</span>,
            width: 120,
            cell: (e) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="inline-icon"
                  iconName="edit"
                  ariaLabel={`${t('ticketing.lookups.edit')} ${e.name_ca}`}
                  onClick={() => open(e)}
                  data-testid={`lookup-edit-${e.id}`}
                />
                <Button
                  variant="inline-icon"
                  iconName="remove"
                  ariaLabel={`${t('ticketing.actions.delete')} ${e.name_ca}`}
                  onClick={() => setRemoving(e)}
                />
              </SpaceBetween>
            ),
          },
        ]}
      />
      {editing ? (
        <LookupModal
          title={
            editing === 'new' ? t('ticketing.lookups.create_title') : t('ticketing.lookups.edit_title', { name: editing.name_ca })
          }
          initial={editing === 'new' ? { name_ca: '', name_es: '' } : { name_ca: editing.name_ca, name_es: editing.name_es }}
          saving={save.isPending}
          serverErrors={serverErrors}
          onSubmit={(names) => save.mutate(names)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <ConfirmModal
        visible={removing !== null}
        title={t('ticketing.lookups.delete_title')}
        confirmLabel={t('ticketing.actions.delete')}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
      >
        <Box>{t('ticketing.lookups.delete_text', { name: removing?.name_ca ?? '' })}</Box>
      </ConfirmModal>
    </>
  );
}
