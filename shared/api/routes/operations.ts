/**
 * The operations area (administration-operations §2 "Operations area", §3, §5, §7 "Operations"):
 * pharmacies, laboratories, webinars, categories and the sell-in imports (rows sent as JSON; the
 * file imports are in ./operations-imports.ts, the group that bundles the spreadsheet reader).
 * Every route needs the operations role (§6; catalogue id 112). Request and answer shapes:
 * docs/api/operations.md. Static paths come before `/{id}`.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { textNumber } from '../numbers';
import { isoDay } from '../dates';
import { operationsArea } from '../../areas/operations';
import { MAPPINGS_PER_KIND, type RememberedMapping } from '../../operations/mappings';
import { SELL_IN_COLUMNS, SELL_IN_MAX_ROWS, type SellInColumn } from '../../operations/sell-in';
import {
  LABORATORY_SORTS,
  PHARMACY_SORTS,
  IMPORT_KINDS,
  type Category,
  type DeletedRecord,
  type ImportBatchRow,
  type LaboratoryRow,
  type OpcWebinar,
  type PharmacyRow,
  type SellInImportAnswer,
  type SellInLookups,
  type SellInSummaryRow,
} from '../../operations/views';
import { fields } from '../account-fields';
import type { DatatableAnswer } from '../datatable';
import { datatableQuery } from '../datatable-query';
import { answer, defineRoute } from '../route';

const { opc } = operationsArea.access;
const idParams = lazySchema(() => z.object({ id: fields.idText }));
const day = lazySchema(isoDay);
const partyId = lazySchema(() => z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)));

export const pharmacyListQuery = lazySchema(() =>
  datatableQuery(
    {
      /** Party code, contains. */
      code: z.string().check(z.trim(), z.maxLength(40)),
      /** id_store, exact. */
      store: textNumber(z.number().check(z.int(), z.nonnegative())),
      /** One of the codes_fede, contains. */
      code_fede: z.string().check(z.trim(), z.maxLength(40)),
      date_from: day,
      date_to: day,
      /** Party name or code, contains. */
      party: z.string().check(z.trim(), z.maxLength(100)),
    },
    PHARMACY_SORTS,
    { maxPerPage: 100 },
  ),
);

export const laboratoryListQuery = lazySchema(() =>
  datatableQuery(
    {
      code: z.string().check(z.trim(), z.maxLength(40)),
      date_from: day,
      date_to: day,
      party: z.string().check(z.trim(), z.maxLength(100)),
    },
    LABORATORY_SORTS,
    // The laboratory selector asks for every laboratory (§7: per_page=-1 sorted by party name).
    { maxPerPage: 100, allowAll: true },
  ),
);

const fedeCode = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(40)));
export const pharmacyBody = lazySchema(() =>
  z.object({
    party_id: partyId,
    id_store: z.number().check(z.int(), z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER)),
    codes_fede: z.array(fedeCode).check(z.minLength(1), z.maxLength(50)),
    selected_categories: z._default(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(50)), []),
    date: day,
  }),
);

export const laboratoryBody = lazySchema(() =>
  z.object({
    party_id: partyId,
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    date: day,
  }),
);

export const webinarBody = lazySchema(() =>
  z.object({
    title_ca: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
    title_es: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
    youtube_url: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  }),
);

const sellInCell = lazySchema(() => z.nullish(z.union([z.string().check(z.maxLength(500)), z.number()])));
const sellInRow = lazySchema(() =>
  z.object(Object.fromEntries(SELL_IN_COLUMNS.map((c) => [c, sellInCell])) as Record<SellInColumn, typeof sellInCell>),
);
export const sellInBody = lazySchema(() =>
  z.object({
    rows: z.array(sellInRow).check(z.maxLength(SELL_IN_MAX_ROWS)),
    /** Source file names, kept on the import batch. */
    files: z._default(z.array(z.string().check(z.trim(), z.maxLength(255))).check(z.maxLength(20)), []),
  }),
);

