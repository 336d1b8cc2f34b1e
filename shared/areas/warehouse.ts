/**
 * The warehouse (ticketing-warehouse §2, §6): role 19 reaches every screen; otherwise the screen's
 * own role (the spec's 20–28, 53 and 66 are the catalogue's warehouse.* keys). "19 plus the screen's
 * role" is anyOf: an internal set stores 19 only when every warehouse leaf is held (docs/roles.md).
 */
import { anyOf, anyOfRules, defineArea } from './define';

const logistics = (...leaves: Parameters<typeof anyOf>) => anyOf('warehouse', 'warehouse.logistics', ...leaves);

const screens = {
  deliveryNotes: anyOf('warehouse', 'warehouse.delivery_notes'),
  distribution: anyOf('warehouse', 'warehouse.distribution'),
  orderDeliveryTime: anyOf('warehouse', 'warehouse.order_delivery_time'),
  temperatures: anyOf('warehouse', 'warehouse.temperatures'),
  pendingSales: anyOf('warehouse', 'warehouse.pending_sales'),
  /** The pending purchases list and its statistics (the spec's 66). */
  pendingPurchases: anyOf('warehouse', 'warehouse.pending_purchases'),
  pendingPurchasesStatistics: anyOf('warehouse', 'warehouse.pending_purchases'),
  prenotices: anyOf('warehouse', 'warehouse.prenotices'),
  relationMidsOuts: anyOf('warehouse', 'warehouse.relation_mids_outs'),
  relationInsOuts: anyOf('warehouse', 'warehouse.relation_ins_outs'),
  /** The returns home and the product lookup of its dialogs: the branch or any of its leaves. */
  returns: anyOf('warehouse', 'warehouse.returns', 'warehouse.returns.returns_tracking', 'warehouse.returns.returns_products'),
  returnsPending: anyOf('warehouse', 'warehouse.returns'),
  returnsTracking: anyOf('warehouse', 'warehouse.returns', 'warehouse.returns.returns_tracking'),
  returnsProducts: anyOf('warehouse', 'warehouse.returns', 'warehouse.returns.returns_products'),
  /** The logistics home and the out search in every logistics screen's frame: any logistics role. */
  logistics: logistics(
    'warehouse.logistics.mids',
    'warehouse.logistics.outs',
    'warehouse.logistics.consignments',
    'warehouse.logistics.shipment',
    'warehouse.logistics.priorities',
  ),
  mids: logistics('warehouse.logistics.mids'),
  outs: logistics('warehouse.logistics.outs'),
  consignments: logistics('warehouse.logistics.consignments'),
  shipments: logistics('warehouse.logistics.shipment'),
  priorities: logistics('warehouse.logistics.priorities'),
  /** Labels print from the mids screen and, for outs that came from a mid, from the outs screen. */
  labels: logistics('warehouse.logistics.mids', 'warehouse.logistics.outs'),
  /** A consignment opens from its screen and, in a pending shipment, from the shipments screen. */
  consignmentEdit: logistics('warehouse.logistics.consignments', 'warehouse.logistics.shipment'),
};

export const warehouseArea = defineArea({
  name: 'warehouse',
  title: 'Warehouse',
  groups: {
    warehouse: {},
    'warehouse-returns': { starts: ['returns-split'] },
    /** Apart from the returns: each cold start loads only its own screens' code. */
    'warehouse-temperatures': {},
    'warehouse-reports': { mail: true, starts: ['pending-purchases-statistics'] },
    /** pdf-lib weighs on a cold start: the everyday screens do not pay for it. */
    'warehouse-documents': {},
  },
  access: { ...screens, home: anyOfRules(...Object.values(screens)) },
  metrics: ['warehouse'],
  /** The administrator, the warehouse administrator, and the delivery-notes and distribution roles. */
  personas: ['admin', 'magatzem', 'staff', 'distribucio'],
});
