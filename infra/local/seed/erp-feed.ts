/**
 * A coherent ERP feed, generated deterministically, in the order the ERP sends it (docs/erp-feed.md):
 * laboratories with products and lots, pharmacies with sales and lines, incoming shipments whose
 * lines serve those sales, outs in every state, platform purchase orders, delivery notes both ways.
 * The demo seed loads a small one through the real loader; `npm run seed:volume` and
 * `npm run bench:ingest` load the group's real size.
 */
import { eanOfNationalCode, gs1CheckDigit, nationalCodeOf } from '../../../shared/erp/codes';
import { OUT_STATES, PLATFORM_IDS } from '../../../shared/erp/constants';
import { PLATFORM_NAMES } from './demo-data';
import { random } from './random';

export interface FeedShape {
  seed: number;
  /** Existing parties to use; with `newParties`, that many more of each kind are emitted first. */
  pharmacies: number[];
  laboratories: number[];
  /** The existing parties' names (the outs carry their party's name). */
  partyNames?: Record<number, string>;
  newParties?: { pharmacies: number; laboratories: number };
  /** Emit the four platforms as party records too (an empty table has none). */
  emitPlatforms?: boolean;
  products: number;
  saleLines: number;
  months: number;
  shipmentInLines: number;
  outs: number;
  purchaseOrdersPerPlatform: number;
  today: Date;
  /** Added to every record id but parties' (and to document numbers), so two feeds can live side by side. */
  idOffset?: number;
  /** Share of the newest outs left packed (waiting for logistics); 1/20 by default. */
  packedShare?: number;
}

export const VOLUME_SHAPE: Omit<FeedShape, 'today'> = {
  seed: 7,
  pharmacies: [],
  laboratories: [],
  newParties: { pharmacies: 1800, laboratories: 200 },
  emitPlatforms: true,
  products: 30_000,
  saleLines: 300_000,
  months: 12,
  shipmentInLines: 20_000,
  outs: 50_000,
  purchaseOrdersPerPlatform: 250,
};

const ACTIVES = [
  'IBUPROFENO',
  'PARACETAMOL',
  'OMEPRAZOL',
  'AMOXICILINA',
  'ENALAPRIL',
  'SIMVASTATINA',
  'METFORMINA',
  'LORATADINA',
];
const BRANDS = ['CINFA', 'NORMON', 'KERN', 'STADA', 'TEVA', 'SANDOZ', 'MYLAN', 'ARISTO'];
const FORMS = ['COMPRIMIDOS', 'CAPSULAS', 'SOBRES', 'JARABE 200 ML', 'CREMA 50 G', 'GEL 100 ML'];
const DOSES = ['5 MG', '10 MG', '20 MG', '40 MG', '250 MG', '500 MG', '600 MG', '1 G'];
const TOWNS = ['Barcelona', 'Girona', 'Lleida', 'Tarragona', 'Reus', 'Manresa', 'Vic', 'Sabadell', 'Terrassa', 'Madrid'];

