/**
 * /opc/laboratories (operations role; spec §2, §7): the laboratories server-paged and sorted,
 * filtered by code, date range and party; "Add laboratory" opens the form in a dialog and a created
 * laboratory opens on its page. The deleted view (the recycle bin) lists the deleted laboratories,
 * last deleted first, each with a restore button.
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
import { useSaveLaboratory, type DeletedRecord, type LaboratoryRow } from './api';
import { LaboratoryForm } from './components/LaboratoryForm';
import { ListViewSwitch, RestoreButton, useListView } from './components/RecycleBin';
import type { SoftDeleteTarget } from './components/use-soft-delete';
import { laboratoryHref, useOpcFrame } from './nav';
import { LABORATORY_FILTERS, laboratorySearch } from './search';

const TARGET: SoftDeleteTarget = { kind: 'laboratories', listPath: paths.opcLaboratories, href: laboratoryHref };

export default function LaboratoriesPage() {
  const { t } = useTranslation();
  const title = t('operations.laboratories.title');
  useDocumentTitle(title);
  useOpcFrame([{ text: title, href: paths.opcLaboratories }]);
  const [view, setView] = useListView();
  const viewSwitch = <ListViewSwitch view={view} onChange={setView} />;
  return view === 'deleted' ? <DeletedLaboratories viewSwitch={viewSwitch} /> : <ActiveLaboratories viewSwitch={viewSwitch} />;
}

interface ViewProps {
  viewSwitch: ReactNode;
}

function ActiveLaboratories({ viewSwitch }: ViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t('operations.laboratories.title');
  const columns: ServerColumn<LaboratoryRow, SortOf<'operations.laboratories.datatable'>>[] = [
    { id: 'code', header: t('operations.fields.lab_code'), sortingField: 'code', cell: (l) => l.code },
    {
      id: 'party',
      header: t('operations.fields.party'),
      sortingField: 'party',
      isRowHeader: true,
      cell: (l) => (
        <RouterLink href={laboratoryHref(l.id)}>{l.party?.name ?? t('operations.no_party', { id: l.party_id })}</RouterLink>
      ),
    },
    { id: 'created_at', header: t('operations.fields.date'), sortingField: 'created_at', cell: (l) => formatDate(l.created_at) },
  ];
  const table = useServerTable('operations.laboratories.datatable', {
    columns,
    filters: LABORATORY_FILTERS,
    immediate: ['date_from', 'date_to'],
    search: laboratorySearch,
  });
  const [adding, setAdding] = useState(false);
  const save = useSaveLaboratory();

  return (
    <>
      <ServerTable
        table={table}
        data-testid="opc-laboratories-table"
        trackBy="id"
        title={title}
        headingVariant="h1"
        emptyText={t('operations.laboratories.empty')}
        actions={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            {viewSwitch}
            <Button variant="primary" onClick={() => setAdding(true)} data-testid="opc-laboratories-add">
              {t('operations.laboratories.add')}
            </Button>
          </SpaceBetween>
        }
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
      />
      <FormDialog<{ id: number }>
        visible={adding}
        header={t('operations.laboratories.add_title')}
        saving={save.isPending}
        creating
        // Spec §9: dialogs other than working time's are 600 px wide (Cloudscape's medium).
        size="medium"
        onClose={() => setAdding(false)}
        onSaved={(laboratory) => navigate(laboratoryHref(laboratory.id))}
        form={(dialog) => (
          <LaboratoryForm
            initial={{ party: null, code: '', date: toApiDate(new Date()) }}
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

/** The recycle bin: deleted laboratories, searchable by code and party, restorable one by one. */
function DeletedLaboratories({ viewSwitch }: ViewProps) {
  const { t } = useTranslation();
  const name = (l: LaboratoryRow) => l.party?.name ?? t('operations.no_party', { id: l.party_id });
  const columns: ServerColumn<DeletedRecord<LaboratoryRow>, SortOf<'operations.laboratories.trash'>>[] = [
    { id: 'code', header: t('operations.fields.lab_code'), sortingField: 'code', cell: (l) => l.code },
    { id: 'party', header: t('operations.fields.party'), sortingField: 'party', isRowHeader: true, cell: name },
    { id: 'deleted_at', header: t('operations.recycle.deleted_at'), cell: (l) => formatDateTime(l.deleted_at) },
    { id: 'restore', header: '', cell: (l) => <RestoreButton target={TARGET} id={l.id} name={name(l)} /> },
  ];
  const table = useServerTable('operations.laboratories.trash', {
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
      data-testid="opc-laboratories-trash"
      trackBy="id"
      title={t('operations.recycle.laboratories_title')}
      headingVariant="h1"
      description={t('operations.recycle.description')}
      emptyText={t('operations.recycle.empty')}
      actions={viewSwitch}
      filter={
        <Grid gridDefinition={[{ colspan: { default: 12, xs: 6, m: 3 } }, { colspan: { default: 12, xs: 6, m: 3 } }]}>
          <TextFilter table={table} name="code" label={t('operations.fields.lab_code')} />
          <TextFilter table={table} name="party" label={t('operations.fields.party')} />
        </Grid>
      }
    />
  );
}
