/**
 * /opc/pharmacies (operations role; spec §2, §7): the member pharmacies server-paged and sorted,
 * filtered by party code, store, fede code, date range and party; the state lives in the URL.
 * "Add pharmacy" opens the form in a dialog; a created pharmacy opens on its page. The deleted view
 * (the recycle bin) lists the deleted pharmacies, last deleted first, each with a restore button.
 */
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../components/FormDialog';
import { useDocumentTitle } from '../../components/Page';
import { RouterLink } from '../../components/RouterLink';
import { DateFilter, ServerTable, TextFilter, useServerTable, type ServerColumn, type SortOf } from '../../components/table';
import { paths } from '../../config/paths';
import { formatDate, formatDateTime, toApiDate } from '../../lib/format';
import { useSavePharmacy, type DeletedRecord, type PharmacyRow } from './api';
import { PharmacyForm } from './components/PharmacyForm';
import { ListViewSwitch, RestoreButton, useListView } from './components/RecycleBin';
import type { SoftDeleteTarget } from './components/use-soft-delete';
import { pharmacyHref, useOpcFrame } from './nav';
import { PHARMACY_FILTERS, pharmacySearch, storeUnreadable } from './search';

const TARGET: SoftDeleteTarget = { kind: 'pharmacies', listPath: paths.opcPharmacies, href: pharmacyHref };

export default function PharmaciesPage() {
  const { t } = useTranslation();
  const title = t('operations.pharmacies.title');
  useDocumentTitle(title);
  useOpcFrame([{ text: title, href: paths.opcPharmacies }]);
  const [view, setView] = useListView();
  const viewSwitch = <ListViewSwitch view={view} onChange={setView} />;
  return view === 'deleted' ? <DeletedPharmacies viewSwitch={viewSwitch} /> : <ActivePharmacies viewSwitch={viewSwitch} />;
}

interface ViewProps {
  viewSwitch: ReactNode;
}

function ActivePharmacies({ viewSwitch }: ViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t('operations.pharmacies.title');
  const columns: ServerColumn<PharmacyRow, SortOf<'operations.pharmacies.datatable'>>[] = [
    { id: 'code', header: t('operations.fields.code'), sortingField: 'code', cell: (p) => p.party?.code ?? '' },
    {
      id: 'party',
      header: t('operations.fields.party'),
      sortingField: 'party',
      isRowHeader: true,
      cell: (p) => (
        <RouterLink href={pharmacyHref(p.id)}>{p.party?.name ?? t('operations.no_party', { id: p.party_id })}</RouterLink>
      ),
    },
    { id: 'id_store', header: t('operations.fields.id_store'), sortingField: 'id_store', cell: (p) => p.id_store },
    { id: 'codes_fede', header: t('operations.fields.codes_fede'), cell: (p) => p.codes_fede.join(', ') },
    { id: 'created_at', header: t('operations.fields.date'), sortingField: 'created_at', cell: (p) => formatDate(p.created_at) },
  ];
  const table = useServerTable('operations.pharmacies.datatable', {
    columns,
    filters: PHARMACY_FILTERS,
    immediate: ['date_from', 'date_to'],
    search: pharmacySearch,
  });
  const [adding, setAdding] = useState(false);
  const save = useSavePharmacy();

  return (
    <>
      <ServerTable
        table={table}
        data-testid="opc-pharmacies-table"
        trackBy="id"
        title={title}
        headingVariant="h1"
        emptyText={t('operations.pharmacies.empty')}
        actions={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            {viewSwitch}
            <Button variant="primary" onClick={() => setAdding(true)} data-testid="opc-pharmacies-add">
              {t('operations.pharmacies.add')}
            </Button>
          </SpaceBetween>
        }
        filter={
          <Grid
            gridDefinition={[
              { colspan: { default: 12, xs: 4, m: 2 } },
              { colspan: { default: 12, xs: 4, m: 2 } },
              { colspan: { default: 12, xs: 4, m: 2 } },
              { colspan: { default: 12, xs: 6, m: 2 } },
              { colspan: { default: 12, xs: 6, m: 2 } },
              { colspan: { default: 12, xs: 12, m: 2 } },
            ]}
          >
            <TextFilter table={table} name="code" label={t('operations.fields.code')} />
            <TextFilter
              table={table}
              name="store"
              label={t('operations.fields.id_store')}
              inputMode="numeric"
              errorText={storeUnreadable(table.filters.store) ? t('operations.validation.numeric') : undefined}
            />
            <TextFilter table={table} name="code_fede" label={t('operations.fields.code_fede')} />
            <DateFilter table={table} name="date_from" label={t('operations.filters.date_from')} />
            <DateFilter table={table} name="date_to" label={t('operations.filters.date_to')} />
            <TextFilter table={table} name="party" label={t('operations.fields.party')} />
          </Grid>
        }
      />
      <FormDialog<{ id: number }>
        visible={adding}
        header={t('operations.pharmacies.add_title')}
        saving={save.isPending}
        creating
        // Spec §9: dialogs other than working time's are 600 px wide (Cloudscape's medium).
        size="medium"
        onClose={() => setAdding(false)}
        onSaved={(pharmacy) => navigate(pharmacyHref(pharmacy.id))}
        form={(dialog) => (
          <PharmacyForm
            initial={{ party: null, id_store: '', codes_fede: [], selected_categories: [], date: toApiDate(new Date()) }}
            submitLabel={t('operations.actions.create')}
            saving={save.isPending}
            serverErrors={dialog.serverErrors}
            onCancel={dialog.onCancel}
            onSubmit={(body) => save.mutate({ id: null, body }, { onSuccess: dialog.onSaved, onError: dialog.onFailed })}
          />
        )}
      />
    </>
  );
}

