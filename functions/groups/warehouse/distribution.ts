/**
 * Distribution (§2 warehouse.distribution*, §4): incoming shipments, their lines, placing a line
 * (creating its mid) and undoing it. A line is placed at most once: see entities/mid.ts.
 */
import type { warehouseRoutes } from '../../../shared/api/routes/warehouse';
import { CN_EAN_PREFIX, nationalCodeOf } from '../../../shared/erp/codes';
import { gtinToEan13, parseGs1 } from '../../../shared/warehouse/gs1';
import type { DistributionLine, PlacedLine, ScannedProduct, ShipmentInRow } from '../../../shared/warehouse/views';
import { madridToday } from '../../../shared/time/madrid';
import { createMid, midsOfShipmentIn, removeMid, type MidItem } from '../../lib/data/entities/mid';
import { productsByNationalCode } from '../../lib/data/entities/product';
import { productIdsByEan } from '../../lib/data/entities/product-barcode';
import { findShipmentInByNumber, getShipmentIn, shipmentInsByDate } from '../../lib/data/entities/shipment-in';
import { getShipmentInLine, shipmentInLinesOf } from '../../lib/data/entities/shipment-in-line';
import { KEY_RANGE_END } from '../../lib/data/key-range';
import { conflict, invalid, notFound } from '../../lib/http/errors';
import { noContent, type Request } from '../../lib/http/group-handler';
import { lotsById, partiesById, productsById, saleLinesById, salesById } from '../../lib/warehouse/records';

type R = typeof warehouseRoutes;

/** How far back the shipments list reaches, and its cap (a few thousand shipments a year). */
export const SHIPMENT_INS_DAYS = 90;
export const SHIPMENT_INS_CAP = 1_000;

