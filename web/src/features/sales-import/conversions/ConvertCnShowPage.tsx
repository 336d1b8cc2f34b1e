/** /administration/import-sales/convert_cn/show/:id (spec §2, §5, §8): a product conversion's edit form. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors, type ServerErrors } from '../../../components/validation';
import { paths, withParam } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { api } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { importKeys, onForm } from '../api';
import { useSalesImportFrame } from '../nav';
import { ConversionForm } from './ConversionForm';
import { ConversionShow, useConversionId } from './ConversionShow';
import { productConversionIssues, type ProductConversionValues } from './conversion-rules';
import { PRODUCT_FIELDS, productBody } from './ConvertCnPage';

export default function ConvertCnShowPage() {
  const { t } = useTranslation();
  const id = useConversionId();
  const client = useQueryClient();
  const key = [...importKeys.convertCn, 'show', id];
  const record = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.call('sales_import.convert_cn.show', { params: { id }, signal, handle: [404] }).then((a) => a.data),
    enabled: id > 0,
    retry: false,
  });
  const [serverErrors, setServerErrors] = useState<ServerErrors>();
  const save = useGuardedMutation({
    mutationFn: (v: ProductConversionValues) =>
      api.call('sales_import.convert_cn.update', { params: { id }, body: productBody(v), ...onForm }).then((a) => a.data),
    onSuccess: async (row) => {
      client.setQueryData(key, row);
      alerts.add({ type: 'success', msg: t('alerts.update') });
      setServerErrors(undefined);
      await client.invalidateQueries({
        queryKey: importKeys.convertCn,
        exact: false,
        predicate: (q) => q.queryKey[2] !== 'show',
      });
    },
    onError: (error) => setServerErrors(serverFieldErrors(error) ?? undefined),
  });
  const list = t('salesImport.convert_cn.title');
  const title = record.data ? t('salesImport.convert_cn.show_title', { cn: record.data.cn }) : list;
  useSalesImportFrame([
    { text: list, href: paths.importSalesConvertCn },
    { text: title, href: withParam(paths.importSalesConvertCnShow, id) },
  ]);
  return (
    <ConversionShow
      title={title}
      record={record}
      id={id}
      back={paths.importSalesConvertCn}
      backText={t('salesImport.back_to', { list })}
    >
      {record.data ? (
        <ConversionForm<ProductConversionValues>
          key={record.data.id}
          testId="convert-cn-form"
          fields={PRODUCT_FIELDS}
          check={productConversionIssues}
          initial={{ cn: record.data.cn, xf: record.data.xf, description: record.data.description ?? '' }}
          submitLabel={t('salesImport.save')}
          saving={save.isPending}
          serverErrors={serverErrors}
          onSubmit={(values) => save.mutate(values)}
        />
      ) : null}
    </ConversionShow>
  );
}
