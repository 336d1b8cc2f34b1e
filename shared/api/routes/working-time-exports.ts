/**
 * Working-time exports: a Lambda of its own, so pdf-lib and SheetJS stay out of the
 * clock's bundle. Each answers {url, export_id, integrity} through the one download path.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { EXPORT_FORMATS, type ExportJobView } from '../../working-time/views';
import { answer, defineRoute } from '../route';
import { idText, month, reader, worker } from '../../working-time/inputs';

/** The file, its id (printed in it; `wtc:verify --export` checks it) and whether every register in it verified. */
export interface ExportAnswer {
  url: string;
  export_id: string;
  integrity: 'verified' | 'broken';
}

export const workingTimeExportRoutes = {
  'working-time.export': defineRoute({
    method: 'GET',
    path: '/api/working-time-control/export/{month}',
    access: worker,
    params: lazySchema(() => z.object({ month })),
    query: lazySchema(() => z.object({ format: z.enum(EXPORT_FORMATS) })),
    answer: answer<ExportAnswer>(),
    summary:
      "The caller's month as PDF or xlsx: daily start and end, daily and monthly totals, amendments, the integrity check and an export id",
  }),
  'working-time.admin.export': defineRoute({
    method: 'GET',
    path: '/api/admin/working-time-control/export/{month}',
    access: reader,
    params: lazySchema(() => z.object({ month })),
    query: lazySchema(() => z.object({ format: z.enum(EXPORT_FORMATS), user_id: idText })),
    answer: answer<ExportAnswer>(),
    summary: "One worker's month as PDF or xlsx, checked, with an export id (the whole staff's: export-jobs)",
  }),
  'working-time.admin.export_job.start': defineRoute({
    method: 'POST',
    path: '/api/admin/working-time-control/export-jobs',
    access: reader,
    body: lazySchema(() => z.object({ month, format: z.enum(EXPORT_FORMATS) })),
    answer: answer<{ data: { job_id: string } }>(),
    summary: "The whole staff's month as PDF or xlsx: starts an export job (202 with its id; poll export-jobs/{job})",
  }),
  'working-time.admin.export_job.show': defineRoute({
    method: 'GET',
    path: '/api/admin/working-time-control/export-jobs/{job}',
    access: reader,
    params: lazySchema(() => z.object({ job: z.string().check(z.uuid()) })),
    answer: answer<{ data: ExportJobView }>(),
    summary: "An export job the caller started: workers done of total, then the file's address and id, or the failure's cause",
  }),
};
