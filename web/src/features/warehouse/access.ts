/**
 * Who reaches each warehouse screen (ticketing-warehouse §6): role 19 reaches every one; otherwise
 * the screen's own role (the spec's 20–28 are the catalogue's warehouse.* keys). Logistics also
 * opens to any of its leaves, as the API does (shared/api/routes/warehouse.ts). Shared by the
 * router, the home links and the link bars.
 */
import { ROLE, ROLES } from '../../../../shared/roles/catalogue';

function roleOf(key: string): number {
  const role = ROLES.find((r) => r.key === key);
  if (!role) throw new Error(`No role ${key} in the catalogue`);
  return role.id;
}

const deliveryNotes = roleOf('warehouse.delivery_notes');
const distribution = roleOf('warehouse.distribution');
const logistics = roleOf('warehouse.logistics');
const mids = roleOf('warehouse.logistics.mids');
const outs = roleOf('warehouse.logistics.outs');
const consignments = roleOf('warehouse.logistics.consignments');
const shipments = roleOf('warehouse.logistics.shipment');
const priorities = roleOf('warehouse.logistics.priorities');
const orderDeliveryTime = roleOf('warehouse.order_delivery_time');
const returns = roleOf('warehouse.returns');
const returnsTracking = roleOf('warehouse.returns.returns_tracking');
const returnsProducts = roleOf('warehouse.returns.returns_products');
const temperatures = roleOf('warehouse.temperatures');
const pendingSales = roleOf('warehouse.pending_sales');
const pendingPurchases = roleOf('warehouse.pending_purchases');
const prenotices = roleOf('warehouse.prenotices');
const relationMidsOuts = roleOf('warehouse.relation_mids_outs');
const relationInsOuts = roleOf('warehouse.relation_ins_outs');

/** Any of these roles opens the screen. */
export const WAREHOUSE_ACCESS = {
  deliveryNotes: [ROLE.warehouse, deliveryNotes],
  distribution: [ROLE.warehouse, distribution],
  /** The logistics home and its out search: any logistics role. */
  logistics: [ROLE.warehouse, logistics, mids, outs, consignments, shipments, priorities],
  mids: [ROLE.warehouse, logistics, mids],
  outs: [ROLE.warehouse, logistics, outs],
  consignments: [ROLE.warehouse, logistics, consignments],
  shipments: [ROLE.warehouse, logistics, shipments],
  priorities: [ROLE.warehouse, logistics, priorities],
  orderDeliveryTime: [ROLE.warehouse, orderDeliveryTime],
  temperatures: [ROLE.warehouse, temperatures],
  /** The returns home (spec §2: three tiles, role 27): the branch or any of its leaves. */
  returns: [ROLE.warehouse, returns, returnsTracking, returnsProducts],
  returnsPending: [ROLE.warehouse, returns],
  returnsTracking: [ROLE.warehouse, returns, returnsTracking],
  returnsProducts: [ROLE.warehouse, returns, returnsProducts],
  // Reports and relations (issue 12 item 4; spec §6 roles 24, 66, 25, 26, 53).
  pendingSales: [ROLE.warehouse, pendingSales],
  pendingPurchases: [ROLE.warehouse, pendingPurchases],
  /** The statistics share the pending purchases role (66). */
  pendingPurchasesStatistics: [ROLE.warehouse, pendingPurchases],
  prenotices: [ROLE.warehouse, prenotices],
  relationMidsOuts: [ROLE.warehouse, relationMidsOuts],
  relationInsOuts: [ROLE.warehouse, relationInsOuts],
} as const satisfies Record<string, readonly number[]>;

export type WarehouseScreen = keyof typeof WAREHOUSE_ACCESS;

/** The warehouse home: any of the screens' roles. */
export const WAREHOUSE_HOME_ROLES: readonly number[] = [...new Set(Object.values(WAREHOUSE_ACCESS).flat())];
