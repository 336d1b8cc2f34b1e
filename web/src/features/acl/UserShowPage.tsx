/**
 * /acl/users/show/{id} (roles 3 or 4): the internal user and its roles in the internal tree
 * (children of role 2), selected by leaf; save (PUT roles); remove with confirmation (PUT []);
 * impersonate (permission 35). Nobody changes their own roles (the API refuses it), so one's own
 * page shows the tree read-only.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useDocumentTitle } from '../../components/Page';
import { RoleTree } from '../../components/RoleTree';
import { selectedLeaves, type RoleNode } from '../../components/role-tree';
import { paths, withParam } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { useSession } from '../../lib/auth/use-session';
import { useInternalTree, useInternalUser, useSetUserRoles, type UserRow } from './api';
import { ImpersonateButton } from './components/ImpersonateButton';
import { useAclFrame } from './components/nav';
import { recordLoadState } from './components/RecordShow';
import { useIdParam } from './components/useIdParam';
import { AccountDetails } from './components/AccountDetails';

export default function UserShowPage() {
  const { t } = useTranslation();
  const id = useIdParam() ?? 0;
  const user = useInternalUser(id);
  const tree = useInternalTree();
  const title = user.data?.name ?? t('acl.users.show_title');
  useDocumentTitle(title);
  useAclFrame([
    { text: t('acl.users.title'), href: paths.aclUsers },
    { text: title, href: withParam(paths.aclUserShow, id) },
  ]);

  const state = recordLoadState({ record: user, also: [tree], back: paths.aclUsers, backText: t('acl.users.back') });
  if (state || !user.data || !tree.data) return state;
  return <UserShow key={user.data.id} user={user.data} tree={tree.data} />;
}

function UserShow({ user, tree }: { user: UserRow; tree: RoleNode[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user: me } = useSession();
  const save = useSetUserRoles();
  const initial = selectedLeaves(tree, user.role_ids);
  const [roles, setRoles] = useState<number[]>(initial);
  const [confirming, setConfirming] = useState(false);
  const himself = me?.id === user.id;
  const changed = roles.length !== initial.length || roles.some((r) => !initial.includes(r));

  function saveRoles() {
    // No role left: that is removing the user, which asks first.
    if (roles.length === 0) return setConfirming(true);
    save.mutate({ id: user.id, roles }, { onSuccess: () => alerts.add({ type: 'success', msg: t('alerts.save') }) });
  }

  function remove() {
    save.mutate(
      { id: user.id, roles: [] },
      {
        onSuccess: () => {
          alerts.add({ type: 'success', msg: t('alerts.delete') });
          navigate(paths.aclUsers);
        },
        onSettled: () => setConfirming(false),
      },
    );
  }

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={user.email}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <ImpersonateButton kind="users" id={user.id} />
            {himself ? null : (
              <Button onClick={() => setConfirming(true)} data-testid="acl-user-remove">
                {t('acl.users.remove')}
              </Button>
            )}
          </SpaceBetween>
        }
      >
        {user.name}
      </Header>
      <AccountDetails account={user} />
      <Container
        header={
          <Header
            variant="h2"
            description={t('acl.roles.leaf_hint')}
            actions={
              himself ? null : (
                <Button
                  variant="primary"
                  onClick={saveRoles}
                  loading={save.isPending && !confirming}
                  disabled={!changed}
                  data-testid="acl-user-save"
                >
                  {t('acl.actions.save')}
                </Button>
              )
            }
          >
            {t('acl.fields.roles')}
          </Header>
        }
      >
        <SpaceBetween size="m">
          {himself ? <Alert type="info">{t('acl.users.himself')}</Alert> : null}
          <RoleTree
            nodes={tree}
            value={roles}
            onChange={setRoles}
            readOnly={himself}
            ariaLabel={t('acl.fields.roles')}
            expand="selected"
          />
          {!himself && roles.length === 0 && initial.length > 0 ? (
            <Box color="text-status-warning">{t('acl.users.none_selected')}</Box>
          ) : null}
        </SpaceBetween>
      </Container>
      <ConfirmModal
        visible={confirming}
        title={t('acl.users.remove_title')}
        confirmLabel={t('acl.users.remove')}
        loading={save.isPending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        {t('acl.users.remove_confirm', { name: user.name })}
      </ConfirmModal>
    </SpaceBetween>
  );
}
