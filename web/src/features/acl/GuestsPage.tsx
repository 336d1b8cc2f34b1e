/**
 * /acl/guests (roles 3 or 5): guests server-paged (10/20/50 rows), sorted and searched by party
 * code, name, type, e-mail and party (spec §2, §7); the state lives in the URL. "Add guest" opens
 * the guest form; a created guest opens on its page (where the password mail is sent).
 */
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import Modal from '@cloudscape-design/components/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/Page';
import { serverFieldErrors, type ServerErrors } from '../../components/validation';
import { RouterLink } from '../../components/RouterLink';
import { SelectFilter, ServerTable, TextFilter, useServerTable, type ServerColumn } from '../../components/table';
import { paths, withParam } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { currentLocale } from '../../lib/i18n';
import { useSaveGuest, type GuestRow, type GuestSort } from './api';
import { GuestForm } from './components/GuestForm';
import { guestTypeLabel } from './components/labels';
import { useAclFrame } from './components/nav';
import { RoleSummary } from './components/RoleSummary';

const FILTERS = ['code', 'name', 'type', 'email', 'party'] as const;
type Filter = (typeof FILTERS)[number];

/** The search terms typed, trimmed; empty ones and an unknown type left out. */
function guestSearch(filters: Record<Filter, string>) {
  const search: Partial<Record<Filter, string>> = {};
  for (const name of FILTERS) if (filters[name].trim()) search[name] = filters[name].trim();
  if (search.type !== '1' && search.type !== '2') delete search.type;
  return search;
}

export default function GuestsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t('acl.guests.title');
  useDocumentTitle(title);
  useAclFrame([{ text: title, href: paths.aclGuests }]);
  const columns: ServerColumn<GuestRow, GuestSort>[] = [
    { id: 'code', header: t('acl.fields.code'), sortingField: 'code', cell: (g) => g.party?.code ?? '' },
    {
      id: 'name',
      header: t('acl.fields.name'),
      sortingField: 'name',
      cell: (g) => <RouterLink href={withParam(paths.aclGuestShow, g.id)}>{g.name}</RouterLink>,
    },
    { id: 'type', header: t('acl.fields.type'), sortingField: 'type', cell: (g) => guestTypeLabel(t, g.type_id) },
    { id: 'email', header: t('acl.fields.email'), sortingField: 'email', cell: (g) => g.email },
    { id: 'party', header: t('acl.fields.party'), sortingField: 'party', cell: (g) => g.party?.name ?? '' },
    { id: 'roles', header: t('acl.fields.roles'), cell: (g) => <RoleSummary roles={g.roles} /> },
  ];
  const table = useServerTable('acl.guests.datatable', {
    columns,
    filters: FILTERS,
    immediate: ['type'],
    search: guestSearch,
    defaultSort: { by: 'name' },
  });
  const typeOptions = [
    { value: '', label: t('acl.guests.all_types') },
    { value: '1', label: guestTypeLabel(t, 1) },
    { value: '2', label: guestTypeLabel(t, 2) },
  ];
  const [adding, setAdding] = useState(false);
  const save = useSaveGuest();
  const [serverErrors, setServerErrors] = useState<ServerErrors>();

  return (
    <>
      <ServerTable
        table={table}
        data-testid="acl-guests-table"
        trackBy="id"
        title={title}
        headingVariant="h1"
        emptyText={t('acl.guests.empty')}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)} data-testid="acl-guests-add">
            {t('acl.guests.add')}
          </Button>
        }
        filter={
          <Grid
            gridDefinition={[
              { colspan: { default: 12, xs: 4, m: 2 } },
              { colspan: { default: 12, xs: 8, m: 3 } },
              { colspan: { default: 12, xs: 4, m: 2 } },
              { colspan: { default: 12, xs: 8, m: 3 } },
              { colspan: { default: 12, xs: 12, m: 2 } },
            ]}
          >
            <TextFilter table={table} name="code" label={t('acl.fields.code')} />
            <TextFilter table={table} name="name" label={t('acl.fields.name')} />
            <SelectFilter table={table} name="type" label={t('acl.fields.type')} options={typeOptions} />
            <TextFilter table={table} name="email" label={t('acl.fields.email')} />
            <TextFilter table={table} name="party" label={t('acl.fields.party')} />
          </Grid>
        }
      />
      <Modal
        visible={adding}
        size="medium"
        header={t('acl.guests.add_title')}
        onDismiss={() => !save.isPending && setAdding(false)}
      >
        {adding ? (
          <GuestForm
            initial={{ name: '', email: '', type_id: null, party_id: null, roles: [], locale: currentLocale() }}
            initialParty={null}
            submitLabel={t('acl.actions.create')}
            saving={save.isPending}
            serverErrors={serverErrors}
            onCancel={() => setAdding(false)}
            onSubmit={(values) =>
              save.mutate(
                { id: null, body: values },
                {
                  onSuccess: (guest) => {
                    alerts.add({ type: 'success', msg: t('alerts.create') });
                    setAdding(false);
                    navigate(withParam(paths.aclGuestShow, guest.id));
                  },
                  onError: (error) => setServerErrors(serverFieldErrors(error) ?? undefined),
                },
              )
            }
          />
        ) : null}
      </Modal>
    </>
  );
}
