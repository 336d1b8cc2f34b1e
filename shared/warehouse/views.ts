/**
 * Answers of the warehouse calls (ticketing-warehouse §3), defined once for the server and the web.
 * Field names follow the spec's call tables (snake_case, `_obj` for the joined records).
 */
import type { DeliveryNoteDirection, OutState } from '../erp/constants';

export interface DeliveryNoteView {
  id: number;
  direction: DeliveryNoteDirection;
  number: string;
  party: { id: number; name: string };
  /** YYYY-MM-DD, the ERP's date. */
  date: string;
  /** YYYY-MM-DD, set by the warehouse; null until it is. */
  effective_date: string | null;
}

export interface ShipmentInRow {
  id: number;
  number: string;
  reference: string;
  supplier: { id: number; name: string };
  /** YYYY-MM-DD */
  date: string;
}

/** A line of an incoming shipment that serves a sale line: what the distribution screen places. */
export interface DistributionLine {
  /** The shipment-in line (the placement's identity). */
  shipment_in_line: number;
  shipment_in: number;
  sale_line: number;
  sale: number;
  party: number;
  product: number;
  lot: number | null;
  quantity: number;
  product_obj: { code: string; description: string };
  party_obj: { name: string };
  sale_obj: { reference: string; sale_date: string; number: string };
  lot_obj: { number: string } | null;
}

/** A placed line (a mid): the distribution line plus who placed it and when. */
export interface PlacedLine extends DistributionLine {
  id: number;
  placed_at: string;
  placed_by: string;
}

/**
 * A mid as logistics shows it (§3 Mid): the placed lines of one incoming shipment for one sale,
 * which get one label. `key` is "{shipment_in}-{sale}", unique in a list.
 */
export interface MidRow {
  key: string;
  shipment_in: number;
  sale: number;
  party: number;
  supplier: number;
  shipment_in_obj: { id: number; number: string; supplier: { id: number; name: string } };
  sale_obj: { id: number; number: string; reference: string };
  party_obj: { id: number; name: string };
  /** Placed lines under this label. */
  lines: number;
  /** ISO date-time of the latest placement. */
  placed_at: string;
}

/** A packed out not yet in a consignment (the logistics outs list). */
export interface OutRow {
  id: number;
  number: string;
  state: OutState;
  shipment_in: number | null;
  /** The incoming shipment whose placed line (mid) it serves: its number, the spec's "mid number". */
  shipment_in_obj: { id: number; number: string } | null;
  sale_obj: { id: number; number: string; reference: string } | null;
  party_obj: { id: number; name: string };
}

export interface ConsignmentRow {
  id: number;
  party: { id: number; name: string };
  /** Sale references of its outs, distinct, joined for the list's "sale" column. */
  sale: string;
  shipment_outs: { id: number; number: string; sale_reference: string }[];
  has_drugs: boolean;
  pallet_count: number;
  weight_in_kg: number;
  /** The freight shipment holding it, null while it is on the consignments list. */
  shipment: number | null;
}

export type ShipmentStatus = 'pending' | 'delivered';

export interface FreightShipmentRow {
  id: number;
  party: { id: number; name: string };
  /** 1 pending, 2 delivered (§9). */
  type: 1 | 2;
  created_at: string;
  /** ISO date-time of the delivery, null while pending. */
  delivery_date: string | null;
  has_signed_note: boolean;
  consignments: ConsignmentRow[];
}

/** One step of an out's path, with who and when. */
export interface OutTrailStep {
  step: 'placed' | 'out' | 'consignment' | 'shipment' | 'delivered';
  at: string | null;
  by: string | null;
  /** The step's record: the mid's shipment-in number, the consignment or shipment id. */
  ref: string | null;
}

/** The out search (§3 out search result) with the list it is on and its whole trail. */
export interface OutLocation {
  shipment_out: { id: number; number: string; state: OutState };
  /** Where the screen finds it: outs, consignments, pending or delivered shipments; null when on none. */
  list: 'outs' | 'consignments' | 'pending' | 'delivered' | null;
  consignment: { id: number } | null;
  /** `signed_note`: the delivery's signed note can be viewed (GET …/shipments/{id}/signed-note). */
  shipment: { id: number; delivery_date: string | null; signed_note: boolean } | null;
  /** Taken off the outs list (delete on the outs screen) without being consigned: who and when. */
  removed: { at: string; by: string } | null;
  trail: OutTrailStep[];
}

/** A scanned or typed product code (GS1 string, EAN-13 or CN) resolved to its product. */
export interface ScannedProduct {
  product: { id: number; code: string; description: string };
  gtin: string | null;
  lot: string | null;
  /** YYYY-MM-DD */
  expiry: string | null;
}

export interface PriorityEntry {
  /** Position, consecutive from 1. */
  priority: number;
  party: number;
  party_obj: { id: number; name: string };
  /** YYYY-MM-DD: the date the list applies from. */
  start_date: string;
}

export interface PriorityList {
  /** YYYY-MM-DD, null before the first save. */
  date: string | null;
  priorities: PriorityEntry[];
  saved_at: string | null;
  saved_by: string | null;
}

export interface OrderDeliveryTimeEntry {
  party_id: number;
  party: string;
  /** Average days from the sale date to the delivery of the shipment carrying its out, 2 decimals. */
  days: number;
  /** Outs the average is over. */
  outs: number;
}
