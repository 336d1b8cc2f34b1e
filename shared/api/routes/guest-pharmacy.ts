/** The pharmacy guest portal (spec §2 "Guest pharmacy routes", §6, §7). */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { textNumber } from '../numbers';
import { isoDay } from '../dates';
import type { SectionKey } from '../../portal/sections';
import { datatableQuery } from '../datatable-query';
import { portalArea, sectionAccess } from '../../areas/portal';
import type { Communication } from '../../portal/contacts';
import type { InvoiceRow, QuarterAmounts } from '../../portal/invoicing';
import type { SlidesByLocale } from '../../portal/sliders';
import type { NewsFile, TreeDirectory } from '../../portal/tree';
import type { Webinar } from '../../portal/webinars';
import type { DatatableAnswer } from '../datatable';
import type { FileUrl } from '../file-url';
import { answer, defineRoute, PUBLIC } from '../route';

/** Base roles (spec §6: news, communication, profile, file need only these). */
const { pharmacyGuest, invoicing, advance } = portalArea.access;

const positiveId = lazySchema(() => textNumber(z.number().check(z.int(), z.positive())));

/** GET …/{section}/treeview: the section's top directory with everything below it. */
function treeview<const K extends SectionKey>(key: K) {
  return defineRoute({
    method: 'GET',
    path: `/api/guest/pharmacy/${key}/treeview`,
    access: sectionAccess(key),
    answer: answer<{ data: TreeDirectory }>(),
    summary: `Document tree of ${key} (read-only)`,
  });
}

/** GET …/{section}/files/{id}: opens a file of that section. */
function sectionFile<const K extends SectionKey>(key: K) {
  return defineRoute({
    method: 'GET',
    path: `/api/guest/pharmacy/${key}/files/{id}`,
    access: sectionAccess(key),
    params: lazySchema(() => z.object({ id: positiveId })),
    query: lazySchema(() => z.object({ lang: z.optional(z.enum(['ca', 'es'])) })),
    answer: answer<FileUrl>(),
    summary: `Opens a file of ${key}: {url}`,
  });
}

/** Empty strings from table filters mean "no filter". */
const blank = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v): unknown => (v === '' || v === null ? undefined : v)),
    z.optional(schema),
  );
const range = <T extends z.ZodMiniType>(schema: T) => z.partial(z.object({ from: blank(schema), to: blank(schema) }));

export const invoiceSearch = lazySchema(() => ({
  date: range(isoDay()),
  document: blank(z.enum(['credit', 'invoice'])),
  number: blank(z.string().check(z.trim(), z.maxLength(50))),
  amount: range(textNumber(z.number())),
}));
export const INVOICE_SORT_KEYS = ['invoice_date', 'invoice_document', 'number', 'amount'] as const;

export const guestPharmacyRoutes = {
  'guest-pharmacy.sliders': defineRoute({
    method: 'GET',
    path: '/api/public/pharmacy/sliders',
    access: PUBLIC,
    answer: answer<{ data: SlidesByLocale }>(),
    summary: 'Banner images of the pharmacy home, per locale',
  }),

  // Document areas: one top directory each (shared/portal/sections.ts).
  'guest-pharmacy.agreements.treeview': treeview('platform/agreements'),
  'guest-pharmacy.agreements.file': sectionFile('platform/agreements'),
  'guest-pharmacy.catalog.treeview': treeview('platform/catalog'),
  'guest-pharmacy.catalog.file': sectionFile('platform/catalog'),
  'guest-pharmacy.promotions.treeview': treeview('platform/promotions'),
  'guest-pharmacy.promotions.file': sectionFile('platform/promotions'),
  'guest-pharmacy.bi.treeview': treeview('bi'),
  'guest-pharmacy.bi.file': sectionFile('bi'),
  'guest-pharmacy.club.treeview': treeview('club'),
  'guest-pharmacy.club.file': sectionFile('club'),
  'guest-pharmacy.networking.treeview': treeview('networking'),
  'guest-pharmacy.networking.file': sectionFile('networking'),
  'guest-pharmacy.services-digital.treeview': treeview('services/digital'),
  'guest-pharmacy.services-digital.file': sectionFile('services/digital'),
  'guest-pharmacy.services-inperson.treeview': treeview('services/inperson'),
  'guest-pharmacy.services-inperson.file': sectionFile('services/inperson'),
  'guest-pharmacy.administration.treeview': treeview('administration'),
  'guest-pharmacy.administration.file': sectionFile('administration'),
  'guest-pharmacy.health.treeview': treeview('health'),
  'guest-pharmacy.health.file': sectionFile('health'),

  'guest-pharmacy.file': defineRoute({
    method: 'GET',
    path: '/api/guest/pharmacy/file/{top_directory_id}/{id}',
    access: pharmacyGuest,
    params: lazySchema(() => z.object({ top_directory_id: positiveId, id: positiveId })),
    query: lazySchema(() => z.object({ lang: z.optional(z.enum(['ca', 'es'])) })),
    answer: answer<FileUrl>(),
    summary: "Opens a file by its portal link; checks the role of the file's real top directory",
  }),
  'guest-pharmacy.news': defineRoute({
    method: 'GET',
    path: '/api/guest/pharmacy/news/files',
    access: pharmacyGuest,
    query: lazySchema(() => z.object({ limit: z._default(textNumber(z.number().check(z.int(), z.gte(1), z.lte(200))), 50) })),
    answer: answer<{ data: NewsFile[] }>(),
    summary: 'The newest files the caller may open, newest first',
  }),
  'guest-pharmacy.communication': defineRoute({
    method: 'GET',
    path: '/api/guest/pharmacy/communication',
    access: pharmacyGuest,
    answer: answer<{ data: Communication }>(),
    summary: "The pharmacy's business manager and the group's fixed contacts",
  }),
  'guest-pharmacy.webinars': defineRoute({
    method: 'GET',
    path: '/api/guest/pharmacy/opc/webinars',
    access: advance,
    answer: answer<{ data: Webinar[] }>(),
    summary: 'Webinars, newest first',
  }),

  // Invoicing (spec §2 "Invoicing page").
  'guest-pharmacy.invoicing.quarters': defineRoute({
    method: 'GET',
    path: '/api/guest/pharmacy/platform/invoicing/purchases/quarters',
    access: invoicing,
    answer: answer<{ data: QuarterAmounts }>(),
    summary: "Purchase amount of each quarter of the current year, for the caller's party",
  }),
  'guest-pharmacy.invoicing.invoices': defineRoute({
    method: 'GET',
    path: '/api/guest/pharmacy/platform/invoicing/invoices/datatable',
    access: invoicing,
    query: lazySchema(() => datatableQuery(invoiceSearch, INVOICE_SORT_KEYS)),
    answer: answer<DatatableAnswer<InvoiceRow>>(),
    summary: "The caller's party's invoices and credit notes, searched, sorted and paged",
  }),
  'guest-pharmacy.invoicing.invoice': defineRoute({
    method: 'GET',
    path: '/api/guest/pharmacy/platform/invoicing/invoices/{id}',
    access: invoicing,
    params: lazySchema(() => z.object({ id: positiveId })),
    answer: answer<FileUrl>(),
    summary: "Downloads an invoice PDF of the caller's party: {url}",
  }),
};
