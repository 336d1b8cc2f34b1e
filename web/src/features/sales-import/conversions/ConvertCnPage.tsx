/**
 * /administration/import-sales/convert_cn (spec §2, §5): the product-code conversions, server
 * paged by cn, with text filters cn, xf and description; export, import, new row, reset and
 * refresh (./ConversionList.tsx). A row's cn opens its detail.
 */
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/RouterLink';
import { TextFilter, useServerTable, type ServerColumn } from '../../../components/table';
import { paths, withParam } from '../../../config/paths';
import { download } from '../../../lib/download';
import { api } from '../../../lib/http';
import { importKeys, onForm, type ProductConversion } from '../api';
import { ConversionList } from './ConversionList';
import { productConversionIssues, type ProductConversionValues } from './conversion-rules';
import { textSearch } from './search';

const FILTERS = ['cn', 'xf', 'description'] as const;
export const PRODUCT_FIELDS = ['cn', 'xf', 'description'] as const;
const showHref = (id: number) => withParam(paths.importSalesConvertCnShow, id);

export const productBody = (v: ProductConversionValues) => ({
  cn: v.cn.trim(),
  xf: v.xf.trim(),
  description: v.description.trim() || null,
});

export default function ConvertCnPage() {
  const { t } = useTranslation();
  const columns: ServerColumn<ProductConversion, 'cn'>[] = [
    {
      id: 'cn',
      header: t('salesImport.fields.cn'),
      sortingField: 'cn',
      cell: (c) => <RouterLink href={showHref(c.id)}>{c.cn}</RouterLink>,
    },
    { id: 'xf', header: t('salesImport.fields.xf'), cell: (c) => c.xf },
    { id: 'description', header: t('salesImport.fields.description'), cell: (c) => c.description ?? '' },
  ];
  const table = useServerTable('sales_import.convert_cn.datatable', { columns, filters: FILTERS, search: textSearch });
  return (
    <ConversionList<'sales_import.convert_cn.datatable', ProductConversionValues>
      kind="convert_cn"
      href={paths.importSalesConvertCn}
      table={table}
      filters={FILTERS.map((name) => (
        <TextFilter key={name} table={table} name={name} label={t(`salesImport.fields.${name}`)} />
      ))}
      queryKey={importKeys.convertCn}
      fields={PRODUCT_FIELDS}
      check={productConversionIssues}
      empty={{ cn: '', xf: '', description: '' }}
      create={(v) => api.call('sales_import.convert_cn.store', { body: productBody(v), ...onForm }).then((a) => a.data)}
      showHref={showHref}
      exportFile={() => download('sales_import.convert_cn.export', { query: { search: textSearch(table.state.filters) } })}
      importFile={(file) => api.call('sales_import.convert_cn.import', { body: { file } }).then((a) => a.data)}
    />
  );
}
