/**
 * /acl/users (roles 3 or 4): the internal users holding roles (name, e-mail, roles), all rows
 * (§9: ACL tables show all rows), filter and sort on screen; "add user" grants roles to a pending
 * staff account (spec §2, §5: a user choice is required).
 */
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed } from '../../components/LoadState';
import { useDocumentTitle } from '../../components/Page';
import { RouterLink } from '../../components/RouterLink';
import { paths, withParam } from '../../config/paths';
import { useInternalUsers, type UserRow } from './api';
import { AddUserModal } from './components/AddUserModal';
import { useAclFrame } from './components/nav';
import { RoleSummary } from './components/RoleSummary';

export default function UsersPage() {
  const { t } = useTranslation();
  const title = t('acl.users.title');
  useDocumentTitle(title);
  useAclFrame([{ text: title, href: paths.aclUsers }]);
  const users = useInternalUsers();
  const [adding, setAdding] = useState(false);

  const { items, collectionProps, filterProps, filteredItemsCount } = useCollection(users.data ?? [], {
    filtering: {
      fields: ['name', 'login', 'email'],
      empty: <EmptyState text={t('acl.users.empty')} />,
      noMatch: <EmptyState text={t('acl.no_match')} />,
    },
    sorting: { defaultState: { sortingColumn: { sortingField: 'name' } } },
  });

  if (users.isError) return <LoadFailed onRetry={() => void users.refetch()} />;

  return (
    <>
      <Table<UserRow>
        {...collectionProps}
        variant="container"
        data-testid="acl-users-table"
        items={items}
        loading={users.isPending}
        loadingText={t('app.loading')}
        trackBy="id"
        header={
          <Header
            variant="h1"
            counter={users.data ? `(${users.data.length})` : undefined}
            actions={
              <Button variant="primary" onClick={() => setAdding(true)} data-testid="acl-users-add">
                {t('acl.users.add')}
              </Button>
            }
          >
            {title}
          </Header>
        }
        filter={
          <TextFilter
            {...filterProps}
            filteringPlaceholder={t('acl.users.filter')}
            filteringAriaLabel={t('acl.users.filter')}
            countText={t('acl.matches', { count: filteredItemsCount ?? 0 })}
          />
        }
        columnDefinitions={[
          {
            id: 'name',
            header: t('acl.fields.name'),
            sortingField: 'name',
            cell: (u) => <RouterLink href={withParam(paths.aclUserShow, u.id)}>{u.name}</RouterLink>,
          },
          { id: 'login', header: t('acl.fields.login'), sortingField: 'login', cell: (u) => u.login },
          { id: 'email', header: t('acl.fields.email'), sortingField: 'email', cell: (u) => u.email },
          { id: 'roles', header: t('acl.fields.roles'), cell: (u) => <RoleSummary roles={u.roles} /> },
        ]}
      />
      {adding ? <AddUserModal onClose={() => setAdding(false)} /> : null}
    </>
  );
}
