/**
 * /opc/laboratories (operations role; spec §2, §7): the laboratories server-paged and sorted,
 * filtered by code, date range and party; "Add laboratory" opens the form in a dialog and a created
 * laboratory opens on its page. The deleted view (the recycle bin) lists the deleted laboratories,
 * last deleted first, each with a restore button.
 */
import Grid from '@cloudscape-design/components/grid';
import { useTranslation } from 'react-i18next';
import { DateFilter, TextFilter, useServerTable, type ServerColumn, type SortOf } from '../../components/table';
import { formatDate, formatDateTime, toApiDate } from '../../lib/format';
import { useSaveLaboratory, type DeletedRecord, type LaboratoryRow } from './api';
import { LaboratoryForm } from './components/LaboratoryForm';
import { RestoreButton } from './components/RecycleBin';
import { TARGETS } from './components/use-soft-delete';
import { ActiveRecordTable, RecordListPage, TrashTable, type ListViewProps } from './components/RecordList';
import { usePartyColumn, usePartyName } from './components/party-columns';
import { LABORATORY_FILTERS, laboratorySearch, TRASH_SEARCH } from './search';

export default function LaboratoriesPage() {
  const { t } = useTranslation();
  return (
    <RecordListPage
      title={t('operations.laboratories.title')}
      target={TARGETS.laboratories}
      active={ActiveLaboratories}
      deleted={DeletedLaboratories}
    />
  );
}

function ActiveLaboratories({ viewSwitch }: ListViewProps) {
  const { t } = useTranslation();
  const partyColumn = usePartyColumn(TARGETS.laboratories);
  const columns: ServerColumn<LaboratoryRow, SortOf<'operations.laboratories.datatable'>>[] = [
    { id: 'code', header: t('operations.fields.lab_code'), sortingField: 'code', cell: (l) => l.code },
    partyColumn,
    { id: 'created_at', header: t('operations.fields.date'), sortingField: 'created_at', cell: (l) => formatDate(l.created_at) },
  ];
  const table = useServerTable('operations.laboratories.datatable', {
    columns,
    filters: LABORATORY_FILTERS,
    immediate: ['date_from', 'date_to'],
    search: laboratorySearch,
  });
  const save = useSaveLaboratory();
  return (
    <ActiveRecordTable
      table={table}
      viewSwitch={viewSwitch}
      testId="opc-laboratories"
      texts={{
        title: t('operations.laboratories.title'),
        empty: t('operations.laboratories.empty'),
        add: t('operations.laboratories.add'),
        addTitle: t('operations.laboratories.add_title'),
      }}
      save={save}
      target={TARGETS.laboratories}
      filter={
        <Grid
          gridDefinition={[
            { colspan: { default: 12, xs: 6, m: 3 } },
            { colspan: { default: 12, xs: 6, m: 3 } },
            { colspan: { default: 12, xs: 6, m: 3 } },
            { colspan: { default: 12, xs: 6, m: 3 } },
          ]}
        >
          <TextFilter table={table} name="code" label={t('operations.fields.lab_code')} />
          <DateFilter table={table} name="date_from" label={t('operations.filters.date_from')} />
          <DateFilter table={table} name="date_to" label={t('operations.filters.date_to')} />
          <TextFilter table={table} name="party" label={t('operations.fields.party')} />
        </Grid>
      }
      form={(props) => <LaboratoryForm initial={{ party: null, code: '', date: toApiDate(new Date()) }} {...props} />}
    />
  );
}

/** The recycle bin: deleted laboratories, searchable by code and party, restorable one by one. */
function DeletedLaboratories({ viewSwitch }: ListViewProps) {
  const { t } = useTranslation();
  const name = usePartyName();
  const columns: ServerColumn<DeletedRecord<LaboratoryRow>, SortOf<'operations.laboratories.trash'>>[] = [
    { id: 'code', header: t('operations.fields.lab_code'), sortingField: 'code', cell: (l) => l.code },
    { id: 'party', header: t('operations.fields.party'), sortingField: 'party', isRowHeader: true, cell: name },
    { id: 'deleted_at', header: t('operations.recycle.deleted_at'), cell: (l) => formatDateTime(l.deleted_at) },
    { id: 'restore', header: '', cell: (l) => <RestoreButton target={TARGETS.laboratories} id={l.id} name={name(l)} /> },
  ];
  const table = useServerTable('operations.laboratories.trash', { columns, ...TRASH_SEARCH });
  return (
    <TrashTable
      table={table}
      viewSwitch={viewSwitch}
      testId="opc-laboratories-trash"
      title={t('operations.recycle.laboratories_title')}
      codeLabel={t('operations.fields.lab_code')}
    />
  );
}
