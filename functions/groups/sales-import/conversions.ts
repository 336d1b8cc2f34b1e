/**
 * convert_cn and convert_pf (§2, §5): server tables in code order (a code filter is a key prefix),
 * the other text filters checked on the rows read; create, show, update with the code unique.
 */
import { salesImportRoutes } from '../../../shared/api/routes/sales-import';
import type { CustomerConversion, ProductConversion } from '../../../shared/sales-import/views';
import { defineDatatable, type IndexRange } from '../../lib/datatable/define';
import { env } from '../../lib/env';
import { invalid, notFound } from '../../lib/http/errors';
import { reply, type Request } from '../../lib/http/group-handler';
import {
  conversionCount,
  CONVERSION_PARTITION,
  COUNT_SK,
  createConversions,
  customerView,
  getConversionById,
  productView,
  updateConversion,
  type ConversionKind,
  type CustomerConversionItem,
  type ProductConversionItem,
} from '../../lib/sales-import/conversions';

type R = typeof salesImportRoutes;

/** Accent- and case-free "contains". */
export const fold = (s: string | null | undefined) => (s ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const contains = (value: string | null | undefined, wanted: string) => fold(value).includes(fold(wanted));

/** The conversions of one kind in code order, from `prefix` on (the counter item sorts last and is left out). */
function codeRange<Row>(
  kind: ConversionKind,
  row: (item: Record<string, unknown>) => Row,
  prefix?: string,
  covers: string[] = [],
): IndexRange<Row> {
  return {
    label: `${CONVERSION_PARTITION[kind]}${prefix ? ` begins_with ${prefix}` : ''}`,
    query: {
      TableName: env.tableName(),
      KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :p)' : 'pk = :pk AND sk < :count',
      ExpressionAttributeValues: { ':pk': CONVERSION_PARTITION[kind], ...(prefix ? { ':p': prefix } : { ':count': COUNT_SK }) },
    },
    covers,
    row,
  };
}

const WALK_LIMIT = 5_000;

export const convertCnTable = defineDatatable(salesImportRoutes['sales_import.convert_cn.datatable']).indexed<ProductConversion>({
  sorts: {
    default: () => codeRange('cn', (i) => productView(i as unknown as ProductConversionItem)),
    cn: () => codeRange('cn', (i) => productView(i as unknown as ProductConversionItem)),
  },
  narrow: [
    (q) =>
      q.search.cn ? codeRange('cn', (i) => productView(i as unknown as ProductConversionItem), q.search.cn, ['cn']) : undefined,
  ],
  filters: {
    cn: (row, v) => row.cn.startsWith(v),
    xf: (row, v) => contains(row.xf, v),
    description: (row, v) => contains(row.description, v),
  },
  count: async (q) => (Object.values(q.search).some((v) => v) ? null : conversionCount('cn')),
  walkLimit: WALK_LIMIT,
});

export const convertPfTable = defineDatatable(salesImportRoutes['sales_import.convert_pf.datatable']).indexed<CustomerConversion>(
  {
    sorts: {
      default: () => codeRange('pf', (i) => customerView(i as unknown as CustomerConversionItem)),
      customer_code: () => codeRange('pf', (i) => customerView(i as unknown as CustomerConversionItem)),
    },
    narrow: [
      (q) =>
        q.search.customerCode
          ? codeRange('pf', (i) => customerView(i as unknown as CustomerConversionItem), q.search.customerCode, ['customerCode'])
          : undefined,
    ],
    filters: {
      customerCode: (row, v) => row.customer_code.startsWith(v),
      slCode: (row, v) => contains(row.sl_code, v),
      sl: (row, v) => contains(row.sl, v),
      pfCode: (row, v) => contains(row.pf_code, v),
    },
    count: async (q) => (Object.values(q.search).some((v) => v) ? null : conversionCount('pf')),
    walkLimit: WALK_LIMIT,
  },
);

export const convertCnDatatable = ({ query }: Request<R['sales_import.convert_cn.datatable']>) => convertCnTable.answer(query);
export const convertPfDatatable = ({ query }: Request<R['sales_import.convert_pf.datatable']>) => convertPfTable.answer(query);

export async function convertCnStore({ body }: Request<R['sales_import.convert_cn.store']>) {
  const created = await createConversions('cn', [{ cn: body.cn, xf: body.xf, description: body.description ?? null }]);
  if (created === false) throw invalid('cn', 'validation.conversion_exists', { cn: body.cn });
  return reply(201, { data: productView(created[0]!) });
}

export async function convertCnShow({ params }: Request<R['sales_import.convert_cn.show']>) {
  const item = await getConversionById('cn', params.id);
  if (!item) throw notFound();
  return { data: productView(item) };
}

export async function convertCnUpdate({ params, body }: Request<R['sales_import.convert_cn.update']>) {
  const item = await getConversionById('cn', params.id);
  if (!item) throw notFound();
  const saved = await updateConversion('cn', item, { cn: body.cn, xf: body.xf, description: body.description ?? null });
  if (saved === false) throw invalid('cn', 'validation.conversion_exists', { cn: body.cn });
  return { data: productView(saved) };
}

export async function convertPfStore({ body }: Request<R['sales_import.convert_pf.store']>) {
  const created = await createConversions('pf', [body]);
  if (created === false)
    throw invalid('customer_code', 'validation.customer_conversion_exists', { customer_code: body.customer_code });
  return reply(201, { data: customerView(created[0]!) });
}

export async function convertPfShow({ params }: Request<R['sales_import.convert_pf.show']>) {
  const item = await getConversionById('pf', params.id);
  if (!item) throw notFound();
  return { data: customerView(item) };
}

export async function convertPfUpdate({ params, body }: Request<R['sales_import.convert_pf.update']>) {
  const item = await getConversionById('pf', params.id);
  if (!item) throw notFound();
  const saved = await updateConversion('pf', item, body);
  if (saved === false)
    throw invalid('customer_code', 'validation.customer_conversion_exists', { customer_code: body.customer_code });
  return { data: customerView(saved) };
}
