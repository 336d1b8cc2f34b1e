/**
 * Working-time exports (issue 16): a Lambda of its own, so pdf-lib and SheetJS stay out of the
 * clock's bundle. Each answers {url} through the one download path.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { EXPORT_FORMATS } from '../../working-time/views';
import { answer, defineRoute } from '../route';
import { idText, month, reader, worker } from '../../working-time/inputs';

export const workingTimeExportRoutes = {
  'working-time.export': defineRoute({
    method: 'GET',
    path: '/api/working-time-control/export/{month}',
    group: 'working-time-exports',
    access: worker,
    params: lazySchema(() => z.object({ month })),
    query: lazySchema(() => z.object({ format: z.enum(EXPORT_FORMATS) })),
    answer: answer<{ url: string }>(),
    summary: "The caller's month as PDF or xlsx: daily start and end, daily and monthly totals, amendments",
  }),
  'working-time.admin.export': defineRoute({
    method: 'GET',
    path: '/api/admin/working-time-control/export/{month}',
    group: 'working-time-exports',
    access: reader,
    params: lazySchema(() => z.object({ month })),
    query: lazySchema(() => z.object({ format: z.enum(EXPORT_FORMATS), user_id: z.optional(idText) })),
    answer: answer<{ url: string }>(),
    summary: "One worker's month (user_id) or the whole staff's month (no user_id) as PDF or xlsx",
  }),
};
