/** The laboratory guest portal (spec §2 "Guest laboratory routes", §6). */
import { portalArea } from '../../areas/portal';
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { isoDay } from '../dates';
import type { FileUrl } from '../file-url';
import { answer, defineRoute } from '../route';

export const guestLaboratoryRoutes = {
  'guest-laboratory.statistics.export': defineRoute({
    method: 'GET',
    path: '/api/guest/laboratory/statistics/export',
    access: portalArea.access.laboratoryStatistics,
    query: lazySchema(() =>
      z
        .object({ from: isoDay(), to: isoDay() })
        .check(z.refine((q) => q.from < q.to, { path: ['to'], params: { key: 'validation.after_from' } })),
    ),
    answer: answer<FileUrl>(),
    summary: "The caller's laboratory's sales from (included) to (excluded) as an xlsx: {url}",
  }),
};
