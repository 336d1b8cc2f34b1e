/**
 * The administration back office (administration-operations §2 "Administration home and catalog",
 * "Other administration screens"; §7 "Catalog" and "Other administration"): the catalog's working
 * data, downloads and sends, manual sales, the platform invoicing lookups and the loyalty export.
 * The calls that read or write spreadsheets are in ./administration-files.ts (the group that
 * bundles the spreadsheet libraries); the 1706 list is in ./parties.ts. docs/api/administration.md.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import type {
  CatalogWorkingData,
  ManualSalesResult,
  PurchaseOrderContents,
  PurchaseOrderOption,
  SalesOptions,
} from '../../administration/views';
import type { FileUrl } from '../file-url';
import { answer, defineRoute } from '../route';
import { uploadTicketFields, type UploadTicket } from '../upload-ticket';
import {
  ADMINISTRATION_BASE,
  administrationUploadAccess,
  catalogAccess,
  catalogSendBody,
  farmapremiumAccess,
  insertSalesAccess,
  insertSalesBody,
  loyaltyParams,
  monthPlatformParams,
  monthQuery,
  platformInvoicingAccess,
  purchaseBody,
  purchaseOrderParams,
  salesOptionsAccess,
} from '../administration-fields';

const BASE = ADMINISTRATION_BASE;

export const administrationRoutes = {
  // Catalog (§2 steps 1-5, §4, §7 "Catalog")
  'administration.catalog.show': defineRoute({
    method: 'GET',
    path: `${BASE}/catalog/create`,
    access: catalogAccess,
    query: monthQuery,
    answer: answer<{ data: CatalogWorkingData }>(),
    summary: "A month's catalog: new and deleted products against the month before, files, platforms",
  }),
  'administration.catalog.file': defineRoute({
    method: 'GET',
    path: `${BASE}/catalog/{month}/files/{platform}`,
    access: catalogAccess,
    params: monthPlatformParams,
    answer: answer<FileUrl>(),
    summary: "Download a platform's catalog file of the month (its current version)",
  }),
  'administration.catalog.send': defineRoute({
    method: 'POST',
    path: `${BASE}/catalog/send`,
    access: catalogAccess,
    body: catalogSendBody,
    answer: answer<{ data: CatalogWorkingData['platforms'][number] }>(),
    summary: "Mail a platform's catalog (attached, or a link when large); 409 when stale or already sent unless resend",
  }),
  'administration.upload_ticket': defineRoute({
    method: 'POST',
    path: `${BASE}/upload-ticket`,
    access: administrationUploadAccess,
    body: lazySchema(() => z.object(uploadTicketFields)),
    answer: answer<UploadTicket>(),
    summary: 'A presigned PUT for one file (catalog xlsx, packaging, platform invoicing, loyalty)',
  }),

  // Manual sales and labs statistics options (§2 "Other administration screens")
  'administration.sales_options': defineRoute({
    method: 'GET',
    path: `${BASE}/sales-options`,
    access: salesOptionsAccess,
    answer: answer<{ data: SalesOptions }>(),
    summary: 'Brands and distributors for the manual sales and labs statistics forms',
  }),
  'administration.insert_sales': defineRoute({
    method: 'POST',
    path: `${BASE}/insert-sales`,
    access: insertSalesAccess,
    body: insertSalesBody,
    answer: answer<{ data: ManualSalesResult }>(),
    summary: 'Record manual sales: every row or none (422 per cell rows.N.field)',
  }),

  // Platform invoicing lookups (§4, §7)
  'administration.platform_invoicing.purchase_orders': defineRoute({
    method: 'GET',
    path: `${BASE}/platform-invoicing/purchase-orders/{platform}`,
    access: platformInvoicingAccess,
    params: purchaseOrderParams,
    answer: answer<{ data: Record<string, PurchaseOrderOption> }>(),
    summary: "A platform's purchase orders, keyed by label",
  }),
  'administration.platform_invoicing.by_purchase_order': defineRoute({
    method: 'POST',
    path: `${BASE}/platform-invoicing/outs-and-consignments-by-purchase-order`,
    access: platformInvoicingAccess,
    body: purchaseBody,
    answer: answer<{ data: PurchaseOrderContents }>(),
    summary: "A purchase order's outs, direct outs and the consignments holding its outs",
  }),

  // Loyalty conversion export (§4: only with converted lines)
  'administration.farmapremium.export': defineRoute({
    method: 'GET',
    path: `${BASE}/farmapremium/{id}/export`,
    access: farmapremiumAccess,
    params: loyaltyParams,
    answer: answer<FileUrl>(),
    summary: "A conversion's converted lines as an xlsx named with the month and year (409 when none)",
  }),
};
