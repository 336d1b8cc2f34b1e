/**
 * Answers of the warehouse calls (ticketing-warehouse §3), defined once for the server and the web.
 * Field names follow the spec's call tables (snake_case, `_obj` for the joined records).
 */
import type { DeliveryNoteDirection } from '../erp/constants';

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
