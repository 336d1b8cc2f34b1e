/**
 * /acl/guests (roles 3 or 5): guests server-paged (10/20/50 rows), sorted and searched by party
 * code, name, type, e-mail and party (spec §2, §7); the state lives in the URL. "Add guest" opens
 * the guest form; a created guest opens on its page (where the password mail is sent).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState, LoadFailed } from '../../components/LoadState';
import { useDocumentTitle } from '../../components/Page';
import { serverFieldErrors, type ServerErrors } from '../../components/validation';
import { RouterLink } from '../../components/RouterLink';
import { paths, withParam } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { currentLocale } from '../../lib/i18n';
import { useGuestTable, useSaveGuest, type GuestRow, type GuestSearch, type GuestSort } from './api';
import { GuestForm } from './components/GuestForm';
import { guestTypeLabel } from './components/labels';
import { useAclFrame } from './components/nav';
import { RoleSummary } from './components/RoleSummary';
import { apiQuery, PAGE_SIZES, pagesCount, parseQuery, toParams } from './guest-table-query';

const SEARCH_DELAY_MS = 350;

export default function GuestsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t('acl.guests.title');
  useDocumentTitle(title);
  useAclFrame([{ text: title, href: paths.aclGuests }]);
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseQuery(params), [params]);
  const table = useGuestTable(apiQuery(query));
  const [adding, setAdding] = useState(false);
  const save = useSaveGuest();
  const [serverErrors, setServerErrors] = useState<ServerErrors>();

  // The search inputs answer at once; the URL (and the call) follows once typing pauses.
  const [draft, setDraft] = useState<GuestSearch>(query.search);
  const draftKey = JSON.stringify(draft);
  const searchKey = JSON.stringify(query.search);
  useEffect(() => {
    if (draftKey === searchKey) return;
    const timer = setTimeout(() => {
      setParams(toParams({ ...query, page: 1, search: JSON.parse(draftKey) as GuestSearch }), { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftKey, searchKey, query, setParams]);

  const update = (change: Partial<typeof query>) => setParams(toParams({ ...query, ...change }));
  const total = table.data?.meta.total ?? 0;

  const typeOptions: SelectProps.Option[] = [
    { value: '', label: t('acl.guests.all_types') },
    { value: '1', label: guestTypeLabel(t, 1) },
    { value: '2', label: guestTypeLabel(t, 2) },
  ];
  const sizeOptions: SelectProps.Option[] = PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }));

  const columns: TableProps.ColumnDefinition<GuestRow>[] = [
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
  const sortingColumn = columns.find((c) => c.sortingField === query.sort_by);
  const searching = Object.values(query.search).some((v) => v.trim() !== '');

  const searchInput = (field: Exclude<keyof GuestSearch, 'type'>, label: string) => (
    <FormField label={label} controlId={`guest-search-${field}`}>
      <Input type="search" value={draft[field]} onChange={({ detail }) => setDraft((d) => ({ ...d, [field]: detail.value }))} />
    </FormField>
  );

  if (table.isError && !table.data) return <LoadFailed onRetry={() => void table.refetch()} />;

  return (
    <>
      <Table<GuestRow>
        variant="container"
        data-testid="acl-guests-table"
        items={table.data?.data ?? []}
        loading={table.isPending}
        loadingText={t('app.loading')}
        trackBy="id"
        columnDefinitions={columns}
        sortingColumn={sortingColumn}
        sortingDescending={query.sort_desc}
        onSortingChange={({ detail }) =>
          update({
            sort_by: (detail.sortingColumn.sortingField ?? 'name') as GuestSort,
            sort_desc: detail.isDescending ?? false,
            page: 1,
          })
        }
        empty={<EmptyState text={searching ? t('acl.no_match') : t('acl.guests.empty')} />}
        header={
          <Header
            variant="h1"
            counter={table.data ? `(${total})` : undefined}
            actions={
              <Button variant="primary" onClick={() => setAdding(true)} data-testid="acl-guests-add">
                {t('acl.guests.add')}
              </Button>
            }
          >
            {title}
          </Header>
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
            {searchInput('code', t('acl.fields.code'))}
            {searchInput('name', t('acl.fields.name'))}
            <FormField label={t('acl.fields.type')} controlId="guest-search-type">
              <Select
                selectedOption={typeOptions.find((o) => o.value === draft.type) ?? typeOptions[0]!}
                options={typeOptions}
                onChange={({ detail }) =>
                  setDraft((d) => ({ ...d, type: (detail.selectedOption.value ?? '') as GuestSearch['type'] }))
                }
              />
            </FormField>
            {searchInput('email', t('acl.fields.email'))}
            {searchInput('party', t('acl.fields.party'))}
          </Grid>
        }
        pagination={
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            <Box variant="span" color="text-body-secondary">
              <label htmlFor="guest-page-size">{t('acl.rows_per_page')}</label>
            </Box>
            <Select
              controlId="guest-page-size"
              selectedOption={sizeOptions.find((o) => o.value === String(query.per_page)) ?? sizeOptions[0]!}
              options={sizeOptions}
              onChange={({ detail }) => update({ per_page: Number(detail.selectedOption.value), page: 1 })}
            />
            <Pagination
              currentPageIndex={query.page}
              pagesCount={pagesCount(total, query.per_page)}
              onChange={({ detail }) => update({ page: detail.currentPageIndex })}
            />
          </SpaceBetween>
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
