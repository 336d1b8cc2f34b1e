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

export type ViewList = 'new_products' | 'specialities' | 'no_deposit';

/** Per list: which key each sort reads (sk: the partition's own order; gsi1, gsi2). */
export const VIEW_SORTS = {
  new_products: { product_code: 'sk', description: 'gsi1' },
  specialities: { product: 'sk', name: 'gsi1' },
  no_deposit: { customer: 'sk', rows: 'gsi1' },
} as const satisfies Record<ViewList, Record<string, 'sk' | 'gsi1' | 'gsi2'>>;

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
export function viewItem<Row>(generation: number, version: string, list: ViewList, entry: ViewEntry<Row>, expiresAt: number) {
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

/** The key range of a list in one of its orders. */
export function viewRange<Row>(list: ViewList, by: 'sk' | 'gsi1' | 'gsi2', ctx: ViewContext): IndexRange<Row> {
  const pk = K.view(ctx.generation, ctx.version ?? 'none', list);
  const index = by === 'sk' ? null : by;
  return {
    label: `${list} by ${by}`,
    query: {
      TableName: env.tableName(),
      ...(index ? { IndexName: index } : {}),
      KeyConditionExpression: `${index ? `${index}pk` : 'pk'} = :pk`,
      ExpressionAttributeValues: { ':pk': index === 'gsi1' ? `${pk}#1` : index === 'gsi2' ? `${pk}#2` : pk },
    },
    row: (item) => item.row as Row,
  };
}

/** Every order of a list, as `defineDatatable(...).indexed`'s `sorts` wants them. */
export function viewSorts<Row, L extends ViewList>(list: L) {
  const sorts = VIEW_SORTS[list] as Record<string, 'sk' | 'gsi1' | 'gsi2'>;
  return {
    default: (ctx: ViewContext) => viewRange<Row>(list, 'sk', ctx),
    ...Object.fromEntries(Object.entries(sorts).map(([name, by]) => [name, (ctx: ViewContext) => viewRange<Row>(list, by, ctx)])),
  } as Record<keyof (typeof VIEW_SORTS)[L] | 'default', (ctx: ViewContext) => IndexRange<Row>>;
}
