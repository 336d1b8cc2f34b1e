/**
 * The spec's server-side table query: page, per_page, sort_by, sort_desc, search{...}.
 * per_page -1 means every row. Answers are `{ data, meta: { total } }`.
 */
import * as z from 'zod';

export const PAGE_SIZES = [10, 20, 50] as const;
export const MAX_PER_PAGE = 1000;

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export function datatableQuery<S extends z.ZodRawShape, K extends string>(search: S, sortable: readonly [K, ...K[]]) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce
      .number()
      .int()
      .refine((v) => v === -1 || (v >= 1 && v <= MAX_PER_PAGE), { params: { key: 'validation.in' } })
      .default(PAGE_SIZES[0]),
    sort_by: z.enum(sortable).optional(),
    sort_desc: booleanish.default(false),
    search: z
      .object(search)
      .partial()
      .default({} as never),
  });
}

export interface DatatableAnswer<T> {
  data: T[];
  meta: { total: number };
}
