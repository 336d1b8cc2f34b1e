/**
 * What the convert_cn and convert_pf screens share (spec §2): the server table with its text
 * filters and actions (reset, export of the filtered rows, import of a spreadsheet, new row,
 * refresh), the new-row dialog (a created row opens on its page) and the import dialog. Each
 * screen declares its table, fields, rules and calls.
 */
import Grid from '@cloudscape-design/components/grid';
import Modal from '@cloudscape-design/components/modal';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ConversionImportResult } from '../../../../../shared/sales-import/views';
import { ServerTable, type ServerTableModel, type TableRoute } from '../../../components/table';
import { serverFieldErrors, type FieldIssue, type ServerErrors } from '../../../components/validation';
import { alerts } from '../../../lib/alerts';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { ImportFileDialog } from '../components/ImportFileDialog';
import { useSalesImportFrame } from '../nav';
import { ConversionForm } from './ConversionForm';
import { ListActions } from './ListActions';

export function ConversionList<K extends TableRoute, V extends Record<string, string>>(props: {
  /** convert_cn or convert_pf: the catalogue keys under salesImport, and the test ids (with a hyphen). */
  kind: 'convert_cn' | 'convert_pf';
  href: string;
  table: ServerTableModel<K>;
  filters: ReactNode[];
  queryKey: readonly string[];
  fields: readonly (keyof V & string)[];
  check: (values: V) => Partial<Record<keyof V, FieldIssue>>;
  empty: V;
  create: (values: V) => Promise<{ id: number }>;
  showHref: (id: number) => string;
  exportFile: () => Promise<unknown>;
  importFile: (uploadId: string) => Promise<ConversionImportResult>;
}) {
  const { kind, table } = props;
  const testId = kind.replace('_', '-');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const title = t(`salesImport.${kind}.title`);
  useSalesImportFrame([{ text: title, href: props.href }]);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors>();
  const create = useGuardedMutation({ mutationFn: props.create });
  const refresh = () => client.invalidateQueries({ queryKey: props.queryKey });

  return (
    <>
      <ServerTable
        table={table}
        data-testid={`${testId}-table`}
        trackBy="id"
        title={title}
        headingVariant="h1"
        description={t(`salesImport.${kind}.description`)}
        onRefresh={() => undefined}
        emptyText={t(`salesImport.${kind}.empty`)}
        actions={
          <ListActions
            testId={testId}
            onExport={props.exportFile}
            onImport={() => setImporting(true)}
            onNew={() => {
              setServerErrors(undefined);
              setAdding(true);
            }}
            onReset={table.clearFilters}
            resetDisabled={!table.filtering}
          />
        }
        filter={<Grid gridDefinition={props.filters.map(() => ({ colspan: { default: 12, xs: 3 } }))}>{props.filters}</Grid>}
      />
      <Modal
        visible={adding}
        size="medium"
        header={t(`salesImport.${kind}.add_title`)}
        onDismiss={() => !create.isPending && setAdding(false)}
      >
        {adding ? (
          <ConversionForm<V>
            testId={`${testId}-form`}
            fields={props.fields}
            check={props.check}
            initial={props.empty}
            submitLabel={t('salesImport.create')}
            saving={create.isPending}
            serverErrors={serverErrors}
            onCancel={() => setAdding(false)}
            onSubmit={(values) =>
              create.mutate(values, {
                onSuccess: async (row) => {
                  alerts.add({ type: 'success', msg: t('alerts.create') });
                  setAdding(false);
                  await refresh();
                  navigate(props.showHref(row.id));
                },
                onError: (error) => setServerErrors(serverFieldErrors(error) ?? undefined),
              })
            }
          />
        ) : null}
      </Modal>
      <ImportFileDialog
        visible={importing}
        title={t(`salesImport.${kind}.import_title`)}
        hint={t(`salesImport.${kind}.import_hint`)}
        run={props.importFile}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
    </>
  );
}
