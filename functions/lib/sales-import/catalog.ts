/**
 * The price catalog (§3 catalog entry: cn, description, pvf, month): one partition per month,
 * keyed by cn, so a month's list pages in cn order and a month is replaced as a whole; a months
 * item per month holds its row count (the unfiltered total, and the newest month by default).
 */
import type { CatalogEntry } from '../../../shared/sales-import/views';
import { K, queryAll, update, writeMany } from './store';

export interface CatalogItem {
  pk: string;
  sk: string;
  cn: string;
  description: string;
  pvf: number;
  month: string;
}

export const catalogView = (i: CatalogItem): CatalogEntry => ({
  id: `${i.month}:${i.cn}`,
  cn: i.cn,
  description: i.description,
  pvf: i.pvf,
  date: i.month,
});

export async function catalogMonths(): Promise<{ month: string; rows: number }[]> {
  const items = await queryAll<{ sk: string; rows: number }>(K.catalogMonths);
  return items.map((i) => ({ month: i.sk, rows: i.rows })).sort((a, b) => (a.month < b.month ? 1 : -1));
}

/** Replaces a month's list: puts every entry, then deletes the month's codes the new list lacks. */
export async function replaceCatalogMonth(
  month: string,
  entries: { cn: string; description: string; pvf: number }[],
  parallel = 6,
) {
  const before = await queryAll<{ sk: string }>(K.catalog(month), undefined, { ProjectionExpression: 'sk' });
  const keep = new Set(entries.map((e) => e.cn));
  await writeMany(
    [
      ...entries.map((e) => ({ put: { pk: K.catalog(month), sk: e.cn, ...e, month } })),
      ...before.filter((b) => !keep.has(b.sk)).map((b) => ({ del: { pk: K.catalog(month), sk: b.sk } })),
    ],
    parallel,
  );
  await update(K.catalogMonths, month, 'SET #n = :n', { ':n': keep.size }, { '#n': 'rows' });
  return { created: entries.filter((e) => !before.some((b) => b.sk === e.cn)).length, rows: keep.size };
}