const isConditionFailure = (e: unknown) =>
  (e as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException' ||
  (e as { name?: string }).name === 'ConditionalCheckFailedException';

export async function shipmentIns(_: Request<R['warehouse.distribution.shipment_ins']>) {
  const since = new Date(Date.parse(madridToday()) - SHIPMENT_INS_DAYS * 86_400_000).toISOString().slice(0, 10);
  // Bounded on both sides: the index's partition is shared with other entities (empty key).
  const data = await shipmentInsByDate({ between: [since, KEY_RANGE_END], newestFirst: true, limit: SHIPMENT_INS_CAP });
  const suppliers = await partiesById(data.map((s) => s.supplierId));
  const rows: ShipmentInRow[] = data.map((s) => ({
    id: s.shipmentInId,
    number: s.number,
    reference: s.reference,
    supplier: { id: s.supplierId, name: suppliers.get(s.supplierId)?.name ?? '' },
    date: s.date,
  }));
  return { data: rows.sort((a, b) => a.number.localeCompare(b.number)) };
}

async function shipmentInByNumber(number: string) {
  const shipment = await findShipmentInByNumber(number);
  if (!shipment) throw notFound();
  return shipment;
}

interface LineFacts {
  shipmentInLineId: number;
  shipmentInId: number;
  saleLineId: number;
  saleId: number;
  partyId: number;
  productId: number;
  lotId: number | null;
  quantity: number;
}

/** Joins products, parties, sales and lots onto lines, sorted by product code then party name. */
async function joined(lines: LineFacts[]): Promise<DistributionLine[]> {
  const [products, parties, sales, lots] = await Promise.all([
    productsById(lines.map((l) => l.productId)),
    partiesById(lines.map((l) => l.partyId)),
    salesById(lines.map((l) => l.saleId)),
    lotsById(lines.map((l) => l.lotId)),
  ]);
  return lines
    .map((l): DistributionLine => {
      const product = products.get(l.productId);
      const sale = sales.get(l.saleId);
      const lot = l.lotId == null ? undefined : lots.get(l.lotId);
      return {
        shipment_in_line: l.shipmentInLineId,
        shipment_in: l.shipmentInId,
        sale_line: l.saleLineId,
        sale: l.saleId,
        party: l.partyId,
        product: l.productId,
        lot: l.lotId,
        quantity: l.quantity,
        product_obj: { code: product?.code ?? '', description: product?.description ?? '' },
        party_obj: { name: parties.get(l.partyId)?.name ?? '' },
        sale_obj: { reference: sale?.reference ?? '', sale_date: sale?.saleDate ?? '', number: sale?.number ?? '' },
        lot_obj: lot ? { number: lot.number } : null,
      };
    })
    .sort(
      (a, b) =>
        a.product_obj.code.localeCompare(b.product_obj.code) ||
        a.party_obj.name.localeCompare(b.party_obj.name, 'ca') ||
        a.shipment_in_line - b.shipment_in_line,
    );
}

/** A shipment's lines that serve a sale line, with their sale and party. */
async function shipmentLines(shipmentInId: number): Promise<LineFacts[]> {
  const data = await shipmentInLinesOf(shipmentInId);
  const serving = data.filter((l) => l.saleLineId != null);
  const saleLines = await saleLinesById(serving.map((l) => l.saleLineId));
  const sales = await salesById([...saleLines.values()].map((s) => s.saleId));
  return serving.flatMap((l) => {
    const saleLine = saleLines.get(l.saleLineId!);
    const sale = saleLine && sales.get(saleLine.saleId);
    if (!saleLine || !sale) return [];
    return [
      {
        shipmentInLineId: l.shipmentInLineId,
        shipmentInId: l.shipmentInId,
        saleLineId: saleLine.saleLineId,
        saleId: sale.saleId,
        partyId: sale.partyId,
        productId: l.productId,
        lotId: l.lotId ?? null,
        quantity: l.quantity,
      },
    ];
  });
}

const placedOf = (shipmentInId: number) => midsOfShipmentIn(shipmentInId);

export async function products({ params }: Request<R['warehouse.distribution.products']>) {
  const shipment = await shipmentInByNumber(params.number);
  const [lines, placed] = await Promise.all([shipmentLines(shipment.shipmentInId), placedOf(shipment.shipmentInId)]);
  const placedIds = new Set(placed.map((m) => m.midId));
  return { data: await joined(lines.filter((l) => !placedIds.has(l.shipmentInLineId))) };
}

function midFacts(m: MidItem): LineFacts {
  return { ...m, shipmentInLineId: m.midId, lotId: m.lotId ?? null };
}

async function placedLines(mids: MidItem[]): Promise<PlacedLine[]> {
  const byId = new Map(mids.map((m) => [m.midId, m]));
  return (await joined(mids.map(midFacts))).map((l) => {
    const mid = byId.get(l.shipment_in_line)!;
    return { ...l, id: mid.midId, placed_at: mid.placedAt, placed_by: mid.placedByLogin };
  });
}

export async function midsIndex({ params }: Request<R['warehouse.distribution.mids.index']>) {
  const shipment = await shipmentInByNumber(params.number);
  return { data: await placedLines(await placedOf(shipment.shipmentInId)) };
}

export async function midsCreate({ body, caller }: Request<R['warehouse.distribution.mids.create']>) {
  const [line, shipment] = await Promise.all([getShipmentInLine(body.shipment_in_line), getShipmentIn(body.shipment_in)]);
  if (!line || !shipment || line.shipmentInId !== shipment.shipmentInId) throw notFound();
  const [facts] = (await shipmentLines(shipment.shipmentInId)).filter((l) => l.shipmentInLineId === line.shipmentInLineId);
  if (!facts) throw invalid('shipment_in_line', 'validation.exists');
  // The screen sends what it showed; a line the ERP changed since then is refused, not placed blind.
  const sent: [keyof typeof body, unknown][] = [
    ['sale_line', facts.saleLineId],
    ['sale', facts.saleId],
    ['party', facts.partyId],
    ['product', facts.productId],
    ['lot', facts.lotId],
    ['quantity', facts.quantity],
  ];
  for (const [field, stored] of sent) if ((body[field] ?? null) !== stored) throw invalid(field, 'validation.in');
  const mid: MidItem = {
    midId: facts.shipmentInLineId,
    shipmentInId: facts.shipmentInId,
    supplierId: shipment.supplierId,
    saleLineId: facts.saleLineId,
    saleId: facts.saleId,
    partyId: facts.partyId,
    productId: facts.productId,
    ...(facts.lotId == null ? {} : { lotId: facts.lotId }),
    quantity: facts.quantity,
    placedAt: new Date().toISOString(),
    placedById: caller.actor?.accountId ?? caller.accountId,
    placedByLogin: caller.actor?.login ?? caller.login,
  };
  try {
    await createMid(mid);
  } catch (e) {
    if (isConditionFailure(e)) throw conflict();
    throw e;
  }
  const [placed] = await placedLines([mid]);
  return { data: placed! };
}

export async function midsDelete({ params }: Request<R['warehouse.distribution.mids.delete']>) {
  try {
    await removeMid(params.id);
  } catch (e) {
    if (isConditionFailure(e)) throw notFound();
    throw e;
  }
  return noContent();
}

/** A product by what a scanner or a person gives: a GS1 string (GTIN), an EAN-13 or a national code. */
export async function scan({ query }: Request<R['warehouse.distribution.scan']>) {
  const code = query.code;
  const gs1 = parseGs1(code);
  const ean = gs1 ? gtinToEan13(gs1.gtin) : /^\d{13}$/.test(code) ? code : null;
  let productId: number | undefined;
  if (ean) productId = (await productIdsByEan(ean, 1))[0];
  // A Spanish medicine's EAN carries its CN (847000 + six digits); a bare CN is typed as it is.
  const cn = ean?.startsWith(CN_EAN_PREFIX) ? ean.slice(6, 12) : /^\d{6,7}$/.test(code) ? code.slice(0, 6) : null;
  if (productId === undefined && cn) {
    productId = (await productsByNationalCode(nationalCodeOf(cn), 1))[0]?.productId;
  }
  const product = productId === undefined ? undefined : (await productsById([productId])).get(productId);
  if (!product) throw notFound();
  return {
    data: {
      product: { id: product.productId, code: product.code, description: product.description },
      gtin: gs1?.gtin ?? null,
      lot: gs1?.lot ?? null,
      expiry: gs1?.expiry ?? null,
    } satisfies ScannedProduct,
  };
}
