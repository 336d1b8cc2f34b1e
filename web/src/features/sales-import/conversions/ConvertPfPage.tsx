/**
 * /administration/import-sales/convert_pf (spec §2, §5): the customer-to-pharmacy conversions,
 * server paged by customer code, with text filters customerCode, slCode, sl and pfCode; export,
 * import, new row, reset and refresh (./ConversionList.tsx). A row's customer code opens its detail.
 */
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/RouterLink';
import { TextFilter, useServerTable, type ServerColumn } from '../../../components/table';
import { paths, withParam } from '../../../config/paths';
import { download } from '../../../lib/download';
import { api } from '../../../lib/http';
import { importKeys, onForm, type CustomerConversion } from '../api';
import { ConversionList } from './ConversionList';
import { customerConversionIssues, type CustomerConversionValues } from './conversion-rules';
import { textSearch } from './search';

/** The route's filter names, each with the field it filters. */
const FILTERS = { customerCode: 'customer_code', slCode: 'sl_code', sl: 'sl', pfCode: 'pf_code' } as const;
export const CUSTOMER_FIELDS = ['customer_code', 'sl_code', 'sl', 'pf_code'] as const;
const showHref = (id: number) => withParam(paths.importSalesConvertPfShow, id);

export const customerBody = (v: CustomerConversionValues) => ({
  customer_code: v.customer_code.trim(),
  sl_code: v.sl_code.trim(),
  sl: v.sl.trim(),
  pf_code: v.pf_code.trim(),
});

export default function ConvertPfPage() {
  const { t } = useTranslation();
  const columns: ServerColumn<CustomerConversion, 'customer_code'>[] = [
    {
      id: 'customer_code',
      header: t('salesImport.fields.customer_code'),
      sortingField: 'customer_code',
      cell: (c) => <RouterLink href={showHref(c.id)}>{c.customer_code}</RouterLink>,
    },
    { id: 'sl_code', header: t('salesImport.fields.sl_code'), cell: (c) => c.sl_code },
    { id: 'sl', header: t('salesImport.fields.sl'), cell: (c) => c.sl },
    { id: 'pf_code', header: t('salesImport.fields.pf_code'), cell: (c) => c.pf_code },
  ];
  const names = Object.keys(FILTERS) as (keyof typeof FILTERS)[];
  const table = useServerTable('sales_import.convert_pf.datatable', { columns, filters: names, search: textSearch });
  return (
    <ConversionList<'sales_import.convert_pf.datatable', CustomerConversionValues>
      kind="convert_pf"
      href={paths.importSalesConvertPf}
      table={table}
      filters={names.map((name) => (
        <TextFilter key={name} table={table} name={name} label={t(`salesImport.fields.${FILTERS[name]}`)} />
      ))}
      queryKey={importKeys.convertPf}
      fields={CUSTOMER_FIELDS}
      check={customerConversionIssues}
      empty={{ customer_code: '', sl_code: '', sl: '', pf_code: '' }}
      create={(v) => api.call('sales_import.convert_pf.store', { body: customerBody(v), ...onForm }).then((a) => a.data)}
      showHref={showHref}
      exportFile={() => download('sales_import.convert_pf.export', { query: { search: textSearch(table.state.filters) } })}
      importFile={(file) => api.call('sales_import.convert_pf.import', { body: { file } }).then((a) => a.data)}
    />
  );
}
