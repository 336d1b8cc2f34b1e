/**
 * The sales import calls that read or write spreadsheets (administration-operations §7 "Sales
 * import"): a group of its own because it bundles the spreadsheet libraries. Files go to S3 with
 * an upload ticket and the call names the upload ids (the spec's multipart cannot pass API
 * Gateway's and Lambda's limits). Downloads answer `{url}`. docs/api/sales-import.md.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { isoDay } from '../dates';
import type { FileUrl } from '../file-url';
import { SALES_FILES_MAX } from '../../sales-import/rules';
import type { ConversionImportResult, ProfilePreview, SheetPreview } from '../../sales-import/views';
import { fields } from '../account-fields';
import { answer, defineRoute } from '../route';
import { uploadTicketFields, type UploadTicket } from '../upload-ticket';
import {
  convertCnAccess,
  convertCnQuery,
  convertPfAccess,
  convertPfQuery,
  configAccess,
  importSalesAccess,
  month,
  profileBody,
  SALES_IMPORT_BASE,
  uploadAccess,
} from '../sales-import-fields';

const BASE = SALES_IMPORT_BASE;
const uploadId = lazySchema(() => z.string().check(z.uuid()));

export const salesImportFileRoutes = {
  'sales_import.upload_ticket': defineRoute({
    method: 'POST',
    path: `${BASE}/upload-ticket`,
    access: uploadAccess,
    body: lazySchema(() => z.object(uploadTicketFields)),
    answer: answer<UploadTicket>(),
    summary: 'A presigned PUT for one sales file (xls, xlsx, ods, fods, csv, tsv)',
  }),
  'sales_import.upload': defineRoute({
    method: 'POST',
    path: `${BASE}/upload`,
    access: importSalesAccess,
    body: lazySchema(() =>
      z.object({
        distributor: fields.id,
        brand: z.nullish(fields.id),
        files: z.array(uploadId).check(z.minLength(1), z.maxLength(SALES_FILES_MAX)),
      }),
    ),
    answer: answer<{ data: { job_id: string } }>(),
    summary: 'Start the sales-import workflow on uploaded files (202 with the job id; poll jobs/{job})',
  }),
  'sales_import.sample': defineRoute({
    method: 'POST',
    path: `${BASE}/sample`,
    access: configAccess,
    body: lazySchema(() => z.object({ file: uploadId, sheet: z.optional(z.string().check(z.trim(), z.maxLength(100))) })),
    answer: answer<{ data: SheetPreview }>(),
    summary:
      "A sample file's first rows as the sheet has them, to map a distributor's columns by clicking them (the upload is not used up)",
  }),
  'sales_import.preview': defineRoute({
    method: 'POST',
    path: `${BASE}/preview`,
    access: configAccess,
    body: lazySchema(() => z.object({ file: uploadId, distributor: z.optional(fields.id), profile: z.optional(profileBody) })),
    answer: answer<{ data: ProfilePreview }>(),
    summary:
      "An upload's first rows as the distributor profile (or the profile sent) will read them, and the columns moved since its remembered layout; nothing staged, the upload not used up",
  }),
  'sales_import.jobs.resume': defineRoute({
    method: 'POST',
    path: `${BASE}/jobs/{job}/resume`,
    access: importSalesAccess,
    params: lazySchema(() => z.object({ job: z.string().check(z.uuid()) })),
    answer: answer<{ data: { job_id: string } }>(),
    summary: 'Run an interrupted job again on its unfinished files (202; 409 when there is nothing to resume)',
  }),
  'sales_import.rejected': defineRoute({
    method: 'GET',
    path: `${BASE}/jobs/{job}/rejected`,
    access: importSalesAccess,
    params: lazySchema(() => z.object({ job: z.string().check(z.uuid()) })),
    answer: answer<FileUrl>(),
    summary: 'The rows a job could not read, as an xlsx with an error column in the caller language',
  }),
  'sales_import.wrong_prices_export': defineRoute({
    method: 'POST',
    path: `${BASE}/wrong-prices/export`,
    access: importSalesAccess,
    answer: answer<{ data: { job_id: string } }>(),
    summary: 'Step 6 rows as an xlsx: starts an export job (202); GET jobs/{job} answers its url when ready',
  }),
  'sales_import.download': defineRoute({
    method: 'POST',
    path: `${BASE}/download`,
    access: importSalesAccess,
    body: lazySchema(() => z.object({ date: isoDay() })),
    answer: answer<{ data: { job_id: string } }>(),
    summary:
      'The staged, reconciled sales as an xlsx for the ERP, dated: starts an export job (202); GET jobs/{job} answers its url',
  }),
  'sales_import.convert_cn.import': defineRoute({
    method: 'POST',
    path: `${BASE}/convert-cn/import`,
    access: convertCnAccess,
    body: lazySchema(() => z.object({ file: uploadId })),
    answer: answer<{ data: ConversionImportResult }>(),
    summary: 'Import product conversions from a spreadsheet (cn, xf, description): upsert by cn',
  }),
  'sales_import.convert_cn.export': defineRoute({
    method: 'GET',
    path: `${BASE}/convert-cn/export`,
    access: convertCnAccess,
    query: lazySchema(() => z.pick(convertCnQuery, { search: true, sort_by: true, sort_desc: true })),
    answer: answer<FileUrl>(),
    summary: 'Product conversions matching the filters, as an xlsx',
  }),
  'sales_import.convert_pf.import': defineRoute({
    method: 'POST',
    path: `${BASE}/convert-pf/import`,
    access: convertPfAccess,
    body: lazySchema(() => z.object({ file: uploadId })),
    answer: answer<{ data: ConversionImportResult }>(),
    summary: 'Import customer conversions from a spreadsheet: upsert by customer_code',
  }),
  'sales_import.convert_pf.export': defineRoute({
    method: 'GET',
    path: `${BASE}/convert-pf/export`,
    access: convertPfAccess,
    query: lazySchema(() => z.pick(convertPfQuery, { search: true, sort_by: true, sort_desc: true })),
    answer: answer<FileUrl>(),
    summary: 'Customer conversions matching the filters, as an xlsx',
  }),
  'sales_import.catalog.import': defineRoute({
    method: 'POST',
    path: `${BASE}/catalog/import`,
    access: importSalesAccess,
    body: lazySchema(() => z.object({ file: uploadId, date: month })),
    answer: answer<{ data: ConversionImportResult }>(),
    summary: "Import a month's price list (cn, description, pvf): replaces that month's entries",
  }),
};
