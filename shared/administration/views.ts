/**
 * Answer shapes of the administration back office (administration-operations §3, §7 "Catalog" and
 * "Other administration"), used by server and web alike. Money is in euros with two decimals.
 */
import type { PartySummary } from '../acl/views';
import type { GroupBy, LoyaltyResult } from './rules';

/** A product of a month's catalog (§3 catalog working data). */
export interface CatalogProduct {
  national_code: string;
  description: string;
  listing_price: number;
}

/** The figures of one month's catalog: products in it, new and deleted against the month before. */
export interface CatalogFigures {
  month: string;
  total: number;
  new: number;
  deleted: number;
}

/** One platform's catalog file (step 4). `url` is not sent: downloads go through the file route. */
export interface CatalogFile {
  platform: number;
  label: string;
  file: string;
  /** Version, 1 for the generated file, +1 per replacement upload. */
  version: number;
  source: 'generated' | 'uploaded';
  updated_at: string;
  size: number;
  /** Why a send is refused, when it is (the file is older than the last product update). */
  stale: boolean;
}

/** One send of a platform's catalog (the send log). */
export interface CatalogSendLog {
  sent_at: string;
  sent_by: string;
  to: string[];
  cc: string[];
  file_version: number;
  /** How the file travelled. */
  delivery: 'attachment' | 'link';
}

/** Step 5: one card per platform. */
export interface CatalogPlatform {
  id: number;
  label: string;
  /** The recipients the card starts with (the last send's, else the platform's defaults). */
  to: string[];
  cc: string[];
  sends: CatalogSendLog[];
}

export interface CatalogWorkingData {
  month: string;
  /** Whether the month's catalog was begun (files generated). */
  built: boolean;
  new: CatalogProduct[];
  deleted: CatalogProduct[];
  figures: CatalogFigures;
  /** The previous month's figures, shown side by side; null when it has no catalog. */
  previous: CatalogFigures | null;
  catalogs: CatalogFile[];
  platforms: CatalogPlatform[];
  /** When a product record last changed (ISO); a file older than it cannot be sent. */
  products_updated_at: string | null;
}

/** The 1706 special catalog's laboratory parties. */
export type SpecialCatalogParty = PartySummary;

export interface Option {
  id: number;
  name: string;
}

/** Options of the manual sales and labs statistics forms (the sales import's lists). */
export interface SalesOptions {
  brands: Option[];
  distributors: Option[];
}

export interface ManualSalesResult {
  inserted: number;
}

/** §3 packaging import result: product codes per outcome. */
export interface PackagingRow {
  row: number;
  code: string;
  description: string | null;
}
export interface PackagingResult {
  products_not_found: PackagingRow[];
  products_updated: PackagingRow[];
  products_inserted: PackagingRow[];
}

/** A purchase order as the platform invoicing form lists it (keyed by label in the answer). */
export interface PurchaseOrderOption {
  id: number;
  number: string;
  label: string;
  date: string;
}
export interface PurchaseOrderContents {
  outs: string[];
  direct: string[];
  consignments: number[];
}
export type { GroupBy, LoyaltyResult };

/** §3 loyalty-conversion line. */
export interface LoyaltyLine {
  row: number;
  result: LoyaltyResult;
  /** In the caller's language; null unless result is error (or skipped, with its reason). */
  error: string | null;
  concepto: string;
  pvpUnit: number | null;
  cantidad: number | null;
  customerCode: string;
  productCode: string;
  productDescription: string;
  price: number | null;
  quantity: number | null;
  date: string;
  invoiceNumber: string;
  invoiceNotes: string;
}
export interface LoyaltyConversion {
  /** Names the stored result for the export. */
  id: string;
  month: string;
  counts: Record<LoyaltyResult, number>;
  lines: LoyaltyLine[];
}

/** The labs statistics export as a job: sales written of total while it runs; when done, {url} of the xlsx. */
export interface LabsStatisticsJob {
  job_id: string;
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  url: string | null;
}
