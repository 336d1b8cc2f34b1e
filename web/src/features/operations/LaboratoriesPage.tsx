/**
 * /opc/laboratories (operations role; spec §2, §7): the laboratories server-paged and sorted,
 * filtered by code, date range and party; "Add laboratory" opens the form in a dialog and a created
 * laboratory opens on its page.
 */
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../components/FormDialog';
import { useDocumentTitle } from '../../components/Page';
import { RouterLink } from '../../components/RouterLink';
import { DateFilter, ServerTable, TextFilter, useServerTable, type ServerColumn, type SortOf } from '../../components/table';
import { paths } from '../../config/paths';
import { formatDate, toApiDate } from '../../lib/format';
import { useSaveLaboratory, type LaboratoryRow } from './api';
import { LaboratoryForm } from './components/LaboratoryForm';
import { laboratoryHref, useOpcFrame } from './nav';
import { LABORATORY_FILTERS, laboratorySearch } from './search';

export default function LaboratoriesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t('operations.laboratories.title');
  useDocumentTitle(title);
  useOpcFrame([{ text: title, href: paths.opcLaboratories }]);
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
          <Button variant="primary" onClick={() => setAdding(true)} data-testid="opc-laboratories-add">
            {t('operations.laboratories.add')}
          </Button>
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