export const operationsRoutes = {
  'operations.categories': defineRoute({
    method: 'GET',
    path: '/api/opc/categories',
    access: opc,
    answer: answer<{ data: Category[] }>(),
    summary: 'Pharmacy categories, named in the caller language',
  }),

  // Pharmacies
  'operations.pharmacies.datatable': defineRoute({
    method: 'GET',
    path: '/api/opc/pharmacies',
    access: opc,
    query: pharmacyListQuery,
    answer: answer<DatatableAnswer<PharmacyRow>>(),
    summary: 'Active pharmacies, server-paged (deleted ones left out)',
  }),
  'operations.pharmacies.store': defineRoute({
    method: 'POST',
    path: '/api/opc/pharmacies',
    access: opc,
    body: pharmacyBody,
    answer: answer<{ data: PharmacyRow }>(),
    summary: 'Create a pharmacy (201)',
  }),
  'operations.pharmacies.trash': defineRoute({
    method: 'GET',
    path: '/api/opc/pharmacies/trash',
    access: opc,
    query: pharmacyListQuery,
    answer: answer<DatatableAnswer<DeletedRecord<PharmacyRow>>>(),
    summary: 'Deleted pharmacies (the recycle bin), server-paged, last deleted first',
  }),
  'operations.pharmacies.restore': defineRoute({
    method: 'DELETE',
    path: '/api/opc/pharmacies/trash/{id}',
    access: opc,
    params: idParams,
    answer: answer<{ data: PharmacyRow }>(),
    summary: 'Restore a deleted pharmacy (404 when it is not deleted)',
  }),
  'operations.pharmacies.show': defineRoute({
    method: 'GET',
    path: '/api/opc/pharmacies/{id}',
    access: opc,
    params: idParams,
    answer: answer<{ data: PharmacyRow }>(),
    summary: 'One active pharmacy',
  }),
  'operations.pharmacies.update': defineRoute({
    method: 'PUT',
    path: '/api/opc/pharmacies/{id}',
    access: opc,
    params: idParams,
    body: pharmacyBody,
    answer: answer<{ data: PharmacyRow }>(),
    summary: 'Update a pharmacy',
  }),
  'operations.pharmacies.delete': defineRoute({
    method: 'DELETE',
    path: '/api/opc/pharmacies/{id}',
    access: opc,
    params: idParams,
    answer: answer<null>(),
    summary: 'Soft-delete a pharmacy (204); restore with the trash route',
  }),

  // Laboratories
  'operations.laboratories.datatable': defineRoute({
    method: 'GET',
    path: '/api/opc/laboratories',
    access: opc,
    query: laboratoryListQuery,
    answer: answer<DatatableAnswer<LaboratoryRow>>(),
    summary: 'Active laboratories, server-paged; per_page=-1 gives all (the selector)',
  }),
  'operations.laboratories.store': defineRoute({
    method: 'POST',
    path: '/api/opc/laboratories',
    access: opc,
    body: laboratoryBody,
    answer: answer<{ data: LaboratoryRow }>(),
    summary: 'Create a laboratory (201)',
  }),
  'operations.laboratories.trash': defineRoute({
    method: 'GET',
    path: '/api/opc/laboratories/trash',
    access: opc,
    query: laboratoryListQuery,
    answer: answer<DatatableAnswer<DeletedRecord<LaboratoryRow>>>(),
    summary: 'Deleted laboratories (the recycle bin), server-paged, last deleted first',
  }),
  'operations.laboratories.restore': defineRoute({
    method: 'DELETE',
    path: '/api/opc/laboratories/trash/{id}',
    access: opc,
    params: idParams,
    answer: answer<{ data: LaboratoryRow }>(),
    summary: 'Restore a deleted laboratory (404 when it is not deleted)',
  }),
  'operations.laboratories.show': defineRoute({
    method: 'GET',
    path: '/api/opc/laboratories/{id}',
    access: opc,
    params: idParams,
    answer: answer<{ data: LaboratoryRow }>(),
    summary: 'One active laboratory',
  }),
  'operations.laboratories.update': defineRoute({
    method: 'PUT',
    path: '/api/opc/laboratories/{id}',
    access: opc,
    params: idParams,
    body: laboratoryBody,
    answer: answer<{ data: LaboratoryRow }>(),
    summary: 'Update a laboratory',
  }),
  'operations.laboratories.delete': defineRoute({
    method: 'DELETE',
    path: '/api/opc/laboratories/{id}',
    access: opc,
    params: idParams,
    answer: answer<null>(),
    summary: 'Soft-delete a laboratory (204)',
  }),

  // Webinars
  'operations.webinars.index': defineRoute({
    method: 'GET',
    path: '/api/opc/webinars',
    access: opc,
    answer: answer<{ data: OpcWebinar[] }>(),
    summary: 'Active webinars, newest first',
  }),
  'operations.webinars.store': defineRoute({
    method: 'POST',
    path: '/api/opc/webinars',
    access: opc,
    body: webinarBody,
    answer: answer<{ data: OpcWebinar }>(),
    summary: 'Create a webinar (201); embed_url derived from youtube_url, a non-video address is a 422',
  }),
  'operations.webinars.trash': defineRoute({
    method: 'GET',
    path: '/api/opc/webinars/trash',
    access: opc,
    answer: answer<{ data: DeletedRecord<OpcWebinar>[] }>(),
    summary: 'Deleted webinars (the recycle bin), last deleted first',
  }),
  'operations.webinars.restore': defineRoute({
    method: 'DELETE',
    path: '/api/opc/webinars/trash/{id}',
    access: opc,
    params: idParams,
    answer: answer<{ data: OpcWebinar }>(),
    summary: 'Restore a deleted webinar (404 when it is not deleted)',
  }),
  'operations.webinars.show': defineRoute({
    method: 'GET',
    path: '/api/opc/webinars/{id}',
    access: opc,
    params: idParams,
    answer: answer<{ data: OpcWebinar }>(),
    summary: 'One active webinar',
  }),
  'operations.webinars.update': defineRoute({
    method: 'PUT',
    path: '/api/opc/webinars/{id}',
    access: opc,
    params: idParams,
    body: webinarBody,
    answer: answer<{ data: OpcWebinar }>(),
    summary: 'Update a webinar',
  }),
  'operations.webinars.delete': defineRoute({
    method: 'DELETE',
    path: '/api/opc/webinars/{id}',
    access: opc,
    params: idParams,
    answer: answer<null>(),
    summary: 'Soft-delete a webinar (204): the guest portal stops showing it',
  }),

  // Sell-in
  'operations.sell_in.summary': defineRoute({
    method: 'GET',
    path: '/api/opc/sell-in/summary',
    access: opc,
    answer: answer<SellInSummaryRow[]>(),
    summary: 'Sell-in summary, one row per laboratory over every stored sell-in import (formulas in docs/api/operations.md)',
  }),
  'operations.import.sell_in_fede.lookups': defineRoute({
    method: 'GET',
    path: '/api/opc/import/sell-in-fede',
    access: opc,
    answer: answer<SellInLookups>(),
    summary: 'Known pharmacy (codes_fede) and laboratory codes for the fede wizard grid',
  }),
  'operations.import.sell_in_fede': defineRoute({
    method: 'POST',
    path: '/api/opc/import/sell-in-fede',
    access: opc,
    body: sellInBody,
    answer: answer<SellInImportAnswer>(),
    summary: 'Import fede sell-in rows: all or nothing; errors 422 on rows.N.column',
  }),
  'operations.import.sell_in_platform': defineRoute({
    method: 'POST',
    path: '/api/opc/import/sell-in-platform',
    access: opc,
    body: sellInBody,
    answer: answer<SellInImportAnswer>(),
    summary: 'Import platform sell-in rows (no code lookups): all or nothing',
  }),

  // Import history: every stored import, the last of each kind removable as a unit.
  'operations.import.batches': defineRoute({
    method: 'GET',
    path: '/api/opc/import/batches',
    access: opc,
    query: lazySchema(() => z.object({ kind: z.optional(z.enum(IMPORT_KINDS)) })),
    answer: answer<{ data: ImportBatchRow[] }>(),
    summary: 'Stored imports, newest first (at most 200 per kind)',
  }),
  'operations.import.batches.delete': defineRoute({
    method: 'DELETE',
    path: '/api/opc/import/batches/{id}',
    access: opc,
    params: idParams,
    answer: answer<null>(),
    summary: 'Remove an import with its rows (204); only the last of its kind (409 otherwise)',
  }),

  // Remembered column mappings of the sell-in wizard.
  'operations.import.mappings': defineRoute({
    method: 'GET',
    path: '/api/opc/import/mappings',
    access: opc,
    query: lazySchema(() => z.object({ kind: z.enum(['sell_in_fede', 'sell_in_platform']) })),
    answer: answer<{ data: RememberedMapping[] }>(),
    summary: `Remembered mappings of a sell-in kind, latest first (at most ${MAPPINGS_PER_KIND})`,
  }),
  'operations.import.mappings.save': defineRoute({
    method: 'PUT',
    path: '/api/opc/import/mappings',
    access: opc,
    body: lazySchema(() =>
      z.object({
        kind: z.enum(['sell_in_fede', 'sell_in_platform']),
        headers: z.array(z.string().check(z.maxLength(200))).check(z.minLength(1), z.maxLength(200)),
        mapping: z.partialRecord(z.enum(SELL_IN_COLUMNS), z.nullable(z.number().check(z.int(), z.nonnegative(), z.lte(199)))),
      }),
    ),
    answer: answer<{ data: RememberedMapping }>(),
    summary: 'Remember the mapping of a header set (replaces the one of the same headers)',
  }),
};
