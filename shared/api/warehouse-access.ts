/**
 * Access rules and request fields shared by the warehouse route groups (warehouse,
 * warehouse-documents). A module of its own so neither group's route file (and Lambda bundle)
 * imports the other's routes.
 *
 * Access (§6): role 19 reaches every warehouse route; otherwise the screen's own role. The spec's
 * 20–23 are the catalogue's warehouse.delivery_notes (118), warehouse.distribution (119),
 * warehouse.logistics (120, with its leaves 121–125) and warehouse.order_delivery_time (126).
 * "19 plus the screen's role" is anyOf: an internal set stores 19 only when every warehouse leaf is
 * held (docs/roles.md), so allOf would shut out the staff the screen roles exist for.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { ROLE } from '../roles/catalogue';
import { fields } from './account-fields';
import { anyOf } from './route';

export const WAREHOUSE_ROLE = {
  deliveryNotes: 118,
  distribution: 119,
  logistics: 120,
  logisticsMids: 121,
  logisticsOuts: 122,
  logisticsConsignments: 123,
  logisticsShipments: 124,
  logisticsPriorities: 125,
  orderDeliveryTime: 126,
  // Part 2 (issue 12): the spec's 24, 66, 25, 26, 27, 28, 53.
  pendingSales: 127,
  pendingPurchases: 128,
  prenotices: 25,
  relationMidsOuts: 129,
  returns: 130,
  returnsTracking: 131,
  returnsProducts: 132,
  temperatures: 133,
  relationInsOuts: 134,
} as const;

export const warehouseAccess = {
  deliveryNotes: anyOf(ROLE.warehouse, WAREHOUSE_ROLE.deliveryNotes),
  distribution: anyOf(ROLE.warehouse, WAREHOUSE_ROLE.distribution),
  orderDeliveryTime: anyOf(ROLE.warehouse, WAREHOUSE_ROLE.orderDeliveryTime),
  pendingSales: anyOf(ROLE.warehouse, WAREHOUSE_ROLE.pendingSales),
  pendingPurchases: anyOf(ROLE.warehouse, WAREHOUSE_ROLE.pendingPurchases),
  prenotices: anyOf(ROLE.warehouse, WAREHOUSE_ROLE.prenotices),
  relationMidsOuts: anyOf(ROLE.warehouse, WAREHOUSE_ROLE.relationMidsOuts),
  relationInsOuts: anyOf(ROLE.warehouse, WAREHOUSE_ROLE.relationInsOuts),
  temperatures: anyOf(ROLE.warehouse, WAREHOUSE_ROLE.temperatures),
  /** Returns (27): the pending list is the branch's own screen; tracking and products have leaves. */
  returnsPending: anyOf(ROLE.warehouse, WAREHOUSE_ROLE.returns),
  returnsTracking: anyOf(ROLE.warehouse, WAREHOUSE_ROLE.returns, WAREHOUSE_ROLE.returnsTracking),
  /** The product lookup fills the pending-return and returns-products dialogs. */
  productLookup: anyOf(ROLE.warehouse, WAREHOUSE_ROLE.returns, WAREHOUSE_ROLE.returnsTracking, WAREHOUSE_ROLE.returnsProducts),
  /** A logistics screen: 19, the logistics branch (120) or one of the screen's leaves. */
  logistics: (...leaves: number[]) => anyOf(ROLE.warehouse, WAREHOUSE_ROLE.logistics, ...leaves),
  /** The out search box sits in the frame of every logistics screen. */
  anyLogistics: anyOf(
    ROLE.warehouse,
    WAREHOUSE_ROLE.logistics,
    WAREHOUSE_ROLE.logisticsMids,
    WAREHOUSE_ROLE.logisticsOuts,
    WAREHOUSE_ROLE.logisticsConsignments,
    WAREHOUSE_ROLE.logisticsShipments,
    WAREHOUSE_ROLE.logisticsPriorities,
  ),
};

/** A DynamoDB transaction holds at most 100 items: a consignment and its outs, a shipment and its consignments. */
export const MAX_GROUPED = 99;
export const groupedIds = lazySchema(() => z.array(fields.id).check(z.minLength(1), z.maxLength(MAX_GROUPED)));
/** Each out grouped (or taken off the list) is two items of the transaction: its link and its own mark. */
export const MAX_OUTS_PER_CONSIGNMENT = 49;
export const groupedOutIds = lazySchema(() => z.array(fields.id).check(z.minLength(1), z.maxLength(MAX_OUTS_PER_CONSIGNMENT)));

/** A consignment's create and edit (§2 "pallets, weight in kg", §5 required). */
export const consignmentBody = lazySchema(() =>
  z.object({
    pallets: z.number().check(z.int(), z.gte(1), z.lte(999)),
    weight: z.number().check(z.positive(), z.lte(100_000)),
    outs: groupedOutIds,
  }),
);

/** Document numbers as typed or scanned: trimmed, no blanks. */
export const documentNumber = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(64)));