const iso = (d: Date) => d.toISOString().slice(0, 10);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The feed as JSON lines, in dependency order. */
export function* erpFeed(shape: FeedShape): Generator<string> {
  const rnd = random(shape.seed);
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const day = 86_400_000;
  const today = shape.today.getTime();
  // ERP versions: every record as of this morning, so reloading the same feed changes nothing.
  const updatedAt = new Date(Math.floor(today / day) * day).toISOString();
  const off = shape.idOffset ?? 0;
  /** The ERP id of the n-th record of an entity (parties keep their own ids). */
  const id = (n: number) => off + n;
  const line = (entity: string, recordId: number, fields: Record<string, unknown>) =>
    JSON.stringify({ entity, id: entity === 'party' ? recordId : id(recordId), updated_at: updatedAt, ...fields });

  const pharmacies = [...shape.pharmacies];
  const laboratories = [...shape.laboratories];
  const partyNames = new Map<number, string>(Object.entries(shape.partyNames ?? {}).map(([k, v]) => [Number(k), v]));
  if (shape.emitPlatforms)
    for (const id of PLATFORM_IDS)
      yield line('party', id, { code: `PLT${id}`, name: PLATFORM_NAMES[id], kind: 'platform', phone: null });
  for (let i = 1; i <= (shape.newParties?.laboratories ?? 0); i++) {
    const id = 300_000 + i;
    laboratories.push(id);
    partyNames.set(id, `Laboratorios ${pick(BRANDS)} ${i}`);
    yield line('party', id, {
      code: `L${pad(i, 5)}`,
      name: partyNames.get(id),
      kind: 'laboratory',
      phone: null,
    });
  }
  for (let i = 1; i <= (shape.newParties?.pharmacies ?? 0); i++) {
    const id = 400_000 + i;
    pharmacies.push(id);
    partyNames.set(id, `Farmàcia ${pick(TOWNS)} ${i}`);
    yield line('party', id, {
      code: `S${pad(i, 5)}`,
      name: partyNames.get(id),
      kind: 'pharmacy',
      phone: `93${pad(int(0, 9_999_999), 7)}`,
    });
  }

  // Products, each with one lot; product i's lot has id i too.
  const productLab: number[] = [];
  const usedCn = new Set<string>();
  for (let i = 1; i <= shape.products; i++) {
    const lab = pick(laboratories);
    productLab[i] = lab;
    let six = pad(int(600_000, 999_999), 6);
    while (usedCn.has(six)) six = pad(int(600_000, 999_999), 6);
    usedCn.add(six);
    const withCn = rnd() < 0.9;
    const cn = withCn ? nationalCodeOf(six) : null;
    const ean13 = cn ? [eanOfNationalCode(cn)] : [];
    if (rnd() < 0.2) {
      const body = `84${pad(int(0, 9_999_999_999), 10)}`;
      ean13.push(body + String(gs1CheckDigit(body)));
    }
    const description = `${pick(ACTIVES)} ${pick(BRANDS)} ${pick(DOSES)} ${int(10, 60)} ${pick(FORMS)}`;
    yield line('product', i, {
      code: pad(1_000_000 + id(i), 7),
      national_code: cn,
      ean13,
      description,
      template_id: id(i),
      laboratory_id: lab,
      supplier_ids: [lab],
      listing_price: int(100, 8000) / 100,
      packaging: rnd() < 0.7 ? { units_per_box: int(6, 48), boxes_per_layer: int(4, 20), layers_per_pallet: int(3, 8) } : null,
    });
  }
  for (let i = 1; i <= shape.products; i++) {
    const expires = new Date(today + int(120, 1100) * day);
    yield line('lot', i, { number: `L${expires.getUTCFullYear()}${pad(id(i), 6)}`, product_id: id(i), expires_on: iso(expires) });
  }

  // Sales over the months, about six lines each; a quarter through a platform's purchase order.
  const sales: {
    id: number;
    party: number;
    date: string;
    number: string;
    reference: string;
    platform: number | null;
    order: string | null;
  }[] = [];
  const lineSale: number[] = [];
  const lineProduct: number[] = [];
  const lineQuantity: number[] = [];
  const salesCount = Math.max(1, Math.round(shape.saleLines / 6));
  const orders = new Map<number, string[]>();
  for (const p of PLATFORM_IDS)
    orders.set(
      p,
      Array.from({ length: shape.purchaseOrdersPerPlatform }, (_, k) => `${p}-PO${pad(id(k + 1), 7)}`),
    );
  for (let s = 1; s <= salesCount; s++) {
    const date = new Date(today - Math.floor(((salesCount - s) / salesCount) * shape.months * 30 * day));
    const platform = rnd() < 0.25 ? pick(PLATFORM_IDS) : null;
    // One of the platform's last 20 orders placed by the sale's date (orders are dated evenly over
    // the months, oldest first): a sale never serves an order placed after it.
    const placed = Math.min(shape.purchaseOrdersPerPlatform - 1, Math.floor((shape.purchaseOrdersPerPlatform * s) / salesCount));
    const order = platform ? orders.get(platform)![int(Math.max(0, placed - 19), placed)]! : null;
    const sale = {
      id: s,
      party: pick(pharmacies),
      date: iso(date),
      number: `S${date.getUTCFullYear()}/${pad(id(s), 7)}`,
      reference: `PED-${pad(int(1, 999_999), 6)}`,
      platform,
      order,
    };
    sales.push(sale);
    yield line('sale', s, {
      number: sale.number,
      reference: sale.reference,
      party_id: sale.party,
      sale_date: sale.date,
      platform_id: platform,
      purchase_order: order,
    });
  }
  let lineId = 0;
  for (const sale of sales) {
    // Every sale has lines (about six), and the lines add up to the shape's count exactly.
    const n = Math.floor((sale.id * shape.saleLines) / salesCount) - Math.floor(((sale.id - 1) * shape.saleLines) / salesCount);
    for (let k = 0; k < n; k++) {
      lineId++;
      const product = int(1, shape.products);
      const quantity = int(1, 24);
      lineSale[lineId] = sale.id;
      lineProduct[lineId] = product;
      lineQuantity[lineId] = quantity;
      yield line('sale_line', lineId, {
        sale_id: id(sale.id),
        product_id: id(product),
        quantity,
        lot_id: rnd() < 0.5 ? id(product) : null,
      });
    }
  }
  const totalLines = lineId;

  // Incoming shipments of ten lines, each line serving a sale line of the latest sales.
  const shipmentCount = Math.max(1, Math.ceil(shape.shipmentInLines / 10));
  const shipmentOfSale = new Map<number, number>();
  const shipmentInNumbers: string[] = [];
  for (let sh = 1; sh <= shipmentCount; sh++) {
    const date = new Date(today - Math.floor(((shipmentCount - sh) / shipmentCount) * shape.months * 30 * day));
    shipmentInNumbers[sh] = `E${date.getUTCFullYear()}/${pad(id(sh), 6)}`;
    yield line('shipment_in', sh, {
      number: shipmentInNumbers[sh],
      reference: `ALB-${pad(int(1, 999_999), 6)}`,
      supplier_id: pick(laboratories),
      date: iso(date),
    });
  }
  for (let l = 1; l <= shape.shipmentInLines; l++) {
    const shipment = Math.ceil(l / 10);
    // Spread over the whole year's lines, in step with the shipment's date.
    const saleLine = Math.min(totalLines, Math.max(1, Math.round((shipment / shipmentCount) * totalLines) - int(0, 50)));
    shipmentOfSale.set(lineSale[saleLine]!, shipment);
    yield line('shipment_in_line', l, {
      shipment_in_id: id(shipment),
      product_id: id(lineProduct[saleLine]!),
      lot_id: id(lineProduct[saleLine]!),
      quantity: lineQuantity[saleLine],
      sale_line_id: id(saleLine),
    });
  }

  // Outs: one per sale for the latest sales; the newest are still moving through every state.
  const linesOfSale = new Map<number, number[]>();
  for (let l = 1; l <= totalLines; l++)
    (linesOfSale.get(lineSale[l]!) ?? linesOfSale.set(lineSale[l]!, []).get(lineSale[l]!)!).push(l);
  const outCount = Math.min(shape.outs, sales.length);
  const firstSale = sales.length - outCount;
  const outsOfOrder = new Map<string, string[]>();
  const doneOuts: { id: number; party: number; date: string }[] = [];
  for (let o = 1; o <= outCount; o++) {
    const sale = sales[firstSale + o - 1]!;
    const fromEnd = outCount - o;
    const state =
      fromEnd < OUT_STATES.length * 3
        ? OUT_STATES[fromEnd % OUT_STATES.length]!
        : fromEnd < outCount * (shape.packedShare ?? 1 / 20)
          ? 'packed'
          : 'done';
    const number = `OUT/${sale.date.slice(0, 4)}/${pad(id(o), 7)}`;
    if (sale.order) (outsOfOrder.get(sale.order) ?? outsOfOrder.set(sale.order, []).get(sale.order)!).push(number);
    if (state === 'done') doneOuts.push({ id: o, party: sale.party, date: sale.date });
    yield line('out', o, {
      number,
      state,
      sale_id: id(sale.id),
      party_id: sale.party,
      shipment_in_id: shipmentOfSale.has(sale.id) ? id(shipmentOfSale.get(sale.id)!) : null,
      sale_number: sale.number,
      sale_reference: sale.reference,
      party_name: partyNames.get(sale.party) ?? `#${sale.party}`,
      shipment_in_number: shipmentOfSale.has(sale.id) ? shipmentInNumbers[shipmentOfSale.get(sale.id)!]! : null,
      date: sale.date,
      lines: (linesOfSale.get(sale.id) ?? []).slice(0, 500).map((l) => ({
        product_id: id(lineProduct[l]!),
        quantity: lineQuantity[l],
        lot_id: id(lineProduct[l]!),
      })),
    });
  }

  // Delivery notes: the provider's for each incoming shipment, the customer's for a fifth of done outs.
  let note = 0;
  for (let sh = 1; sh <= shipmentCount; sh++) {
    note++;
    yield line('delivery_note', note, {
      direction: 'in',
      number: `AP${pad(id(sh), 7)}`,
      party_id: pick(laboratories),
      date: iso(new Date(today - Math.floor(((shipmentCount - sh) / shipmentCount) * shape.months * 30 * day))),
      shipment_in_id: id(sh),
      out_ids: [],
    });
  }
  for (const [k, out] of doneOuts.entries()) {
    if (k % 5 !== 0) continue;
    note++;
    yield line('delivery_note', note, {
      direction: 'out',
      number: `AC${pad(id(out.id), 7)}`,
      party_id: out.party,
      date: out.date,
      shipment_in_id: null,
      out_ids: [id(out.id)],
    });
  }

  // Purchase orders of each platform with the outs that serve them.
  let po = 0;
  for (const platform of PLATFORM_IDS)
    for (const [k, number] of orders.get(platform)!.entries()) {
      po++;
      const date = new Date(
        today - Math.floor(((shape.purchaseOrdersPerPlatform - k) / shape.purchaseOrdersPerPlatform) * shape.months * 30 * day),
      );
      yield line('purchase_order', po, {
        platform_id: platform,
        number,
        // The label as the platform invoicing list shows it: dates DD/MM/YYYY.
        label: `${PLATFORM_NAMES[platform]} ${iso(date).split('-').reverse().join('/')} ${number}`,
        date: iso(date),
        out_numbers: (outsOfOrder.get(number) ?? []).slice(0, 2000),
        direct_out_numbers: rnd() < 0.3 ? [`D${pad(id(po), 7)}`] : [],
      });
    }
}
