/** /administration/import-sales/convert_pf/show/:id (spec §2, §5, §8): a customer conversion's edit form. */
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
import { customerConversionIssues, type CustomerConversionValues } from './conversion-rules';
import { CUSTOMER_FIELDS, customerBody } from './ConvertPfPage';

export default function ConvertPfShowPage() {
  const { t } = useTranslation();
  const id = useConversionId();
  const client = useQueryClient();
  const key = [...importKeys.convertPf, 'show', id];
  const record = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.call('sales_import.convert_pf.show', { params: { id }, signal, handle: [404] }).then((a) => a.data),
    enabled: id > 0,
    retry: false,
  });
  const [serverErrors, setServerErrors] = useState<ServerErrors>();
  const save = useGuardedMutation({
    mutationFn: (v: CustomerConversionValues) =>
      api.call('sales_import.convert_pf.update', { params: { id }, body: customerBody(v), ...onForm }).then((a) => a.data),
    onSuccess: async (row) => {
      client.setQueryData(key, row);
      alerts.add({ type: 'success', msg: t('alerts.update') });
      setServerErrors(undefined);
      await client.invalidateQueries({
        queryKey: importKeys.convertPf,
        exact: false,
        predicate: (q) => q.queryKey[2] !== 'show',
      });
    },
    onError: (error) => setServerErrors(serverFieldErrors(error) ?? undefined),
  });
  const list = t('salesImport.convert_pf.title');
  const title = record.data ? t('salesImport.convert_pf.show_title', { code: record.data.customer_code }) : list;
  useSalesImportFrame([
    { text: list, href: paths.importSalesConvertPf },
    { text: title, href: withParam(paths.importSalesConvertPfShow, id) },
  ]);
  return (
    <ConversionShow
      title={title}
      record={record}
      id={id}
      back={paths.importSalesConvertPf}
      backText={t('salesImport.back_to', { list })}
    >
      {record.data ? (
        <ConversionForm<CustomerConversionValues>
          key={record.data.id}
          testId="convert-pf-form"
          fields={CUSTOMER_FIELDS}
          check={customerConversionIssues}
          initial={{
            customer_code: record.data.customer_code,
            sl_code: record.data.sl_code,
            sl: record.data.sl,
            pf_code: record.data.pf_code,
          }}
          submitLabel={t('salesImport.save')}
          saving={save.isPending}
          serverErrors={serverErrors}
          onSubmit={(values) => save.mutate(values)}
        />
      ) : null}
    </ConversionShow>
  );
}
