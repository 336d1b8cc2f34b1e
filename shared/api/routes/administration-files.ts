/**
 * The administration calls that read or write spreadsheets (administration-operations §7 "Catalog"
 * and "Other administration"): a group of its own because it bundles the spreadsheet libraries.
 * Files arrive with an upload ticket (`administration.upload_ticket`) and the call names the
 * upload id; generated files answer `{url}` through the one download path.
 */
import type { FileUrl } from '../file-url';
import type {
  CatalogFile,
  CatalogWorkingData,
  LabsStatisticsJob,
  LoyaltyConversion,
  PackagingResult,
} from '../../administration/views';
import { answer, defineRoute } from '../route';
import {
  ADMINISTRATION_BASE,
  catalogAccess,
  farmapremiumAccess,
  labsStatisticsAccess,
  loyaltyConvertBody,
  monthPlatformParams,
  monthQuery,
  packagingAccess,
  packagingBody,
  platformInvoicingAccess,
  platformInvoicingBody,
  labsStatisticsBody,
  uploadId,
} from '../administration-fields';
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

const BASE = ADMINISTRATION_BASE;

export const administrationFileRoutes = {
  'administration.catalog.update': defineRoute({
    method: 'POST',
    path: `${BASE}/catalog/update`,
    access: catalogAccess,
    body: monthQuery,
    answer: answer<{ data: CatalogWorkingData }>(),
    summary: "Begin (or rebuild) a month's catalog from the product records: snapshot and one xlsx per platform",
  }),
  'administration.catalog.replace_file': defineRoute({
    method: 'PUT',
    path: `${BASE}/catalog/{month}/files/{platform}`,
    access: catalogAccess,
    params: monthPlatformParams,
    body: lazySchema(() => z.object({ file: uploadId })),
    answer: answer<{ data: CatalogFile }>(),
    summary: "Replace a platform's catalog file with an uploaded xlsx (a new version; unreadable: 422)",
  }),
  'administration.labs_statistics.export': defineRoute({
    method: 'POST',
    path: `${BASE}/labs-statistics/export`,
    access: labsStatisticsAccess,
    body: labsStatisticsBody,
    answer: answer<{ data: LabsStatisticsJob }>(),
    summary:
      "The imported sales of a laboratory's products, from (inclusive) to (exclusive), as an xlsx. A job (202 with the job; poll labs-statistics/jobs/{job}, whose answer when done holds {url} of the xlsx)",
  }),
  'administration.labs_statistics.job': defineRoute({
    method: 'GET',
    path: `${BASE}/labs-statistics/jobs/{job}`,
    access: labsStatisticsAccess,
    params: lazySchema(() => z.object({ job: z.string().check(z.trim(), z.regex(/^[0-9a-f-]{36}$/)) })),
    answer: answer<{ data: LabsStatisticsJob }>(),
    summary:
      'A labs statistics job: progress (sales written of total) while running; when done {url} of its xlsx; 404 when unknown or expired (kept a day)',
  }),
  'administration.packaging.import': defineRoute({
    method: 'POST',
    path: `${BASE}/packaging/import`,
    access: packagingAccess,
    body: packagingBody,
    answer: answer<{ data: PackagingResult }>(),
    summary: 'Update products packaging from a spreadsheet: not found, updated and inserted lists',
  }),
  'administration.platform_invoicing.download': defineRoute({
    method: 'POST',
    path: `${BASE}/platform-invoicing/download`,
    access: platformInvoicingAccess,
    body: platformInvoicingBody,
    answer: answer<FileUrl>(),
    summary: "The platform's invoice lines from the chosen outs or consignments, grouped as asked, as an xlsx",
  }),
  'administration.farmapremium.convert': defineRoute({
    method: 'POST',
    path: `${BASE}/farmapremium/convert`,
    access: farmapremiumAccess,
    body: loyaltyConvertBody,
    answer: answer<{ data: LoyaltyConversion }>(),
    summary: 'Convert a farmapremium file into billing lines: converted, skipped or error per line',
  }),
};
