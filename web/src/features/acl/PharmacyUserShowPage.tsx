/**
 * /guest/pharmacy/administration/acl/show/{id} (roles 45 and 51): a user of the administrator's
 * own pharmacy: details, roles, edit, delete (confirmation), password-reset mail. Opening oneself
 * answers errors.guest_acl_himself (shown as an alert by the http client): back to the list. A user
 * holding roles the administrator cannot grant is shown read-only (the API refuses changes, 403).
 */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../components/Page';
import { RoleTree } from '../../components/RoleTree';
import { selectedLeaves, type RoleNode } from '../../components/role-tree';
import { paths, withParam } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import { ApiError } from '../../lib/http';
import { useDeleteOwnUser, useOwnTree, useOwnUser, useSaveOwnUser, type GuestRow } from './api';
import { localeLabel } from './components/labels';
import { OtherRoles, rolesBeyond } from './components/OtherRoles';
import { OwnUserForm } from './components/OwnUserForm';
import { usePharmacyAclCrumbs } from './components/pharmacy-nav';
import { EditableGuestShow, recordLoadState } from './components/RecordShow';
import { useIdParam } from './components/useIdParam';
import { AccountDetails } from './components/AccountDetails';

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
  const state = recordLoadState({ record: user, also: [tree], back: paths.pharmacyAcl, backText: t('acl.own.back') });
  if (state || !user.data || !tree.data) return state;
  return <OwnUserShow key={user.data.id} user={user.data} tree={tree.data} />;
}

function OwnUserShow({ user, tree }: { user: GuestRow; tree: RoleNode[] }) {
  const { t } = useTranslation();
  const save = useSaveOwnUser();
  const remove = useDeleteOwnUser();
  const leaves = selectedLeaves(tree, user.role_ids);

  return (
    <EditableGuestShow
      user={user}
      description={user.email}
      testIdPrefix="own-user"
      locked={rolesBeyond(user.roles, tree).length > 0 ? t('acl.own.locked') : undefined}
      deleteTitle={t('acl.own.delete_title')}
      deleting={remove.isPending}
      onDelete={(done) => remove.mutate(user.id, done)}
      listPath={paths.pharmacyAcl}
      editForm={({ header, onCancel, saved }) => (
        <OwnUserForm
          header={header}
          initial={{ type_id: 1, name: user.name, email: user.email, roles: leaves, locale: user.locale }}
          tree={tree}
          otherRoles={user.roles}
          submitLabel={t('acl.actions.save')}
          saving={save.isPending}
          onCancel={onCancel}
          onSubmit={(body) => save.mutate({ id: user.id, body }, saved)}
        />
      )}
    >
      <AccountDetails
        account={user}
        more={[
          { label: t('acl.fields.locale'), value: localeLabel(t, user.locale) },
          { label: t('acl.fields.created_at'), value: formatDateTime(user.created_at) },
        ]}
      />
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
    </EditableGuestShow>
  );
}
