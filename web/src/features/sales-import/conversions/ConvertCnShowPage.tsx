/** /administration/import-sales/convert_cn/show/:id (spec §2, §5, §8): a product conversion's edit form. */
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/http';
import { importKeys, onForm, type ProductConversion } from '../api';
import { ConversionShow } from './ConversionShow';
import { productConversionIssues, type ProductConversionValues } from './conversion-rules';
import { PRODUCT_FIELDS, productBody } from './ConvertCnPage';

export default function ConvertCnShowPage() {
  const { t } = useTranslation();
  return (
    <ConversionShow<ProductConversion, ProductConversionValues>
      kind={{
        keys: importKeys.convertCn,
        listTitleKey: 'salesImport.convert_cn.title',
        title: (row) => t('salesImport.convert_cn.show_title', { cn: row.cn }),
        listPath: paths.importSalesConvertCn,
        showPath: paths.importSalesConvertCnShow,
        testId: 'convert-cn-form',
        fields: PRODUCT_FIELDS,
        check: productConversionIssues,
        initial: (row) => ({ cn: row.cn, xf: row.xf, description: row.description ?? '' }),
        load: (id, signal) =>
          api.call('sales_import.convert_cn.show', { params: { id }, signal, handle: [404] }).then((a) => a.data),
        save: (id, v) =>
          api.call('sales_import.convert_cn.update', { params: { id }, body: productBody(v), ...onForm }).then((a) => a.data),
      }}
    />
  );
}
