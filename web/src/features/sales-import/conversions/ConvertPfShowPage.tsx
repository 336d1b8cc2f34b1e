/** /administration/import-sales/convert_pf/show/:id (spec §2, §5, §8): a customer conversion's edit form. */
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/http';
import { importKeys, onForm, type CustomerConversion } from '../api';
import { ConversionShow } from './ConversionShow';
import { customerConversionIssues, type CustomerConversionValues } from './conversion-rules';
import { CUSTOMER_FIELDS, customerBody } from './ConvertPfPage';

export default function ConvertPfShowPage() {
  const { t } = useTranslation();
  return (
    <ConversionShow<CustomerConversion, CustomerConversionValues>
      kind={{
        keys: importKeys.convertPf,
        listTitleKey: 'salesImport.convert_pf.title',
        title: (row) => t('salesImport.convert_pf.show_title', { code: row.customer_code }),
        listPath: paths.importSalesConvertPf,
        showPath: paths.importSalesConvertPfShow,
        testId: 'convert-pf-form',
        fields: CUSTOMER_FIELDS,
        check: customerConversionIssues,
        initial: (row) => ({ customer_code: row.customer_code, sl_code: row.sl_code, sl: row.sl, pf_code: row.pf_code }),
        load: (id, signal) =>
          api.call('sales_import.convert_pf.show', { params: { id }, signal, handle: [404] }).then((a) => a.data),
        save: (id, v) =>
          api.call('sales_import.convert_pf.update', { params: { id }, body: customerBody(v), ...onForm }).then((a) => a.data),
      }}
    />
  );
}
