/**
 * /administration/import-sales/convert_pf (spec §2, §5): the customer-to-pharmacy conversions,
 * server paged, with text filters customerCode, slCode, sl and pfCode; export, import, new row,
 * reset and refresh as convert_cn. A row's customer code opens its detail.
 */
import Grid from '@cloudscape-design/components/grid';
import Modal from '@cloudscape-design/components/modal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../../components/RouterLink';
import { ServerTable, TextFilter, useServerTable, type ServerColumn } from '../../../components/table';
import { serverFieldErrors, type ServerErrors } from '../../../components/validation';
import { paths, withParam } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { download } from '../../../lib/download';
import { api } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { importKeys, onForm, type CustomerConversion } from '../api';
import { ImportFileDialog } from '../components/ImportFileDialog';
import { useSalesImportFrame } from '../nav';
import { ConversionForm } from './ConversionForm';
import { customerConversionIssues, type CustomerConversionValues } from './conversion-rules';
import { ListActions } from './ListActions';
import { textSearch } from './search';

const FILTERS = ['customerCode', 'slCode', 'sl', 'pfCode'] as const;
export const CUSTOMER_FIELDS = ['customer_code', 'sl_code', 'sl', 'pf_code'] as const;

export const customerBody = (v: CustomerConversionValues) => ({
  customer_code: v.customer_code.trim(),
  sl_code: v.sl_code.trim(),
  sl: v.sl.trim(),
  pf_code: v.pf_code.trim(),
});

export default function ConvertPfPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const title = t('salesImport.convert_pf.title');
  useSalesImportFrame([{ text: title, href: paths.importSalesConvertPf }]);
  const columns: ServerColumn<CustomerConversion, 'customer_code'>[] = [
    {
      id: 'customer_code',
      header: t('salesImport.fields.customer_code'),
      sortingField: 'customer_code',
      cell: (c) => <RouterLink href={withParam(paths.importSalesConvertPfShow, c.id)}>{c.customer_code}</RouterLink>,
    },
    { id: 'sl_code', header: t('salesImport.fields.sl_code'), cell: (c) => c.sl_code },
    { id: 'sl', header: t('salesImport.fields.sl'), cell: (c) => c.sl },
    { id: 'pf_code', header: t('salesImport.fields.pf_code'), cell: (c) => c.pf_code },
  ];
  const table = useServerTable('sales_import.convert_pf.datatable', { columns, filters: FILTERS, search: textSearch });
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors>();
  const create = useGuardedMutation({
    mutationFn: (v: CustomerConversionValues) =>
      api.call('sales_import.convert_pf.store', { body: customerBody(v), ...onForm }).then((a) => a.data),
  });
  const refresh = () => client.invalidateQueries({ queryKey: importKeys.convertPf });

  return (
    <>
      <ServerTable
        table={table}
        data-testid="convert-pf-table"
        trackBy="id"
        title={title}
        headingVariant="h1"
        description={t('salesImport.convert_pf.description')}
        onRefresh={() => undefined}
        emptyText={t('salesImport.convert_pf.empty')}
        actions={
          <ListActions
            testId="convert-pf"
            onExport={() => download('sales_import.convert_pf.export', { query: { search: textSearch(table.state.filters) } })}
            onImport={() => setImporting(true)}
            onNew={() => {
              setServerErrors(undefined);
              setAdding(true);
            }}
            onReset={table.clearFilters}
            resetDisabled={!table.filtering}
          />
        }
        filter={
          <Grid gridDefinition={FILTERS.map(() => ({ colspan: { default: 12, xs: 3 } }))}>
            <TextFilter table={table} name="customerCode" label={t('salesImport.fields.customer_code')} />
            <TextFilter table={table} name="slCode" label={t('salesImport.fields.sl_code')} />
            <TextFilter table={table} name="sl" label={t('salesImport.fields.sl')} />
            <TextFilter table={table} name="pfCode" label={t('salesImport.fields.pf_code')} />
          </Grid>
        }
      />
      <Modal
        visible={adding}
        size="medium"
        header={t('salesImport.convert_pf.add_title')}
        onDismiss={() => !create.isPending && setAdding(false)}
      >
        {adding ? (
          <ConversionForm<CustomerConversionValues>
            testId="convert-pf-form"
            fields={CUSTOMER_FIELDS}
            check={customerConversionIssues}
            initial={{ customer_code: '', sl_code: '', sl: '', pf_code: '' }}
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
                  navigate(withParam(paths.importSalesConvertPfShow, row.id));
                },
                onError: (error) => setServerErrors(serverFieldErrors(error) ?? undefined),
              })
            }
          />
        ) : null}
      </Modal>
      <ImportFileDialog
        visible={importing}
        title={t('salesImport.convert_pf.import_title')}
        hint={t('salesImport.convert_pf.import_hint')}
        run={(file) => api.call('sales_import.convert_pf.import', { body: { file } }).then((a) => a.data)}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
    </>
  );
}
