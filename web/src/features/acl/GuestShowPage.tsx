/**
 * /acl/guests/show/{id} (roles 3 or 5): the guest (login, e-mail, type, party, language, roles),
 * edit (the guest form), delete with confirmation, send the password-reset mail, impersonate
 * (permission 36; hidden while impersonating).
 */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../components/Page';
import { RoleTree } from '../../components/RoleTree';
import { serverFieldErrors, type ServerErrors } from '../../components/validation';
import { selectedLeaves } from '../../components/role-tree';
import { paths, withParam } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import { useDeleteGuest, useGuest, useGuestTree, useSaveGuest, type GuestRow } from './api';
import { GuestForm } from './components/GuestForm';
import { ImpersonateButton } from './components/ImpersonateButton';
import { guestTypeLabel, localeLabel } from './components/labels';
import { useAclFrame } from './components/nav';
import { EditableGuestShow, recordLoadState } from './components/RecordShow';
import { useIdParam } from './components/useIdParam';
import { AccountDetails } from './components/AccountDetails';

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
  const state = recordLoadState({ record: guest, back: paths.aclGuests, backText: t('acl.guests.back') });
  if (state || !guest.data) return state;
  return <GuestShow key={guest.data.id} guest={guest.data} />;
}

function GuestShow({ guest }: { guest: GuestRow }) {
  const { t } = useTranslation();
  const tree = useGuestTree(guest.type_id);
  const save = useSaveGuest();
  const [serverErrors, setServerErrors] = useState<ServerErrors>();
  const remove = useDeleteGuest();
  const leaves = tree.data ? selectedLeaves(tree.data, guest.role_ids) : [];

  return (
    <EditableGuestShow
      user={guest}
      description={guest.party ? `${guest.party.code} · ${guest.party.name}` : undefined}
      testIdPrefix="guest"
      actions={<ImpersonateButton kind="guests" id={guest.id} />}
      editDisabled={!tree.data}
      deleteTitle={t('acl.guests.delete_title')}
      deleting={remove.isPending}
      onDelete={(done) => remove.mutate(guest.id, done)}
      listPath={paths.aclGuests}
      editForm={({ header, onCancel, saved }) => (
        <GuestForm
          header={header}
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
          onCancel={onCancel}
          serverErrors={serverErrors}
          onSubmit={(values) =>
            save.mutate(
              { id: guest.id, body: values },
              { ...saved, onError: (error) => setServerErrors(serverFieldErrors(error) ?? undefined) },
            )
          }
        />
      )}
    >
      <AccountDetails
        account={guest}
        more={[
          { label: t('acl.fields.type'), value: guestTypeLabel(t, guest.type_id) },
          { label: t('acl.fields.code'), value: guest.party?.code ?? '' },
          { label: t('acl.fields.party'), value: guest.party?.name ?? '' },
          { label: t('acl.fields.locale'), value: localeLabel(t, guest.locale) },
          { label: t('acl.fields.created_at'), value: formatDateTime(guest.created_at) },
        ]}
      />
      <Container header={<Header variant="h2">{t('acl.fields.roles')}</Header>}>
        {tree.data ? (
          <RoleTree nodes={tree.data} value={leaves} readOnly ariaLabel={t('acl.fields.roles')} idPrefix="guest-role" />
        ) : tree.isError ? (
          <LoadFailed onRetry={() => void tree.refetch()} />
        ) : (
          <Loading />
        )}
      </Container>
    </EditableGuestShow>
  );
}
