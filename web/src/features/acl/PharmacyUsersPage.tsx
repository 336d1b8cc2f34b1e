/**
 * /guest/pharmacy/administration/acl (roles 45 and 51): the users of the administrator's own
 * pharmacy (name, e-mail, roles), all rows. The signed-in user's own row is highlighted and not
 * clickable (spec §2); "add user" creates one with the roles the administrator may grant.
 */
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, LoadFailed } from '../../components/LoadState';
import { useDocumentTitle } from '../../components/Page';
import { RouterLink } from '../../components/RouterLink';
import { paths, withParam } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { currentLocale } from '../../lib/i18n';
import { useSession } from '../../lib/auth/use-session';
import { useOwnTree, useOwnUsers, useSaveOwnUser, type GuestRow } from './api';
import { OwnUserForm } from './components/OwnUserForm';
import { usePharmacyAclCrumbs } from './components/pharmacy-nav';
import { RoleSummary } from './components/RoleSummary';
import './acl.css';

export default function PharmacyUsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user: me } = useSession();
  const title = t('acl.own.title');
  useDocumentTitle(title);
  usePharmacyAclCrumbs();
  const users = useOwnUsers();
  const tree = useOwnTree();
  const save = useSaveOwnUser();
  const [adding, setAdding] = useState(false);
  const { items, collectionProps } = useCollection(users.data ?? [], {
    sorting: { defaultState: { sortingColumn: { sortingField: 'name' } } },
  });

  if (users.isError) return <LoadFailed onRetry={() => void users.refetch()} />;

  const own = (u: GuestRow) => u.id === me?.id;
  /** Marks every cell of the own row, so the row can be highlighted as a whole. */
  const mark = (u: GuestRow, content: ReactNode) => (own(u) ? <span className="acl-own-row">{content}</span> : content);

  return (
    <>
      <Table<GuestRow>
        {...collectionProps}
        variant="container"
        data-testid="pharmacy-acl-table"
        items={items}
        loading={users.isPending}
        loadingText={t('app.loading')}
        trackBy="id"
        empty={<EmptyState text={t('acl.own.empty')} />}
        header={
          <Header
            variant="h1"
            description={me?.party?.name}
            counter={users.data ? `(${users.data.length})` : undefined}
            actions={
              <Button variant="primary" onClick={() => setAdding(true)} disabled={!tree.data} data-testid="pharmacy-acl-add">
                {t('acl.own.add')}
              </Button>
            }
          >
            {title}
          </Header>
        }
        columnDefinitions={[
          {
            id: 'name',
            header: t('acl.fields.name'),
            sortingField: 'name',
            cell: (u) =>
              own(u) ? (
                <span className="acl-own-row" data-testid="pharmacy-acl-own">
                  <SpaceBetween direction="horizontal" size="xs">
                    <strong>{u.name}</strong>
                    <Badge color="blue">{t('acl.own.you')}</Badge>
                  </SpaceBetween>
                </span>
              ) : (
                <RouterLink href={withParam(paths.pharmacyAclShow, u.id)}>{u.name}</RouterLink>
              ),
          },
          { id: 'email', header: t('acl.fields.email'), sortingField: 'email', cell: (u) => mark(u, u.email) },
          { id: 'roles', header: t('acl.fields.roles'), cell: (u) => mark(u, <RoleSummary roles={u.roles} />) },
        ]}
      />
      <Modal visible={adding} size="medium" header={t('acl.own.add_title')} onDismiss={() => !save.isPending && setAdding(false)}>
        {adding && tree.data ? (
          <OwnUserForm
            initial={{ type_id: 1, name: '', email: '', roles: [], locale: currentLocale() }}
            tree={tree.data}
            submitLabel={t('acl.actions.create')}
            saving={save.isPending}
            onCancel={() => setAdding(false)}
            onSubmit={(body) =>
              save.mutate(
                { id: null, body },
                {
                  onSuccess: (created) => {
                    alerts.add({ type: 'success', msg: t('alerts.create') });
                    setAdding(false);
                    navigate(withParam(paths.pharmacyAclShow, created.id));
                  },
                },
              )
            }
          />
        ) : null}
      </Modal>
    </>
  );
}
