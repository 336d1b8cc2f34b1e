/**
 * /opc/pharmacies (operations role; spec §2, §7): the member pharmacies server-paged and sorted,
 * filtered by party code, store, fede code, date range and party; the state lives in the URL.
 * "Add pharmacy" opens the form in a dialog; a created pharmacy opens on its page. The deleted view
 * (the recycle bin) lists the deleted pharmacies, last deleted first, each with a restore button.
 */
import Grid from '@cloudscape-design/components/grid';
import { useTranslation } from 'react-i18next';
import { DateFilter, TextFilter, useServerTable, type ServerColumn, type SortOf } from '../../components/table';
import { formatDate, formatDateTime, toApiDate } from '../../lib/format';
import { useSavePharmacy, type DeletedRecord, type PharmacyRow } from './api';
import { PharmacyForm } from './components/PharmacyForm';
import { RestoreButton } from './components/RecycleBin';
import { TARGETS } from './components/use-soft-delete';
import { ActiveRecordTable, RecordListPage, TrashTable, type ListViewProps } from './components/RecordList';
import { usePartyColumn, usePartyName } from './components/party-columns';
import { PHARMACY_FILTERS, pharmacySearch, storeUnreadable, TRASH_SEARCH } from './search';

export default function PharmaciesPage() {
  const { t } = useTranslation();
  return (
    <RecordListPage
      title={t('operations.pharmacies.title')}
      target={TARGETS.pharmacies}
      active={ActivePharmacies}
      deleted={DeletedPharmacies}
    />
  );
}

function ActivePharmacies({ viewSwitch }: ListViewProps) {
  const { t } = useTranslation();
  const partyColumn = usePartyColumn(TARGETS.pharmacies);
  const columns: ServerColumn<PharmacyRow, SortOf<'operations.pharmacies.datatable'>>[] = [
    { id: 'code', header: t('operations.fields.code'), sortingField: 'code', cell: (p) => p.party?.code ?? '' },
    partyColumn,
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
  const save = useSavePharmacy();
  return (
    <ActiveRecordTable
      table={table}
      viewSwitch={viewSwitch}
      testId="opc-pharmacies"
      texts={{
        title: t('operations.pharmacies.title'),
        empty: t('operations.pharmacies.empty'),
        add: t('operations.pharmacies.add'),
        addTitle: t('operations.pharmacies.add_title'),
      }}
      save={save}
      target={TARGETS.pharmacies}
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
      form={(props) => (
        <PharmacyForm
          initial={{ party: null, id_store: '', codes_fede: [], selected_categories: [], date: toApiDate(new Date()) }}
          {...props}
        />
      )}
    />
  );
}

/** The recycle bin: deleted pharmacies, searchable by code and party, restorable one by one. */
function DeletedPharmacies({ viewSwitch }: ListViewProps) {
  const { t } = useTranslation();
  const name = usePartyName();
  const columns: ServerColumn<DeletedRecord<PharmacyRow>, SortOf<'operations.pharmacies.trash'>>[] = [
    { id: 'code', header: t('operations.fields.code'), sortingField: 'code', cell: (p) => p.party?.code ?? '' },
    { id: 'party', header: t('operations.fields.party'), sortingField: 'party', isRowHeader: true, cell: name },
    { id: 'id_store', header: t('operations.fields.id_store'), sortingField: 'id_store', cell: (p) => p.id_store },
    { id: 'codes_fede', header: t('operations.fields.codes_fede'), cell: (p) => p.codes_fede.join(', ') },
    { id: 'deleted_at', header: t('operations.recycle.deleted_at'), cell: (p) => formatDateTime(p.deleted_at) },
    { id: 'restore', header: '', cell: (p) => <RestoreButton target={TARGETS.pharmacies} id={p.id} name={name(p)} /> },
  ];
  const table = useServerTable('operations.pharmacies.trash', { columns, ...TRASH_SEARCH });
  return (
    <TrashTable
      table={table}
      viewSwitch={viewSwitch}
      testId="opc-pharmacies-trash"
      title={t('operations.recycle.pharmacies_title')}
      codeLabel={t('operations.fields.code')}
    />
  );
}
