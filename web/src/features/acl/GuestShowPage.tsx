/**
 * /acl/guests/show/{id} (roles 3 or 5): the guest (login, e-mail, type, party, language, roles),
 * edit (the guest form), delete with confirmation, send the password-reset mail, impersonate
 * (permission 36; hidden while impersonating).
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LoadFailed, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../components/Page';
import { RoleTree } from '../../components/RoleTree';
import { selectedLeaves } from '../../components/role-tree';
import { paths, withParam } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { formatDateTime } from '../../lib/format';
import { ApiError } from '../../lib/http';
import { useDeleteGuest, useGuest, useGuestTree, useSaveGuest, type GuestRow } from './api';
import { GuestForm } from './components/GuestForm';
import { ImpersonateButton } from './components/ImpersonateButton';
import { guestTypeLabel, localeLabel } from './components/labels';
import { useAclFrame } from './components/nav';
import { RecordNotFound } from './components/NotFound';
import { SendResetButton } from './components/SendResetButton';
import { useIdParam } from './components/useIdParam';

export default function GuestShowPage() {
  const { t } = useTranslation();
  const id = useIdParam() ?? 0;
  const guest = useGuest(id);
  const title = guest.data?.name ?? t('acl.guests.show_title');
  useDocumentTitle(title);
  useAclFrame([
    { text: t('acl.guests.title'), href: paths.aclGuests },
    { text: title, href: withParam(paths.aclGuestShow, id) },
  ]);
  if (guest.isError && guest.error instanceof ApiError && guest.error.status === 404) {
    return <RecordNotFound back={paths.aclGuests} backText={t('acl.guests.back')} />;
  }
  if (guest.isError) return <LoadFailed onRetry={() => void guest.refetch()} />;
  if (!guest.data) return <Loading />;
  return <GuestShow key={guest.data.id} guest={guest.data} />;
}

function GuestShow({ guest }: { guest: GuestRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tree = useGuestTree(guest.type_id);
  const save = useSaveGuest();
  const remove = useDeleteGuest();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const leaves = tree.data ? selectedLeaves(tree.data, guest.role_ids) : [];

  if (editing) {
    return (
      <Container>
        <GuestForm
          header={<Header variant="h1">{t('acl.guests.edit_title', { name: guest.name })}</Header>}
          initial={{
            name: guest.name,
            email: guest.email,
            type_id: guest.type_id,
            party_id: guest.party_id,
            roles: leaves,
            locale: guest.locale,
          }}
          initialParty={guest.party}
          submitLabel={t('acl.actions.save')}
          saving={save.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(values) =>
            save.mutate(
              { id: guest.id, body: values },
              {
                onSuccess: () => {
                  alerts.add({ type: 'success', msg: t('alerts.update') });
                  setEditing(false);
                },
              },
            )
          }
        />
      </Container>
    );
  }

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={guest.party ? `${guest.party.code} · ${guest.party.name}` : undefined}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <ImpersonateButton kind="guests" id={guest.id} />
            <SendResetButton email={guest.email} />
            <Button iconName="edit" onClick={() => setEditing(true)} disabled={!tree.data} data-testid="guest-edit">
              {t('acl.actions.edit')}
            </Button>
            <Button iconName="remove" onClick={() => setConfirming(true)} data-testid="guest-delete">
              {t('acl.actions.delete')}
            </Button>
          </SpaceBetween>
        }
      >
        {guest.name}
      </Header>
      <Container header={<Header variant="h2">{t('acl.details')}</Header>}>
        <KeyValuePairs
          columns={3}
          items={[
            { label: t('acl.fields.login'), value: guest.login },
            { label: t('acl.fields.email'), value: guest.email },
            { label: t('acl.fields.type'), value: guestTypeLabel(t, guest.type_id) },
            { label: t('acl.fields.code'), value: guest.party?.code ?? '' },
            { label: t('acl.fields.party'), value: guest.party?.name ?? '' },
            { label: t('acl.fields.locale'), value: localeLabel(t, guest.locale) },
            { label: t('acl.fields.created_at'), value: formatDateTime(guest.created_at) },
            { label: t('acl.fields.updated_at'), value: formatDateTime(guest.updated_at) },
          ]}
        />
      </Container>
      <Container header={<Header variant="h2">{t('acl.fields.roles')}</Header>}>
        {tree.data ? (
          <RoleTree nodes={tree.data} value={leaves} readOnly ariaLabel={t('acl.fields.roles')} idPrefix="guest-role" />
        ) : tree.isError ? (
          <LoadFailed onRetry={() => void tree.refetch()} />
        ) : (
          <Loading />
        )}
      </Container>
      <ConfirmModal
        visible={confirming}
        title={t('acl.guests.delete_title')}
        confirmLabel={t('acl.actions.delete')}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(guest.id, {
            onSuccess: () => {
              alerts.add({ type: 'success', msg: t('alerts.delete') });
              navigate(paths.aclGuests);
            },
            onSettled: () => setConfirming(false),
          })
        }
      >
        {t('acl.guests.delete_confirm', { name: guest.name, email: guest.email })}
      </ConfirmModal>
    </SpaceBetween>
  );
}
