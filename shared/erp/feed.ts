/**
 * The ERP feed's wire format (docs/erp-feed.md): JSON Lines, one record per line, each with its
 * entity, the ERP's id and the ERP's updated_at. The loader validates every line with these
 * schemas; the ERP side can be built from the doc, whose examples a test parses through them.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../api/lazy-schema';
import { isEan13, isNationalCode } from './codes';
import { DELIVERY_NOTE_DIRECTIONS, OUT_STATES, PLATFORM_IDS } from './constants';

const id = lazySchema(() => z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)));
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
/** A calendar date, YYYY-MM-DD, that exists. */
const date = lazySchema(() => z.iso.date());
/** Euros with at most two decimals (stored as cents). */
const euros = lazySchema(() =>
  z.number().check(z.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'at most two decimals' })),
);
const quantity = lazySchema(() => z.number().check(z.int(), z.positive(), z.lte(1_000_000)));

/** What every line carries: which record it is and how recent. */
export const envelopeSchema = lazySchema(() =>
  z.object({
    entity: z.string(),
    id,
    updated_at: z.iso.datetime({ offset: true }),
  }),
);
export type Envelope = z.infer<typeof envelopeSchema>;

const partyFields = lazySchema(() => ({
  code: text(32),
  name: text(200),
  kind: z.enum(['pharmacy', 'laboratory', 'platform']),
  phone: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(32))), null),
  /** Contacts; the first is the business manager a pharmacy sees. */
  employees: z._default(
    z
      .array(
        z.strictObject({
          name: text(120),
          phone: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(32))), null),
          email: z._default(z.nullable(z.email()), null),
        }),
      )
      .check(z.maxLength(20)),
    [],
  ),
  /** A laboratory whose products travel and are stored at 2–8 °C (the temperature log's range). */
  cold_chain: z._default(z.boolean(), false),
  /** Where goods for the party are delivered (the truck sheet prints it); optional. */
  address: z._default(
    z.nullable(
      z.strictObject({
        street: text(200),
        postal_code: z.string().check(z.trim(), z.regex(/^\d{5}$/)),
        city: text(100),
        province: z._default(z.nullable(text(100)), null),
      }),
    ),
    null,
  ),
}));

const productFields = lazySchema(() => ({
  /** The group's internal product code (xf). */
  code: text(32),
  national_code: z.nullable(
    z.string().check(z.refine(isNationalCode, { message: 'national code: 6 digits, or 7 with a valid check digit' })),
  ),
  ean13: z.array(z.string().check(z.refine(isEan13, { message: 'EAN-13 with a valid check digit' }))).check(z.maxLength(20)),
  description: text(255),
  template_id: id,
  laboratory_id: z.nullable(id),
  supplier_ids: z.array(id).check(z.maxLength(20)),
  listing_price: euros.check(z.nonnegative()),
  packaging: z._default(
    z.nullable(
      z.strictObject({
        units_per_box: z.optional(quantity),
        boxes_per_layer: z.optional(quantity),
        layers_per_pallet: z.optional(quantity),
        gross_weight_g: z.optional(quantity),
        length_mm: z.optional(quantity),
        width_mm: z.optional(quantity),
        height_mm: z.optional(quantity),
      }),
    ),
    null,
  ),
  /** Its storage condition, when the ERP knows it: `cold` 2–8 °C, `ambient` 15–25 °C (temperature readings of it are judged so). */
  storage: z._default(z.nullable(z.enum(['ambient', 'cold'])), null),
}));

const lotFields = lazySchema(() => ({ number: text(64), product_id: id, expires_on: z.nullable(date) }));

const saleFields = lazySchema(() => ({
  number: text(32),
  reference: z.string().check(z.trim(), z.maxLength(128)),
  party_id: id,
  sale_date: date,
  platform_id: z.nullable(
    z
      .number()
      .check(z.refine((v) => (PLATFORM_IDS as readonly number[]).includes(v), { message: 'platform 825, 748, 867 or 9023' })),
  ),
  purchase_order: z.nullable(text(64)),
}));

const saleLineFields = lazySchema(() => ({ sale_id: id, product_id: id, quantity, lot_id: z.nullable(id) }));

const shipmentInFields = lazySchema(() => ({
  number: text(32),
  reference: z.string().check(z.trim(), z.maxLength(128)),
  supplier_id: id,
  date,
}));

const shipmentInLineFields = lazySchema(() => ({
  shipment_in_id: id,
  product_id: id,
  lot_id: z.nullable(id),
  quantity,
  /** The sale line this incoming goods serve; null for stock. */
  sale_line_id: z.nullable(id),
}));

const outFields = lazySchema(() => ({
  number: text(32),
  state: z.enum(OUT_STATES),
  sale_id: z.nullable(id),
  party_id: id,
  shipment_in_id: z.nullable(id),
  /**
   * The heads the delivery document prints, as of this version of the out: the logistics lists show
   * them without joining the sale, the party and the incoming shipment (docs/erp-feed.md).
   */
  sale_number: z.nullable(text(32)),
  sale_reference: z.nullable(z.string().check(z.trim(), z.maxLength(128))),
  party_name: text(200),
  shipment_in_number: z.nullable(text(32)),
  date,
  lines: z.array(z.strictObject({ product_id: id, quantity, lot_id: z.nullable(id) })).check(z.minLength(1), z.maxLength(500)),
}));

