/**
 * /administration/import-sales/convert_cn (spec §2, §5): the product-code conversions, server
 * paged, with text filters cn, xf and description; export (the filtered rows as xlsx), import of a
 * spreadsheet, a new row, reset (clears the filters) and refresh. A row's cn opens its detail.
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
import { importKeys, onForm, type ProductConversion } from '../api';
import { ImportFileDialog } from '../components/ImportFileDialog';
import { useSalesImportFrame } from '../nav';
import { ConversionForm } from './ConversionForm';
import { productConversionIssues, type ProductConversionValues } from './conversion-rules';
import { ListActions } from './ListActions';
import { textSearch } from './search';

const FILTERS = ['cn', 'xf', 'description'] as const;
export const PRODUCT_FIELDS = ['cn', 'xf', 'description'] as const;

export const productBody = (v: ProductConversionValues) => ({
  cn: v.cn.trim(),
  xf: v.xf.trim(),
  description: v.description.trim() || null,
});

export default function ConvertCnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const title = t('salesImport.convert_cn.title');
  useSalesImportFrame([{ text: title, href: paths.importSalesConvertCn }]);
  const columns: ServerColumn<ProductConversion, 'cn'>[] = [
    {
      id: 'cn',
      header: t('salesImport.fields.cn'),
      sortingField: 'cn',
      cell: (c) => <RouterLink href={withParam(paths.importSalesConvertCnShow, c.id)}>{c.cn}</RouterLink>,
    },
    { id: 'xf', header: t('salesImport.fields.xf'), cell: (c) => c.xf },
    { id: 'description', header: t('salesImport.fields.description'), cell: (c) => c.description ?? '' },
  ];
  const table = useServerTable('sales_import.convert_cn.datatable', { columns, filters: FILTERS, search: textSearch });
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors>();
  const create = useGuardedMutation({
    mutationFn: (v: ProductConversionValues) =>
      api.call('sales_import.convert_cn.store', { body: productBody(v), ...onForm }).then((a) => a.data),
  });
  const refresh = () => client.invalidateQueries({ queryKey: importKeys.convertCn });

  return (
    <>
      <ServerTable
        table={table}
        data-testid="convert-cn-table"
        trackBy="id"
        title={title}
        headingVariant="h1"
        description={t('salesImport.convert_cn.description')}
        onRefresh={() => undefined}
        emptyText={t('salesImport.convert_cn.empty')}
        actions={
          <ListActions
            testId="convert-cn"
            onExport={() => download('sales_import.convert_cn.export', { query: { search: textSearch(table.state.filters) } })}
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
          <Grid
            gridDefinition={[
              { colspan: { default: 12, xs: 3 } },
              { colspan: { default: 12, xs: 3 } },
              { colspan: { default: 12, xs: 6 } },
            ]}
          >
            <TextFilter table={table} name="cn" label={t('salesImport.fields.cn')} />
            <TextFilter table={table} name="xf" label={t('salesImport.fields.xf')} />
            <TextFilter table={table} name="description" label={t('salesImport.fields.description')} />
          </Grid>
        }
      />
      <Modal
        visible={adding}
        size="medium"
        header={t('salesImport.convert_cn.add_title')}
        onDismiss={() => !create.isPending && setAdding(false)}
      >
        {adding ? (
          <ConversionForm<ProductConversionValues>
            testId="convert-cn-form"
            fields={PRODUCT_FIELDS}
            check={productConversionIssues}
            initial={{ cn: '', xf: '', description: '' }}
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
                  navigate(withParam(paths.importSalesConvertCnShow, row.id));
                },
                onError: (error) => setServerErrors(serverFieldErrors(error) ?? undefined),
              })
            }
          />
        ) : null}
      </Modal>
      <ImportFileDialog
        visible={importing}
        title={t('salesImport.convert_cn.import_title')}
        hint={t('salesImport.convert_cn.import_hint')}
        run={(file) => api.call('sales_import.convert_cn.import', { body: { file } }).then((a) => a.data)}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
    </>
  );
}
