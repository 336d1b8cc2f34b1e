/**
 * How each ERP feed record is stored: which entity, its key, and its attributes (camelCase, money in
 * cents, absent instead of null so sparse indexes stay sparse). One place, so the loader stays
 * generic and docs/data-model.md can point here.
 */
import type { ErpEntity, ErpRecord } from '../../../shared/erp/feed';
import { deliveryNoteRecords } from '../data/entities/delivery-note';
import { invoiceRecords } from '../data/entities/invoice';
import { lotRecords } from '../data/entities/lot';
import { partyRecords } from '../data/entities/party';
import { productRecords } from '../data/entities/product';
import { purchaseOrderRecords } from '../data/entities/purchase-order';
import { saleRecords } from '../data/entities/sale';
import { saleLineRecords } from '../data/entities/sale-line';
import { shipmentInRecords } from '../data/entities/shipment-in';
import { shipmentInLineRecords } from '../data/entities/shipment-in-line';
import { outListRow, shipmentOutRecords } from '../data/entities/shipment-out';
import { remarkLinkedOuts } from '../data/out-mark';
import type { RawEntity } from '../data/toolbox';

export interface PutParams {
  TableName: string;
  Item: Record<string, unknown>;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

export interface ErpEntityStore<E extends ErpEntity> {
  entity: RawEntity;
  /** The id attribute of the stored item (its primary key). */
  idAttribute: string;
  attributes: (r: ErpRecord<E>) => Record<string, unknown>;
  /**
   * Attributes the portal owns on this record (edited on its screens or by its imports): a record
   * from the ERP that does not carry them keeps the stored values.
   */
  portalOwned: string[];
  /** Attributes computed from the item as stored (its portal-owned attributes included). */
  derived?: (item: Record<string, unknown>) => Record<string, unknown>;
  /**
   * When portal-owned values exist: whether this record's write must be conditional on them (by
   * default always). A record written plainly is then passed to `afterPlainWrite`.
   */
  guarded?: (current: Record<string, unknown> | undefined) => boolean;
  afterPlainWrite?: (items: Record<string, unknown>[]) => Promise<void>;
}

const cents = (euros: number) => Math.round(euros * 100);
/**
 * Guarded only over a stored version. The portal sets a product's packaging and a delivery note's
 * effective date only on a record that exists (both updates are conditional on it), and only the
 * loader creates these records, one feed at a time: a record not stored when the loader read it
 * cannot get a portal value before the loader's write, so a new one goes out in a batch (a
 * conditional put or transaction per record is several times dearer, see docs/erp-feed.md).
 */
const onlyStored = (current: Record<string, unknown> | undefined) => current !== undefined;
const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

function store<E extends ErpEntity>(
  entity: RawEntity,
  idAttribute: string,
  attributes: (r: ErpRecord<E>) => Record<string, unknown>,
  portalOwned: string[] = [],
  more: Pick<ErpEntityStore<E>, 'derived' | 'guarded' | 'afterPlainWrite'> = {},
): ErpEntityStore<E> {
  return { entity, idAttribute, attributes, portalOwned, ...more };
}

export const ERP_STORES: { [E in ErpEntity]: ErpEntityStore<E> } = {
  party: store(partyRecords, 'partyId', (r) => ({
    partyId: r.id,
    code: r.code,
    name: r.name,
    kind: r.kind,
    phone: opt(r.phone),
    employees: r.employees.map((e) => ({ name: e.name, phone: opt(e.phone), email: opt(e.email) })),
    coldChain: r.cold_chain,
    // Absent keys, not undefined ones: the loader stores this map as built.
    address: r.address
      ? {
          street: r.address.street,
          postalCode: r.address.postal_code,
          city: r.address.city,
          ...(r.address.province ? { province: r.address.province } : {}),
        }
      : undefined,
  })),
  product: store(
    productRecords,
    'productId',
    (r) => ({
      productId: r.id,
      code: r.code,
      nationalCode: opt(r.national_code),
      ean13: r.ean13,
      description: r.description,
      templateId: r.template_id,
      laboratoryId: opt(r.laboratory_id),
      supplierIds: r.supplier_ids,
      listingPriceCents: cents(r.listing_price),
      storage: opt(r.storage),
      packaging: r.packaging
        ? {
            unitsPerBox: r.packaging.units_per_box,
            boxesPerLayer: r.packaging.boxes_per_layer,
            layersPerPallet: r.packaging.layers_per_pallet,
            grossWeightG: r.packaging.gross_weight_g,
            lengthMm: r.packaging.length_mm,
            widthMm: r.packaging.width_mm,
            heightMm: r.packaging.height_mm,
          }
        : undefined,
    }),
    ['packaging'],
    { guarded: onlyStored },
  ),
  lot: store(lotRecords, 'lotId', (r) => ({
    lotId: r.id,
    productId: r.product_id,
    number: r.number,
    expiresOn: opt(r.expires_on),
  })),
  sale: store(saleRecords, 'saleId', (r) => ({
    saleId: r.id,
    number: r.number,
    reference: r.reference,
    partyId: r.party_id,
    saleDate: r.sale_date,
    platformId: opt(r.platform_id),
    purchaseOrder: opt(r.purchase_order),
  })),
  sale_line: store(saleLineRecords, 'saleLineId', (r) => ({
    saleLineId: r.id,
    saleId: r.sale_id,
    productId: r.product_id,
    quantity: r.quantity,
    lotId: opt(r.lot_id),
  })),
  shipment_in: store(shipmentInRecords, 'shipmentInId', (r) => ({
    shipmentInId: r.id,
    number: r.number,
    reference: r.reference,
    supplierId: r.supplier_id,
    date: r.date,
  })),
  shipment_in_line: store(shipmentInLineRecords, 'shipmentInLineId', (r) => ({
    shipmentInLineId: r.id,
    shipmentInId: r.shipment_in_id,
    productId: r.product_id,
    lotId: opt(r.lot_id),
    quantity: r.quantity,
    saleLineId: opt(r.sale_line_id),
  })),
  out: store(
    shipmentOutRecords,
    'outId',
    (r) => ({
      outId: r.id,
      number: r.number,
      state: r.state,
      saleId: opt(r.sale_id),
      saleNumber: opt(r.sale_number),
      saleReference: opt(r.sale_reference),
      partyId: r.party_id,
      partyName: r.party_name,
      shipmentInId: opt(r.shipment_in_id),
      shipmentInNumber: opt(r.shipment_in_number),
      date: r.date,
      lines: r.lines.map((l) => ({ productId: l.product_id, quantity: l.quantity, lotId: opt(l.lot_id) })),
    }),
    ['consignedTo'],
    {
      derived: (item) => ({ row: outListRow(item) }),
      // Most outs are never consigned: those go out in batches, and the few a consignment linked
      // while the load was writing get their mark again (data/out-mark.ts).
      guarded: (current) => current?.consignedTo !== undefined,
      afterPlainWrite: (items) => remarkLinkedOuts(items as unknown as Parameters<typeof remarkLinkedOuts>[0]),
    },
  ),
  delivery_note: store(
    deliveryNoteRecords,
    'deliveryNoteId',
    (r) => ({
      deliveryNoteId: r.id,
      direction: r.direction,
      number: r.number,
      partyId: r.party_id,
      date: r.date,
      shipmentInId: opt(r.shipment_in_id),
      outIds: r.out_ids,
    }),
    ['effectiveDate'],
    { guarded: onlyStored },
  ),
  purchase_order: store(purchaseOrderRecords, 'purchaseOrderId', (r) => ({
    purchaseOrderId: r.id,
    platformId: r.platform_id,
    number: r.number,
    label: r.label,
    date: r.date,
    outNumbers: r.out_numbers,
    directOutNumbers: r.direct_out_numbers,
  })),
  invoice: store(invoiceRecords, 'invoiceId', (r) => ({
    invoiceId: r.id,
    partyId: r.party_id,
    invoiceDate: r.date,
    document: r.document,
    number: r.number,
    amountCents: cents(r.amount),
    pdfKey: invoicePdfKey(r),
  })),
};

/** Where an invoice's PDF lives once loaded (the guest portal's downloads read it there). */
export function invoicePdfKey(r: ErpRecord<'invoice'>): string {
  return `invoices/${r.party_id}/${r.date.slice(0, 4)}/${r.number.replace(/[^\w.-]/g, '_')}.pdf`;
}
