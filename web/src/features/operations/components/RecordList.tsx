/**
 * What the pharmacy, laboratory and webinar lists share: the page (its title, crumbs, and the
 * active or the deleted view), the list's actions (the view switch and the add button) and the add
 * dialog, whose created record opens on its page.
 */
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/FormDialog';
import { useDocumentTitle } from '../../../components/Page';
import { ServerTable, TextFilter, type ServerTableModel, type TableRoute } from '../../../components/table';
import type { ServerErrors } from '../../../components/validation';
import { useOpcFrame } from '../nav';
import { ListViewSwitch, useListView } from './RecycleBin';
import type { TrashFilter } from '../search';
import type { SoftDeleteTarget } from './use-soft-delete';

export interface ListViewProps {
  viewSwitch: ReactNode;
}

export function RecordListPage({
  title,
  target,
  active: Active,
  deleted: Deleted,
}: {
  title: string;
  target: SoftDeleteTarget;
  active: ComponentType<ListViewProps>;
  deleted: ComponentType<ListViewProps>;
}) {
  useDocumentTitle(title);
  useOpcFrame([{ text: title, href: target.listPath }]);
  const [view, setView] = useListView();
  const viewSwitch = <ListViewSwitch view={view} onChange={setView} />;
  return view === 'deleted' ? <Deleted viewSwitch={viewSwitch} /> : <Active viewSwitch={viewSwitch} />;
}

export function ListActions({
  viewSwitch,
  addLabel,
  addTestId,
  onAdd,
}: ListViewProps & { addLabel: string; addTestId: string; onAdd: () => void }) {
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      {viewSwitch}
      <Button variant="primary" onClick={onAdd} data-testid={addTestId}>
        {addLabel}
      </Button>
    </SpaceBetween>
  );
}

interface CreateMutation<Body> {
  isPending: boolean;
  mutate: (
    variables: { id: null; body: Body },
    options: { onSuccess: (saved: { id: number }) => void; onError: (error: Error) => void },
  ) => void;
}

/** What the add dialog gives the record's form. */
export interface AddFormProps<Body> {
  submitLabel: string;
  saving: boolean;
  serverErrors: ServerErrors | undefined;
  onCancel: () => void;
  onSubmit: (body: Body) => void;
}

export function AddRecordDialog<Body>({
  visible,
  header,
  save,
  target,
  onClose,
  form,
}: {
  visible: boolean;
  header: string;
  save: CreateMutation<Body>;
  target: SoftDeleteTarget;
  onClose: () => void;
  form: (props: AddFormProps<Body>) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FormDialog<{ id: number }>
      visible={visible}
      header={header}
      saving={save.isPending}
      creating
      // Spec §9: dialogs other than working time's are 600 px wide (Cloudscape's medium).
      size="medium"
      onClose={onClose}
      onSaved={(record) => navigate(target.href(record.id))}
      form={(dialog) =>
        form({
          submitLabel: t('operations.actions.create'),
          saving: save.isPending,
          serverErrors: dialog.serverErrors,
          onCancel: dialog.onCancel,
          onSubmit: (body) => save.mutate({ id: null, body }, { onSuccess: dialog.onSaved, onError: dialog.onFailed }),
        })
      }
    />
  );
}

/** The server-paged list of active records (pharmacies, laboratories) with its add button and dialog. */
export function ActiveRecordTable<K extends TableRoute, Body>({
  table,
  viewSwitch,
  testId,
  texts,
  filter,
  save,
  target,
  form,
}: ListViewProps & {
  table: ServerTableModel<K>;
  /** `{testId}-table` names the table, `{testId}-add` its add button. */
  testId: string;
  texts: { title: string; empty: string; add: string; addTitle: string };
  filter: ReactNode;
  save: CreateMutation<Body>;
  target: SoftDeleteTarget;
  form: (props: AddFormProps<Body>) => ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ServerTable
        table={table}
        data-testid={`${testId}-table`}
        trackBy="id"
        title={texts.title}
        headingVariant="h1"
        emptyText={texts.empty}
        actions={
          <ListActions viewSwitch={viewSwitch} addLabel={texts.add} addTestId={`${testId}-add`} onAdd={() => setAdding(true)} />
        }
        filter={filter}
      />
      <AddRecordDialog
        visible={adding}
        header={texts.addTitle}
        save={save}
        target={target}
        onClose={() => setAdding(false)}
        form={form}
      />
    </>
  );
}

/** The server-paged recycle bin of pharmacies or laboratories, searched by code and party. */
export function TrashTable<K extends TableRoute>({
  table,
  viewSwitch,
  testId,
  title,
  codeLabel,
}: ListViewProps & {
  table: ServerTableModel<K> & { filters: Record<TrashFilter, string>; setFilter: (name: TrashFilter, value: string) => void };
  testId: string;
  title: string;
  codeLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <ServerTable
      table={table}
      data-testid={testId}
      trackBy="id"
      title={title}
      headingVariant="h1"
      description={t('operations.recycle.description')}
      emptyText={t('operations.recycle.empty')}
      actions={viewSwitch}
      filter={
        <Grid gridDefinition={[{ colspan: { default: 12, xs: 6, m: 3 } }, { colspan: { default: 12, xs: 6, m: 3 } }]}>
          <TextFilter table={table} name="code" label={codeLabel} />
          <TextFilter table={table} name="party" label={t('operations.fields.party')} />
        </Grid>
      }
    />
  );
}
