/**
 * Returns to laboratories (ticketing-warehouse §2 "Returns", §3, §4): the fixed lists and the
 * answers shared by the server and the screens. Zod-free.
 */

/** §3: the five defects, stored and shown as the spec writes them. */
export const RETURN_DEFECTS = ['Inc. Mal estat', 'Inc. Caducat', 'Mag. Mal estat', 'Mag. Caducat', 'Obsolet'] as const;
export type ReturnDefect = (typeof RETURN_DEFECTS)[number];

/** The defects as the Spanish screens and exports show them (they stayed Catalan). */
const RETURN_DEFECTS_ES: Record<ReturnDefect, string> = {
  'Inc. Mal estat': 'Inc. Mal estado',
  'Inc. Caducat': 'Inc. Caducado',
  'Mag. Mal estat': 'Alm. Mal estado',
  'Mag. Caducat': 'Alm. Caducado',
  Obsolet: 'Obsoleto',
};

/** A stored defect in a language (the stored value, Catalan, otherwise; unknown ones as stored). */
export function defectName(defect: string, locale: 'ca' | 'es'): string {
  return locale === 'es' ? (RETURN_DEFECTS_ES[defect as ReturnDefect] ?? defect) : defect;
}

/** §4: 1 is the initial status, 2 is followed with resolutions, 4 is final. Names: spec-decisions. */
export const TRACKING_STATUSES = [
  { id: 1, name_ca: 'Pendent', name_es: 'Pendiente' },
  { id: 2, name_ca: 'En gestió', name_es: 'En gestión' },
  { id: 3, name_ca: 'Reclamada', name_es: 'Reclamada' },
  { id: 4, name_ca: 'Tancada', name_es: 'Cerrada' },
] as const;
export type TrackingStatusId = (typeof TRACKING_STATUSES)[number]['id'];
export const INITIAL_STATUS = 1;
export const RESOLVING_STATUS = 2;
export const FINAL_STATUS = 4;

/** Resolutions: 1 is "pending" (not allowed in status 4); the rest are the board's badge categories. */
export const TRACKING_RESOLUTIONS = [
  { id: 1, key: 'pending', name_ca: 'Pendent', name_es: 'Pendiente' },
  { id: 2, key: 'collected', name_ca: 'Recollida', name_es: 'Recogida' },
  { id: 3, key: 'destroyed', name_ca: 'Destruïda', name_es: 'Destruida' },
  { id: 4, key: 'sent_provider', name_ca: 'Enviada al proveïdor', name_es: 'Enviada al proveedor' },
  { id: 5, key: 'sent_cedifa', name_ca: 'Enviada a la logística pròpia', name_es: 'Enviada a la logística propia' },
] as const;
export type ResolutionId = (typeof TRACKING_RESOLUTIONS)[number]['id'];
export const PENDING_RESOLUTION = 1;

/** §3 "Refunded values": pending (null), yes (true), no (false). */
export type Refunded = boolean | null;

export interface TrackingOption {
  id: number;
  name_ca: string;
  name_es: string;
}

/** §3 "Product lookup result" (GET /api/products/cn/{cn}, /barcode/{barcode}). */
export interface ProductLookup {
  id: number;
  code: string;
  national_code: string | null;
  description: string;
  ean13: string[];
  template: { id: number };
  listing_price: number;
  /** The laboratory (the product's supplier party) or null when the product has none. */
  laboratory: { id: number; name: string } | null;
}

/** §3 "Pending return line". `party` is the product's laboratory; id -1 when it has none. */
export interface PendingReturn {
  id: number;
  product: { id: number; code: string; national_code: string | null; description: string; ean13: string[] };
  quantity: number;
  lot: string | null;
  defect: ReturnDefect;
  /** YYYY-MM-DD or null. */
  expires_at: string | null;
  party: { id: number; name: string };
  created_at: string;
  created_by: string;
}

/** §3 linesSummary: lines of a status-2 batch per category (the board's badges). */
export interface LinesSummary {
  pending_resolutions: number;
  collected_resolutions: number;
  destroyed_resolutions: number;
  sent_provider_resolutions: number;
  sent_cedifa_resolutions: number;
  pending_refundeds: number;
  refundeds: number;
  not_refundeds: number;
}

/** A batch's summary before any line is counted. */
export const emptyLinesSummary = (): LinesSummary => ({
  pending_resolutions: 0,
  collected_resolutions: 0,
  destroyed_resolutions: 0,
  sent_provider_resolutions: 0,
  sent_cedifa_resolutions: 0,
  pending_refundeds: 0,
  refundeds: 0,
  not_refundeds: 0,
});

export interface TrackingLine {
  id: number;
  product: { id: number; code: string; national_code: string | null; description: string };
  quantity: number;
  lot: string | null;
  defect: ReturnDefect;
  expires_at: string | null;
  status_id: number;
  resolution_id: number;
  refunded: Refunded;
  /** Listing price (euros) when the line was processed: the refund's value per unit. */
  listing_price: number;
}

/** A card of the tracking board. */
export interface TrackingCard {
  id: number;
  party: { id: number; name: string };
  created_at: string;
  status_id: number;
  lines: number;
  lines_summary: LinesSummary;
  /** Euros: quantity x listing price of the lines in status 2 whose refund is pending. */
  pending_refund: number;
}

export interface TrackingComment {
  id: number;
  parent_id: number | null;
  content: string;
  user: { name: string };
  created_at: string;
}

/** One change of a history entry, already in the caller's language ("Status: 1 → 2"). */
export interface TrackingHistoryEntry {
  id: number;
  created_at: string;
  user: { name: string };
  /** The raw change (§3 "Return history entry"). */
  changes: { state_id?: number; product_code?: string; resolution_id?: number; refunded?: 'pending' | boolean }[];
  /** The same, in words in the caller's language, one line per change. */
  summary: string[];
}

export interface TrackingView extends TrackingCard {
  /** Bumped by every save and split; a split names the version it was prepared on (409 otherwise). */
  version: number;
  status: { id: number };
  /** The batch this one was split from, or the batches split off it. */
  split_from: number | null;
  split_into: number[];
  lines_detail: TrackingLine[];
  comments: TrackingComment[];
  history: TrackingHistoryEntry[];
}

/** The answer of a split: the job, and the clone's id once it is done. */
export interface SplitJob {
  job_id: string;
  status: 'running' | 'done' | 'failed';
  /** The new tracking holding the lines that changed status (when done). */
  id: number | null;
  /** Why it failed: 'conflict' (lines changed meanwhile) or 'error'. */
  error: 'conflict' | 'error' | null;
}
