/**
 * The carriers' temperature log (ticketing-warehouse §2 "Temperatures", §3, §5, §9): bounds and
 * fixed lists shared by the route schemas, the server and the screens. Zod-free.
 */

/** §9: above 0 and below 45, in steps of 0.5, shown with one decimal. */
export const TEMPERATURE_MIN_EXCLUSIVE = 0;
export const TEMPERATURE_MAX_EXCLUSIVE = 45;
export const TEMPERATURE_STEP = 0.5;
/** §9 text limits. */
export const BRAND_MAX = 128;
export const EXPEDITION_MAX = 255;
export const PACKAGES_MAX = 5;
export const ASSESSMENT_MAX = 2000;
export const DESTINATION_MAX = 255;
/** §5: the technical assessment date (and the filters' date pickers) not before this day. */
export const EARLIEST_DAY = '1900-01-01';

/**
 * The storage range a reading is judged against (°C, inclusive): a reading passes when it lies
 * within its laboratory's range. Cold-chain laboratories keep 2–8 °C, the others 15–25 °C.
 */
export const STORAGE_RANGE = { ambient: { min: 15, max: 25 }, cold: { min: 2, max: 8 } } as const;
export type StorageKind = keyof typeof STORAGE_RANGE;

export function readingPasses(temperature: number, kind: StorageKind): boolean {
  const r = STORAGE_RANGE[kind];
  return temperature >= r.min && temperature <= r.max;
}

/** §3: the user field of a reading is chosen from a fixed list of 8 users (the warehouse's receivers). */
export const TEMPERATURE_USERS = [
  { id: 1, name: 'Recepció Barcelona' },
  { id: 2, name: 'Recepció Lleida' },
  { id: 3, name: 'Recepció Madrid' },
  { id: 4, name: 'Responsable de qualitat' },
  { id: 5, name: 'Tècnic de qualitat' },
  { id: 6, name: 'Cap de magatzem' },
  { id: 7, name: 'Farmacèutic responsable' },
  { id: 8, name: 'Torn de nit' },
] as const;

/** A temperature reading as the list and the detail show it (§3 "Temperature control"). */
export interface TemperatureRow {
  id: number;
  /** 'YYYY-MM-DD HH:mm:00', Madrid wall time as recorded. */
  date: string;
  warehouse: { id: number; name: string };
  carrier: { id: number; name: string };
  laboratory: { id: number; name: string };
  brand: string;
  expedition: string;
  packages: string;
  temperature: number;
  /** true: within the laboratory's storage range. Computed by the server. */
  result: boolean;
  /**
   * The range the reading was judged against when recorded, and what set it: the product's storage
   * condition (a product named whose ERP record has one) or the laboratory's.
   */
  range: { min: number; max: number; basis: 'product' | 'laboratory' };
  /** The product the reading is of, when one was named. */
  product: { id: number; label: string } | null;
  user: { id: number; name: string } | null;
  technical_assessment: string;
  /** YYYY-MM-DD or null. */
  technical_assessment_date: string | null;
  product_destination: string;
  /** The quality ticket a failed reading opened (null for a pass). */
  ticket_id: number | null;
}

export interface TemperatureView extends TemperatureRow {
  created_by: { id: string; name: string };
  created_at: string;
  updated_at: string;
}

/** GET /api/warehouse/users (§3 "Warehouse users response"). */
export interface WarehouseUsers {
  users_all: { id: number; name: string }[];
  users: { id: number; name: string }[];
}
