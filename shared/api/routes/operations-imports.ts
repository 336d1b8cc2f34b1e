/**
 * The operations file imports (administration-operations §2 /opc/import/stock and /target, §3, §7):
 * a group of its own because it bundles the spreadsheet reader (SheetJS); the sell-in summary's
 * export lives here for the same reason. Files go to S3 with an
 * upload ticket; the import names the upload ids (multipart through the API is not used: Lambda's
 * 6 MB payload). Every route needs the operations role. docs/api/operations.md.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { IMPORT_FILES_MAX } from '../../operations/file-imports';
import { operationsArea } from '../../areas/operations';
import type { FileImportAnswer } from '../../operations/views';
import { fields } from '../account-fields';
import { answer, defineRoute } from '../route';
import { uploadTicketFields, type UploadTicket } from '../upload-ticket';

const { opc } = operationsArea.access;
const uploadIds = lazySchema(() => z.array(z.string().check(z.uuid())).check(z.minLength(1), z.maxLength(IMPORT_FILES_MAX)));

export const operationsImportRoutes = {
  'operations.import.upload_ticket': defineRoute({
    method: 'POST',
    path: '/api/opc/import/upload-ticket',
    access: opc,
    body: lazySchema(() => z.object(uploadTicketFields)),
    answer: answer<UploadTicket>(),
    summary: 'A presigned PUT for one import file (xls, xlsx, ods, fods, csv, tsv)',
  }),
  'operations.import.stock': defineRoute({
    method: 'POST',
    path: '/api/opc/import/stock',
    access: opc,
    body: lazySchema(() => z.object({ files: uploadIds })),
    answer: answer<FileImportAnswer>(),
    summary: 'Import stock files (upload ids): all or nothing, rows and errors with errorInfo',
  }),
  'operations.import.target': defineRoute({
    method: 'POST',
    path: '/api/opc/import/target',
    access: opc,
    body: lazySchema(() => z.object({ laboratory: fields.id, files: uploadIds })),
    answer: answer<FileImportAnswer>(),
    summary: 'Import a laboratory target files (upload ids): all or nothing',
  }),
  'operations.sell_in.summary.export': defineRoute({
    method: 'GET',
    path: '/api/opc/sell-in/summary/export',
    access: opc,
    answer: answer<{ url: string }>(),
    summary:
      'The sell-in summary as an xlsx in the caller language (a short-lived link); this group bundles the spreadsheet code',
  }),
};
