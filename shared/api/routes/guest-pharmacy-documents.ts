import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { textNumber } from '../numbers';
import { portalArea } from '../../areas/portal';
import type { Model347Letter } from '../../portal/invoicing';
import { answer, defineRoute } from '../route';

/**
 * Documents generated on request for a pharmacy. A group of their own: the PDF library weighs on a
 * Lambda's cold start, and the everyday pharmacy screens should not pay for it.
 */
export const guestPharmacyDocumentRoutes = {
  'guest-pharmacy-documents.model347': defineRoute({
    method: 'GET',
    path: '/api/guest/pharmacy/platform/invoicing/model347',
    access: portalArea.access.invoicing,
    query: lazySchema(() => z.object({ year: z.optional(textNumber(z.number().check(z.int(), z.gte(2000), z.lte(2100)))) })),
    answer: answer<Model347Letter>(),
    summary: "The model 347 letter (PDF) of the caller's party for a year (default: last year): {url}",
  }),
};
