/**
 * Answers of the warehouse's reports and relations (ticketing-warehouse §2, §3, §7): pending sales
 * and purchases, prenotices, relation mids-outs and ins-outs. Zod-free.
 */

/** Default platform of the prenotices screen (§9). */
export const DEFAULT_PRENOTICE_PLATFORM = 867;
/** §9: the laboratory is column index 2 of the pending purchases report. */
export const PENDING_PURCHASES_LAB_COLUMN = 2;

/** A platform's purchase order as the pending sales and prenotices screens choose it. */
export interface PurchaseOrderOption {
  number: string;
  /** YYYY-MM-DD */
  date: string;
  outs: number;
}

/** §3 "Pending purchases report": headers, then rows keyed by column index. */
export interface PendingPurchasesReport {
  headers: string[];
  rows: Record<number, string | number>[];
}

/**
 * A report built by a job (the pending purchases statistics): progress while it runs (orders read
 * of the range's orders), then the report and its workbook's short-lived address.
 */
export interface ReportJob {
  job_id: string;
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  /** When done. */
  report: PendingPurchasesReport | null;
  /** When done: the same report as an xlsx (the download path's presigned GET). */
  url: string | null;
}

/** Outs and consignments of a purchase order (prenotices). */
export interface PurchaseOrderContents {
  outs: { number: string }[];
  consignments: { id: number }[];
}

/** What a prenotice process recorded. */
export interface PrenoticeSend {
  id: number;
  test: boolean;
  platform: number;
  recipients: string[];
  file_name: string;
  sent_at: string;
}

/** Addresses a platform's prenotices go to (at most this many: one SES send, a list people read). */
export const PRENOTICE_RECIPIENTS_MAX = 10;

/** A platform's prenotice recipients, with who set them last (null while only seeded). */
export interface PrenoticeRecipientsView {
  to: string[];
  /** ISO time of the last change; null when the platform has none. */
  updated_at: string | null;
  /** Login of whoever changed them last; null when seeded or none. */
  updated_by: string | null;
}

/** §3 "Mid-out relation row". */
export interface MidOutRow {
  priority: number | null;
  sale: number;
  sale_obj: { number: string; reference: string };
  party_obj: { name: string };
  shipment_in: number;
  shipment_out: number | null;
  shipment_out_obj: { number: string } | null;
}

/** §3 "Duplicate record": the out is also related to another incoming shipment. */
export interface MidOutDuplicate {
  shipment_out_obj: { number: string };
  shipment_in_obj: { number: string };
}

/** §3 "Wrong-quantity record". */
export interface MidOutWrongQuantity {
  shipment_out_obj: { number: string };
  product_obj: { code: string; description: string };
  quantity: number;
  quantity_out: number;
}

/** §3 "Ins-outs comparison row". */
export interface InsOutsRow {
  nationalCode: string;
  productName: string;
  quantityIn: number;
  quantityOut: number;
  mismatched: boolean;
}
