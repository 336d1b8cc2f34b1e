/**
 * The wizard's step lists (new products, pharmacies with specialities, customers without deposit)
 * as compact items the workflow writes (build-views.ts) and the API pages by key range: one
 * partition per list and version, the default order in the sort key, other orders in gsi1/gsi2 of
 * the same items. An API call reads about one page, however many rows are staged (DESIGN.md
 * "Long-running work"). Wrong prices are the staged rows themselves, on a sparse index (staging.ts).
 */
import type { IndexRange } from '../datatable/define';
import { env } from '../env';
import { K } from './store';

/**
 * The lists. `new_products_c` is step 3's list keyed by customer then product (one entry per pair:
 * its first row), so a customer filter is a key range. Steps 3 and 5 also have each distributor's
 * own copy (`<list>@d<id>`, see `listName`), so a distributor filter is a partition with its own
 * count.
 */
export type ViewList = 'new_products' | 'new_products_c' | 'specialities' | 'no_deposit';

/** Per list: which key each sort reads (sk: the partition's own order; gsi1, gsi2). */
export const VIEW_SORTS = {
  new_products: { product_code: 'sk', description: 'gsi1' },
  // Customer first in both keys: a customer prefix narrows either order.
  new_products_c: { product_code: 'sk', description: 'gsi1' },
  specialities: { product: 'sk', name: 'gsi1' },
  no_deposit: { customer: 'sk', rows: 'gsi1' },
} as const satisfies Record<ViewList, Record<string, 'sk' | 'gsi1' | 'gsi2'>>;

/** A list's stored name: the whole list, or one distributor's copy. */
export const listName = (list: ViewList, distributor?: number | null) => (distributor ? `${list}@d${distributor}` : list);

/** Text as it sorts: case and accents folded (byte order otherwise puts "Á" after "z"). */
export const sortText = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
/** Numbers as they sort as text (counts, never negative). */
export const sortNumber = (n: number) => String(Math.max(0, Math.round(n))).padStart(12, '0');

export interface ViewEntry<Row> {
  /** The default order's key; also makes the entry unique in its list. */
  key: string;
  gsi1?: string;
  gsi2?: string;
  row: Row;
}

/** One list entry as stored. */
export function viewItem<Row>(generation: number, version: string, list: string, entry: ViewEntry<Row>, expiresAt: number) {
  const pk = K.view(generation, version, list);
  return {
    pk,
    sk: entry.key,
    row: entry.row,
    ...(entry.gsi1 !== undefined ? { gsi1pk: `${pk}#1`, gsi1sk: `${entry.gsi1}#${entry.key}` } : {}),
    ...(entry.gsi2 !== undefined ? { gsi2pk: `${pk}#2`, gsi2sk: `${entry.gsi2}#${entry.key}` } : {}),
    expiresAt,
  };
}

export interface ViewContext {
  generation: number;
  /** The current version (null: nothing built yet). */
  version: string | null;
}

/** The key range of a list (a stored name, see `listName`) in one of its orders, optionally a key prefix. */
export function viewRange<Row>(
  list: string,
  by: 'sk' | 'gsi1' | 'gsi2',
  ctx: ViewContext,
  options: { prefix?: string; covers?: readonly string[] } = {},
): IndexRange<Row> {
  const pk = K.view(ctx.generation, ctx.version ?? 'none', list);
  const index = by === 'sk' ? null : by;
  const key = index ? `${index}sk` : 'sk';
  return {
    label: `${list} by ${by}${options.prefix ? ' (prefix)' : ''}`,
    query: {
      TableName: env.tableName(),
      ...(index ? { IndexName: index } : {}),
      KeyConditionExpression: `${index ? `${index}pk` : 'pk'} = :pk${options.prefix ? ` AND begins_with(${key}, :p)` : ''}`,
      ExpressionAttributeValues: {
        ':pk': index === 'gsi1' ? `${pk}#1` : index === 'gsi2' ? `${pk}#2` : pk,
        ...(options.prefix ? { ':p': options.prefix } : {}),
      },
    },
    ...(options.covers ? { covers: options.covers } : {}),
    row: (item) => item.row as Row,
  };
}

/** Steps 3 and 5's filters, as step 6's: a customer code prefix and a distributor. */
export interface StepSearch {
  customer?: string;
  distributor?: number;
}

/**
 * The range a step list's query reads, every filter a key: a distributor reads its own copy of the
 * list; a customer prefix is a key prefix of the list keyed by customer (step 3's `new_products_c`,
 * step 5's list itself), in either order when the keys start with the customer. Step 5 sorted by
 * rows with a customer prefix is the one case left to a bounded walk (the datatable's walkLimit).
 */
export function stepRange<Row>(
  list: 'new_products' | 'no_deposit',
  q: { sort_by?: string; search: StepSearch },
  ctx: ViewContext,
): IndexRange<Row> {
  const customer = q.search.customer?.trim() || undefined;
  const base: ViewList = customer && list === 'new_products' ? 'new_products_c' : list;
  const sorts = VIEW_SORTS[base] as Record<string, 'sk' | 'gsi1'>;
  const by = q.sort_by ? (sorts[q.sort_by] ?? 'sk') : 'sk';
  const prefixed = Boolean(customer) && (base === 'new_products_c' || by === 'sk');
  return viewRange<Row>(listName(base, q.search.distributor), by, ctx, {
    ...(prefixed ? { prefix: customer } : {}),
    covers: prefixed ? ['customer', 'distributor'] : ['distributor'],
  });
}

/** Every order of a list, as `defineDatatable(...).indexed`'s `sorts` wants them. */
export function viewSorts<Row, L extends ViewList>(list: L) {
  const sorts = VIEW_SORTS[list] as Record<string, 'sk' | 'gsi1' | 'gsi2'>;
  return {
    default: (ctx: ViewContext) => viewRange<Row>(list, 'sk', ctx),
    ...Object.fromEntries(Object.entries(sorts).map(([name, by]) => [name, (ctx: ViewContext) => viewRange<Row>(list, by, ctx)])),
  } as Record<keyof (typeof VIEW_SORTS)[L] | 'default', (ctx: ViewContext) => IndexRange<Row>>;
}
