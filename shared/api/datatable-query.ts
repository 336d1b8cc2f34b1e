/**
 * The zod schema of a datatable route's query (see ./datatable.ts for the wire format). Each
 * table states its search fields and sort keys here; the server's `defineDatatable` must then
 * implement every one of them (a missing one is a type error).
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { textNumber } from './numbers';
import { MAX_PER_PAGE, PAGE_SIZES } from './datatable';

const booleanish = lazySchema(() =>
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
    z.transform((v) => v === true || v === 'true' || v === '1'),
  ),
);

export interface DatatableQueryOptions {
  /** Largest per_page accepted (default MAX_PER_PAGE). */
  maxPerPage?: number;
  /** per_page=-1 ("every row") is accepted: only for tables read as one bounded partition. */
  allowAll?: boolean;
}

export function datatableQuery<S extends z.core.$ZodLooseShape, K extends string>(
  search: S,
  sortable: readonly [K, ...K[]],
  { maxPerPage = MAX_PER_PAGE, allowAll = false }: DatatableQueryOptions = {},
) {
  return z.object({
    page: z._default(textNumber(z.number().check(z.int(), z.gte(1), z.lte(100_000))), 1),
    per_page: z._default(
      textNumber(
        z.number().check(
          z.int(),
          z.refine((v) => (allowAll && v === -1) || (v >= 1 && v <= maxPerPage), {
            params: { key: 'validation.between', vars: { min: 1, max: maxPerPage } },
          }),
        ),
      ),
      PAGE_SIZES[0],
    ),
    sort_by: z.optional(z.enum(sortable)),
    sort_desc: z._default(booleanish, false),
    search: z._default(z.partial(z.strictObject(search)), {} as never),
  });
}
