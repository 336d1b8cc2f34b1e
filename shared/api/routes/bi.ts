/** Embedded business-intelligence reports (spec §2 "bi", §7, §9). */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import type { ReportEmbedData } from '../../portal/reports';
import { answer, defineRoute, PUBLIC, SIGNED_IN } from '../route';

export const biRoutes = {
  'bi.report': defineRoute({
    method: 'GET',
    path: '/api/powerbi/report/{id}',
    // Each report has its own roles (shared/portal/reports.ts); the handler checks them.
    access: SIGNED_IN,
    params: lazySchema(() => z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) })),
    answer: answer<{ data: ReportEmbedData }>(),
    summary: "Embed data of a report (embedUrl, datasetId, token, filters) filtered to the caller's party",
  }),
  'bi.demo': defineRoute({
    method: 'GET',
    path: '/api/powerbi/demo/{id}',
    // Loaded by an iframe, which sends no bearer token: the signed embed token is the credential.
    access: PUBLIC,
    params: lazySchema(() => z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) })),
    query: lazySchema(() => z.object({ token: z.string().check(z.minLength(1), z.maxLength(4000)) })),
    answer: answer<string>(),
    summary: 'The built-in demo report provider: an HTML page showing the report and the filter its token carries',
  }),
};
