/**
 * The warehouse's authorization matrix, driven by the route table (a new warehouse route without an
 * entry fails): every route against no token and every README persona; through get the internal
 * admin and the warehouse administrator (19 with every leaf) everywhere, the demo staff (delivery
 * notes 118 and distribution 119) and the distribution-only user (the spec's 19 + 21) where their
 * roles reach.
 */
import { warehouseArea } from '../../shared/areas/warehouse';
import { runMatrix, type MatrixEntry } from './support/matrix';

type Persona = (typeof warehouseArea.personas)[number];

// The warehouse administrator (19 with every leaf) and the internal admin reach every route.
const ADMIN: Persona[] = ['admin', 'magatzem'];
// The demo staff holds the delivery-notes (118) and distribution (119) roles, not 19.
const NOTES: Persona[] = ['admin', 'staff', 'magatzem'];
// The distribution-only user (the spec's 19 + 21) reaches distribution and nothing else.
const STAFF: Persona[] = [...NOTES, 'distribucio'];

// Allowed calls use harmless inputs: unknown numbers or invalid bodies.
const MATRIX: Record<string, MatrixEntry<Persona>> = {
  'warehouse.delivery_notes.show': { who: NOTES, path: '/api/warehouse/delivery-notes/in/NO-SUCH', ok: 404 },
  'warehouse.delivery_notes.update': { who: NOTES, body: {}, ok: 422 },
  'warehouse.distribution.shipment_ins': { who: STAFF },
  'warehouse.distribution.products': { who: STAFF, path: '/api/warehouse/distribution/products/NO-SUCH', ok: 404 },
  'warehouse.distribution.mids.create': { who: STAFF, body: {}, ok: 422 },
  'warehouse.distribution.mids.index': { who: STAFF, path: '/api/warehouse/distribution/mids/NO-SUCH', ok: 404 },
  'warehouse.distribution.mids.delete': { who: STAFF, path: '/api/warehouse/distribution/mids/999999999', ok: 404 },
  'warehouse.logistics.mids.index': { who: ADMIN },
  'warehouse.logistics.mids.show': { who: ADMIN, path: '/api/warehouse/logistics/mids/NO-SUCH', ok: 404 },
  'warehouse.logistics.mids.print': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.logistics.mids.labels': { who: ADMIN, body: { labels: [] }, ok: 422 },
  'warehouse.logistics.outs.index': { who: ADMIN },
  'warehouse.logistics.outs.destroy': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.logistics.outs.show': { who: ADMIN, path: '/api/warehouse/logistics/outs/NO-SUCH', ok: 404 },
  'warehouse.logistics.outs.locate': { who: ADMIN, path: '/api/warehouse/logistics/outs/locate/NO-SUCH', ok: 404 },
  'warehouse.logistics.consignments.index': { who: ADMIN },
  'warehouse.logistics.consignments.create': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.logistics.consignments.destroy': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.logistics.consignments.show': { who: ADMIN, path: '/api/warehouse/logistics/consignments/999999999', ok: 404 },
  'warehouse.logistics.consignments.update': {
    who: ADMIN,
    path: '/api/warehouse/logistics/consignments/999999999',
    body: {},
    ok: 422,
  },
  'warehouse.logistics.consignments.pdf': {
    who: ADMIN,
    path: '/api/warehouse/logistics/consignments/999999999/pdf',
    ok: 404,
  },
  'warehouse.logistics.shipments.create': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.logistics.shipments.truck_sheet': { who: ADMIN, body: { shipment_freight_id: 999999999 }, ok: 404 },
  'warehouse.logistics.shipments.truck_sheet_show': {
    who: ADMIN,
    path: '/api/warehouse/logistics/shipments/delivery/999999999',
    ok: 404,
  },
  'warehouse.logistics.shipments.pending': { who: ADMIN },
  'warehouse.logistics.shipments.delivered': { who: ADMIN },
  'warehouse.logistics.shipments.delete': { who: ADMIN, path: '/api/warehouse/logistics/shipments/999999999', ok: 404 },
  'warehouse.distribution.scan': { who: STAFF, path: '/api/warehouse/distribution/scan', ok: 422 },
  'warehouse.logistics.shipments.signed_upload': { who: ADMIN, body: { file_name: 'albara.exe', size: 10 }, ok: 422 },
  'warehouse.logistics.shipments.deliver': { who: ADMIN, body: { id: 999999999, upload_id: 'x' }, ok: 404 },
  'warehouse.logistics.shipments.signed_note': {
    who: ADMIN,
    path: '/api/warehouse/logistics/shipments/999999999/signed-note',
    ok: 404,
  },
  'warehouse.logistics.priorities.show': { who: ADMIN },
  'warehouse.logistics.priorities.save': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.order_delivery_time': { who: ADMIN },

  // Part 2: only the warehouse administrator and the internal admin hold these roles.
  'warehouse.temperatures.datatable': { who: ADMIN },
  'warehouse.temperatures.store': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.temperatures.show': { who: ADMIN, path: '/api/warehouse/temperatures/999999999', ok: 404 },
  'warehouse.temperatures.update': { who: ADMIN, path: '/api/warehouse/temperatures/999999999', body: {}, ok: 422 },
  'warehouse.users': { who: ADMIN },
  'products.by_cn': { who: ADMIN, path: '/api/products/cn/0000000', ok: 404 },
  'products.by_barcode': { who: ADMIN, path: '/api/products/barcode/0000000000000', ok: 404 },
  'warehouse.returns.index': { who: ADMIN },
  'warehouse.returns.store': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.returns.update': { who: ADMIN, path: '/api/warehouse/returns/999999999', body: {}, ok: 422 },
  'warehouse.returns.delete': { who: ADMIN, path: '/api/warehouse/returns/999999999', ok: 404 },
  'warehouse.returns.export': { who: ADMIN, path: '/api/warehouse/returns/export?party=999999999' },
  'warehouse.returns.trackings.store': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.returns.trackings.index': { who: ADMIN },
  'warehouse.returns.trackings.status': { who: ADMIN },
  'warehouse.returns.trackings.resolutions': { who: ADMIN },
  'warehouse.returns.trackings.comments.store': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.returns.trackings.show': { who: ADMIN, path: '/api/warehouse/returns/trackings/999999999', ok: 404 },
  'warehouse.returns.trackings.update': {
    who: ADMIN,
    path: '/api/warehouse/returns/trackings/999999999',
    body: {},
    ok: 422,
  },
  'warehouse.returns.trackings.export': {
    who: ADMIN,
    path: '/api/warehouse/returns/trackings/999999999/export',
    ok: 404,
  },
  'warehouse.returns.split': { who: ADMIN, path: '/api/warehouse/returns/999999999/split-relation', body: {}, ok: 422 },
  'warehouse.returns.split_job': { who: ADMIN, path: '/api/warehouse/returns/splits/no-such-job', ok: 404 },
  // Reports and relations.
  'warehouse.pending_sales.purchase_orders': { who: ADMIN, path: '/api/warehouse/pending-sales/purchase-orders/867' },
  'warehouse.pending_sales.outs_by_purchase_order': { who: ADMIN, body: { purchase: 'NO-SUCH' }, ok: 404 },
  'warehouse.pending_sales.download': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.pending_purchases': { who: ADMIN, path: '/api/warehouse/pending-purchases?date=1990-01' },
  'warehouse.pending_purchases.statistics': {
    who: ADMIN,
    path: '/api/warehouse/pending-purchases/statistics?from=1990-01&to=1990-02',
    ok: 202,
  },
  'warehouse.pending_purchases.statistics.job': {
    who: ADMIN,
    path: '/api/warehouse/pending-purchases/statistics/jobs/00000000-0000-4000-8000-000000000000',
    ok: 404,
  },
  'warehouse.prenotices.purchase_orders': { who: ADMIN, path: '/api/warehouse/prenotices/purchase-orders/867' },
  'warehouse.prenotices.outs_and_consignments': { who: ADMIN, body: { purchase: 'NO-SUCH' }, ok: 404 },
  'warehouse.prenotices.upload': { who: ADMIN, body: { file_name: 'preavis.pdf', size: 10 }, ok: 422 },
  'warehouse.prenotices.process': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.prenotices.recipients.show': { who: ADMIN, path: '/api/warehouse/prenotices/recipients/867' },
  'warehouse.prenotices.recipients.update': {
    who: ADMIN,
    path: '/api/warehouse/prenotices/recipients/867',
    body: {},
    ok: 422,
  },
  'warehouse.relation_mids_outs.shipment_in': {
    who: ADMIN,
    path: '/api/warehouse/relation-mids-outs/shipment-in/NO-SUCH',
    ok: 404,
  },
  'warehouse.relation_mids_outs.update_shipment_out': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.relation_mids_outs.duplicates': {
    who: ADMIN,
    path: '/api/warehouse/relation-mids-outs/shipment-out-duplicates/NO-SUCH/NO-SUCH',
    ok: 404,
  },
  'warehouse.relation_mids_outs.check_quantities': {
    who: ADMIN,
    path: '/api/warehouse/relation-mids-outs/shipment-out-check-quantities/NO-SUCH/NO-SUCH',
    ok: 404,
  },
  'warehouse.relation_ins_outs.check_quantities': {
    who: ADMIN,
    path: '/api/warehouse/relation-ins-outs/check-quantities/NO-SUCH/NO-SUCH',
    ok: 404,
  },
};

runMatrix({ area: warehouseArea, entries: MATRIX });
