/**
 * The price catalog screen (§2 /administration/import-sales/catalog): one month at a time (the
 * date filter; the newest month loaded by default), in cn order; a cn filter is a key prefix,
 * description and pvf are checked on the rows read.
 */
import { salesImportRoutes } from '../../../shared/api/routes/sales-import';
import type { CatalogEntry } from '../../../shared/sales-import/views';
import { defineDatatable, type IndexRange } from '../../lib/datatable/define';
import { env } from '../../lib/env';
import type { Request } from '../../lib/http/group-handler';
import { catalogMonths, catalogView, type CatalogItem } from '../../lib/sales-import/catalog';
import { K } from '../../lib/sales-import/store';
import { fold } from './conversions';

type R = typeof salesImportRoutes;

interface Ctx {
  month: string;
  rows: number | null;
}

function monthRange(ctx: Ctx, cnPrefix?: string): IndexRange<CatalogEntry> {
  return {
    label: `${K.catalog(ctx.month)}${cnPrefix ? ` begins_with ${cnPrefix}` : ''}`,
    query: {
      TableName: env.tableName(),
      KeyConditionExpression: cnPrefix ? 'pk = :pk AND begins_with(sk, :p)' : 'pk = :pk',
      ExpressionAttributeValues: { ':pk': K.catalog(ctx.month), ...(cnPrefix ? { ':p': cnPrefix } : {}) },
    },
    covers: cnPrefix ? ['date', 'cn'] : ['date'],
    row: (item) => catalogView(item as unknown as CatalogItem),
  };
}

export const catalogTable = defineDatatable(salesImportRoutes['sales_import.catalog.datatable']).indexed<CatalogEntry, Ctx>({
  sorts: { default: (ctx) => monthRange(ctx), cn: (ctx) => monthRange(ctx) },
  narrow: [(q, ctx) => (q.search.cn ? monthRange(ctx, q.search.cn) : undefined)],
  filters: {
    cn: (row, v) => row.cn.startsWith(v),
    description: (row, v) => fold(row.description).includes(fold(v)),
    pvf: (row, v) => Math.abs(row.pvf - v) < 0.005,
    date: (row, v) => row.date === v,
  },
  count: async (q, ctx) => (q.search.cn || q.search.description || q.search.pvf !== undefined ? null : ctx.rows),
  walkLimit: 5_000,
});

/** The newest month loaded when the query names none (an empty catalog reads the current month). */
export async function catalogContext(month: string | undefined): Promise<Ctx> {
  const months = await catalogMonths();
  const chosen = month ?? months[0]?.month ?? new Date().toISOString().slice(0, 7);
  return { month: chosen, rows: months.find((m) => m.month === chosen)?.rows ?? 0 };
}

export async function catalogDatatable({ query }: Request<R['sales_import.catalog.datatable']>) {
  return catalogTable.answer(query, await catalogContext(query.search.date));
}

export async function catalogMonthsIndex() {
  return { data: await catalogMonths() };
}