const deliveryNoteFields = lazySchema(() => ({
  direction: z.enum(DELIVERY_NOTE_DIRECTIONS),
  number: text(32),
  party_id: id,
  date,
  shipment_in_id: z._default(z.nullable(id), null),
  out_ids: z._default(z.array(id).check(z.maxLength(500)), []),
}));

const purchaseOrderFields = lazySchema(() => ({
  platform_id: z
    .number()
    .check(z.refine((v) => (PLATFORM_IDS as readonly number[]).includes(v), { message: 'platform 825, 748, 867 or 9023' })),
  number: text(64),
  label: text(128),
  date,
  /** Outs served through the group's logistics, and outs sent directly by the laboratory. */
  out_numbers: z.array(text(32)).check(z.maxLength(2000)),
  direct_out_numbers: z.array(text(32)).check(z.maxLength(2000)),
}));

const invoiceFields = lazySchema(() => ({
  party_id: id,
  date,
  document: z.enum(['invoice', 'credit']),
  number: text(32),
  /** VAT included; negative for credit notes. */
  amount: euros,
  /** The PDF's file name, dropped beside the feed in erp-inbox/pdf/. */
  pdf_file: z.string().check(z.regex(/^[\w.-]{1,120}\.pdf$/i, { message: 'a PDF file name' })),
}));

const record = <const E extends string, S extends z.core.$ZodLooseShape>(entity: E, fields: S) =>
  z.strictObject({ ...envelopeSchema.shape, entity: z.literal(entity), ...fields });

/** One schema per entity the feed carries. */
export const ERP_RECORDS = {
  party: record('party', partyFields),
  product: record('product', productFields),
  lot: record('lot', lotFields),
  sale: record('sale', saleFields),
  sale_line: record('sale_line', saleLineFields),
  shipment_in: record('shipment_in', shipmentInFields),
  shipment_in_line: record('shipment_in_line', shipmentInLineFields),
  out: record('out', outFields),
  delivery_note: record('delivery_note', deliveryNoteFields),
  purchase_order: record('purchase_order', purchaseOrderFields),
  invoice: record('invoice', invoiceFields),
} as const;

export type ErpEntity = keyof typeof ERP_RECORDS;
export const ERP_ENTITIES = Object.keys(ERP_RECORDS) as ErpEntity[];
export type ErpRecord<E extends ErpEntity = ErpEntity> = { [K in E]: z.output<(typeof ERP_RECORDS)[K]> }[E];

export function isErpEntity(name: string): name is ErpEntity {
  return Object.prototype.hasOwnProperty.call(ERP_RECORDS, name);
}

/**
 * The records a record points at, which must exist (stored, or earlier in the same file) for the
 * line to load. Purchase orders name outs by number only: an order may arrive before its outs.
 */
export function referencesOf(r: ErpRecord): { entity: ErpEntity; id: number }[] {
  const refs: { entity: ErpEntity; id: number | null | undefined }[] = [];
  switch (r.entity) {
    case 'product':
      refs.push({ entity: 'party', id: r.laboratory_id }, ...r.supplier_ids.map((s) => ({ entity: 'party' as const, id: s })));
      break;
    case 'lot':
      refs.push({ entity: 'product', id: r.product_id });
      break;
    case 'sale':
      refs.push({ entity: 'party', id: r.party_id }, { entity: 'party', id: r.platform_id });
      break;
    case 'sale_line':
      refs.push({ entity: 'sale', id: r.sale_id }, { entity: 'product', id: r.product_id }, { entity: 'lot', id: r.lot_id });
      break;
    case 'shipment_in':
      refs.push({ entity: 'party', id: r.supplier_id });
      break;
    case 'shipment_in_line':
      refs.push(
        { entity: 'shipment_in', id: r.shipment_in_id },
        { entity: 'product', id: r.product_id },
        { entity: 'lot', id: r.lot_id },
        { entity: 'sale_line', id: r.sale_line_id },
      );
      break;
    case 'out':
      refs.push(
        { entity: 'sale', id: r.sale_id },
        { entity: 'party', id: r.party_id },
        { entity: 'shipment_in', id: r.shipment_in_id },
        ...r.lines.flatMap((l) => [
          { entity: 'product' as const, id: l.product_id },
          { entity: 'lot' as const, id: l.lot_id },
        ]),
      );
      break;
    case 'delivery_note':
      refs.push(
        { entity: 'party', id: r.party_id },
        { entity: 'shipment_in', id: r.shipment_in_id },
        ...r.out_ids.map((o) => ({ entity: 'out' as const, id: o })),
      );
      break;
    case 'purchase_order':
      refs.push({ entity: 'party', id: r.platform_id });
      break;
    case 'invoice':
      refs.push({ entity: 'party', id: r.party_id });
      break;
    case 'party':
      break;
  }
  const seen = new Set<string>();
  return refs.flatMap((ref) => {
    if (ref.id === null || ref.id === undefined) return [];
    const key = `${ref.entity}#${ref.id}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ entity: ref.entity, id: ref.id }];
  });
}
