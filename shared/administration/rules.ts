/**
 * The administration back office's rules shared by API and screens (administration-operations §5,
 * §9): the platforms' purchase-order-number rule, grouping options, the manual grid and
 * the month defaults. Zod-free, so the web imports it freely.
 */
import { PLATFORM_IDS, type PlatformId } from '../erp/constants';

/** §9: the purchase order number is asked for on these platforms; optional only on 867. */
export const ORDER_NUMBER_PLATFORMS: readonly PlatformId[] = [867, 748, 9023];
export const ORDER_NUMBER_OPTIONAL: readonly PlatformId[] = [867];
export const isPlatformId = (id: number): id is PlatformId => (PLATFORM_IDS as readonly number[]).includes(id);
export const orderNumberRule = (platform: number): 'none' | 'optional' | 'required' =>
  !isPlatformId(platform) || !ORDER_NUMBER_PLATFORMS.includes(platform)
    ? 'none'
    : ORDER_NUMBER_OPTIONAL.includes(platform)
      ? 'optional'
      : 'required';

/** The 1706 special catalog travels as a file of its own beside the platforms' (catalog step 4). */
export const SPECIAL_CATALOG_ID = 1706;
export const CATALOG_FILE_IDS = [...PLATFORM_IDS, SPECIAL_CATALOG_ID] as const;

/** §9: grouping options; anything else is sent (and read) as outs. */
export const GROUP_BY = ['outs', 'direct', 'consignments'] as const;
export type GroupBy = (typeof GROUP_BY)[number];
export const groupByOf = (value: unknown): GroupBy =>
  (GROUP_BY as readonly unknown[]).includes(value) ? (value as GroupBy) : 'outs';

/** §3, §9: the manual grid's eight columns, in the spec's order, and its one spare row. */
export const MANUAL_SALE_FIELDS = [
  'date',
  'customer',
  'delivery_note',
  'product_code',
  'description',
  'amount',
  'quantity',
  'notes',
] as const;
export type ManualSaleField = (typeof MANUAL_SALE_FIELDS)[number];
export const MANUAL_GRID_SPARE_ROWS = 1;
/** Rows one manual submit takes (a month's paper sales fit many times over). */
export const MANUAL_SALES_MAX_ROWS = 2000;

/** Loyalty line results (§3, §4); converted is the screen's default filter. */
export const LOYALTY_RESULTS = ['converted', 'skipped', 'error'] as const;
export type LoyaltyResult = (typeof LOYALTY_RESULTS)[number];

/** A catalog file at most this size travels attached; a bigger one as a time-limited link. */
export const CATALOG_ATTACH_MAX_BYTES = 2 * 1024 * 1024;
/** How long the link in a catalog mail works (seconds): a week, SigV4's maximum. */
export const CATALOG_LINK_SECONDS = 7 * 24 * 3600;
/** Recipients one send takes (to and cc together; SES takes 50). */
export const CATALOG_RECIPIENTS_MAX = 50;

/** YYYY-MM of a date shifted by whole months (UTC). */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
export const currentMonth = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
/** §9: catalog month defaults to next month; loyalty month to the previous one. */
export const defaultCatalogMonth = (now = new Date()) => shiftMonth(currentMonth(now), 1);
export const defaultLoyaltyMonth = (now = new Date()) => shiftMonth(currentMonth(now), -1);

/** Recipient addresses typed comma separated: trimmed, blanks dropped (§2 step 5). */
export const splitRecipients = (typed: string): string[] =>
  typed
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