const DELETED_FILTERS = ['code', 'party'] as const;

/** The recycle bin: deleted pharmacies, searchable by code and party, restorable one by one. */
function DeletedPharmacies({ viewSwitch }: ViewProps) {
  const { t } = useTranslation();
  const name = (p: PharmacyRow) => p.party?.name ?? t('operations.no_party', { id: p.party_id });
  const columns: ServerColumn<DeletedRecord<PharmacyRow>, SortOf<'operations.pharmacies.trash'>>[] = [
    { id: 'code', header: t('operations.fields.code'), sortingField: 'code', cell: (p) => p.party?.code ?? '' },
    { id: 'party', header: t('operations.fields.party'), sortingField: 'party', isRowHeader: true, cell: name },
    { id: 'id_store', header: t('operations.fields.id_store'), sortingField: 'id_store', cell: (p) => p.id_store },
    { id: 'codes_fede', header: t('operations.fields.codes_fede'), cell: (p) => p.codes_fede.join(', ') },
    { id: 'deleted_at', header: t('operations.recycle.deleted_at'), cell: (p) => formatDateTime(p.deleted_at) },
    { id: 'restore', header: '', cell: (p) => <RestoreButton target={TARGET} id={p.id} name={name(p)} /> },
  ];
  const table = useServerTable('operations.pharmacies.trash', {
    columns,
    filters: DELETED_FILTERS,
    search: (f: Record<(typeof DELETED_FILTERS)[number], string>) => ({
      ...(f.code.trim() ? { code: f.code.trim() } : {}),
      ...(f.party.trim() ? { party: f.party.trim() } : {}),
    }),
  });
  return (
    <ServerTable
      table={table}
      data-testid="opc-pharmacies-trash"
      trackBy="id"
      title={t('operations.recycle.pharmacies_title')}
      headingVariant="h1"
      description={t('operations.recycle.description')}
      emptyText={t('operations.recycle.empty')}
      actions={viewSwitch}
      filter={
        <Grid gridDefinition={[{ colspan: { default: 12, xs: 6, m: 3 } }, { colspan: { default: 12, xs: 6, m: 3 } }]}>
          <TextFilter table={table} name="code" label={t('operations.fields.code')} />
          <TextFilter table={table} name="party" label={t('operations.fields.party')} />
        </Grid>
      }
    />
  );
}
