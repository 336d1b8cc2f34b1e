/**
 * /guest/pharmacy/administration/acl/show/{id} (roles 45 and 51): a user of the administrator's
 * own pharmacy: details, roles, edit, delete (confirmation), password-reset mail. Opening oneself
 * answers errors.guest_acl_himself (shown as an alert by the http client): back to the list.
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LoadFailed, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../components/Page';
import { RoleTree } from '../../components/RoleTree';
import { selectedLeaves, type RoleNode } from '../../components/role-tree';
import { paths, withParam } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { formatDateTime } from '../../lib/format';
import { ApiError } from '../../lib/http';
import { useDeleteOwnUser, useOwnTree, useOwnUser, useSaveOwnUser, type GuestRow } from './api';
import { localeLabel } from './components/labels';
import { RecordNotFound } from './components/NotFound';
import { OtherRoles } from './components/OtherRoles';
import { OwnUserForm } from './components/OwnUserForm';
import { usePharmacyAclCrumbs } from './components/pharmacy-nav';
import { SendResetButton } from './components/SendResetButton';
import { useIdParam } from './components/useIdParam';

export default function PharmacyUserShowPage() {
  const { t } = useTranslation();
  const id = useIdParam() ?? 0;
  const user = useOwnUser(id);
  const tree = useOwnTree();
  const title = user.data?.name ?? t('acl.own.show_title');
  useDocumentTitle(title);
  usePharmacyAclCrumbs([{ text: title, href: withParam(paths.pharmacyAclShow, id) }]);

  const status = user.error instanceof ApiError ? user.error.status : null;
  // Oneself (422 errors.guest_acl_himself, already alerted): back to the list.
  if (status === 422) return <Navigate to={paths.pharmacyAcl} replace />;
  if (status === 404) return <RecordNotFound back={paths.pharmacyAcl} backText={t('acl.own.back')} />;
  if (user.isError || tree.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void user.refetch();
          void tree.refetch();
        }}
      />
    );
  }
  if (!user.data || !tree.data) return <Loading />;
  return <OwnUserShow key={user.data.id} user={user.data} tree={tree.data} />;
}

function OwnUserShow({ user, tree }: { user: GuestRow; tree: RoleNode[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveOwnUser();
  const remove = useDeleteOwnUser();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const leaves = selectedLeaves(tree, user.role_ids);

  if (editing) {
    return (
      <Container>
        <OwnUserForm
          header={<Header variant="h1">{t('acl.guests.edit_title', { name: user.name })}</Header>}
          initial={{ type_id: 1, name: user.name, email: user.email, roles: leaves, locale: user.locale }}
          tree={tree}
          otherRoles={user.roles}
          submitLabel={t('acl.actions.save')}
          saving={save.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(body) =>
            save.mutate(
              { id: user.id, body },
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
        description={user.email}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <SendResetButton email={user.email} />
            <Button iconName="edit" onClick={() => setEditing(true)} data-testid="own-user-edit">
              {t('acl.actions.edit')}
            </Button>
            <Button iconName="remove" onClick={() => setConfirming(true)} data-testid="own-user-delete">
              {t('acl.actions.delete')}
            </Button>
          </SpaceBetween>
        }
      >
        {user.name}
      </Header>
      <Container header={<Header variant="h2">{t('acl.details')}</Header>}>
        <KeyValuePairs
          columns={3}
          items={[
            { label: t('acl.fields.login'), value: user.login },
            { label: t('acl.fields.email'), value: user.email },
            { label: t('acl.fields.locale'), value: localeLabel(t, user.locale) },
            { label: t('acl.fields.created_at'), value: formatDateTime(user.created_at) },
            { label: t('acl.fields.updated_at'), value: formatDateTime(user.updated_at) },
          ]}
        />
      </Container>
      <Container
        header={
          <Header variant="h2" description={t('acl.own.roles_hint')}>
            {t('acl.fields.roles')}
          </Header>
        }
      >
        <SpaceBetween size="m">
          <RoleTree nodes={tree} value={leaves} readOnly ariaLabel={t('acl.fields.roles')} idPrefix="own-role" />
          <OtherRoles roles={user.roles} tree={tree} />
        </SpaceBetween>
      </Container>
      <ConfirmModal
        visible={confirming}
        title={t('acl.own.delete_title')}
        confirmLabel={t('acl.actions.delete')}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(user.id, {
            onSuccess: () => {
              alerts.add({ type: 'success', msg: t('alerts.delete') });
              navigate(paths.pharmacyAcl);
            },
            onSettled: () => setConfirming(false),
          })
        }
      >
        {t('acl.guests.delete_confirm', { name: user.name, email: user.email })}
      </ConfirmModal>
    </SpaceBetween>
  );
}
