/**
 * Warehouse reports and relations over HTTP, on ERP records this file writes with
 * ids and numbers of its own (and a month of 2019 no seed touches): relation mids-outs (rows,
 * the out edit, duplicates, wrong quantities), ins-outs (exact equality), pending purchases and
 * statistics (their xlsx opened with exceljs), the pending sales file (parsed), and prenotices (test
 * and process mails read from the mail capture, the send recorded). Access is in warehouse.test.ts.
 */
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { putConsignment } from '../../functions/lib/data/entities/consignment';
import { putMid as storeMid } from '../../functions/lib/data/entities/mid';
import { deletePrenoticeRecipients, putPrenoticeRecipients } from '../../functions/lib/data/entities/prenotice-recipients';
import { productsOfLaboratory, type ProductItem } from '../../functions/lib/data/entities/product';
import { putPurchaseOrder } from '../../functions/lib/data/entities/purchase-order';
import { putSale as putSaleItem } from '../../functions/lib/data/entities/sale';
import { putSaleLine } from '../../functions/lib/data/entities/sale-line';
import { putShipmentIn } from '../../functions/lib/data/entities/shipment-in';
import { putShipmentInLine } from '../../functions/lib/data/entities/shipment-in-line';
import { putShipmentOut } from '../../functions/lib/data/entities/shipment-out';
import { recentWarehouseSends } from '../../functions/lib/data/entities/warehouse-send';
import { PENDING_SALES_COLUMNS } from '../../functions/lib/warehouse/pending-sales';
import { api, stack, useStandIn } from './support/api';
import { uniqueEmail } from './support/acl';

const who = { persona: 'warehouse' } as const;
const ERP = '2026-01-01T00:00:00.000Z';
// This file's own records: ids from 9,100,000, numbers prefixed IT-R.
const ID = 9_100_000;
const IN_A = { shipmentInId: ID + 1, number: 'IT-R-IN-A' };
const IN_B = { shipmentInId: ID + 2, number: 'IT-R-IN-B' };
const IN_C = { shipmentInId: ID + 3, number: 'IT-R-IN-C' };
const S1 = ID + 11;
const S2 = ID + 12;
const S3 = ID + 13;
const S4 = ID + 14;
const S5 = ID + 15;
const PHARMACY_1 = 1001;
const PHARMACY_2 = 1002;
const CONSIGNMENT = ID + 21;
let p1: ProductItem, p2: ProductItem, p3: ProductItem, p4: ProductItem;
let recipient: string;

async function putOut(
  outId: number,
  number: string,
  saleId: number,
  shipmentIn: typeof IN_A,
  lines: [ProductItem, number][],
  consignedTo?: number,
) {
  const item = {
    outId,
    number,
    state: 'done' as const,
    saleId,
    partyId: PHARMACY_1,
    partyName: 'Farmàcia de prova',
    shipmentInId: shipmentIn.shipmentInId,
    shipmentInNumber: shipmentIn.number,
    saleNumber: `IT-R-S${saleId}`,
    saleReference: `REF-${saleId}`,
    consignedTo,
    date: '2019-03-12',
    lines: lines.map(([p, quantity]) => ({ productId: p.productId, quantity })),
    erpUpdatedAt: ERP,
  };
  await putShipmentOut(item);
}

async function putMid(midId: number, saleId: number, partyId: number, p: ProductItem, quantity: number) {
  await storeMid({
    midId,
    shipmentInId: IN_A.shipmentInId,
    supplierId: p.laboratoryId!,
    saleLineId: midId,
    saleId,
    partyId,
    productId: p.productId,
    quantity,
    // Long ago: outside the logistics mids list's window.
    placedAt: '2019-03-11T09:00:00.000Z',
    placedById: 1,
    placedByLogin: 'it',
  });
}

async function putSale(
  saleId: number,
  platformId: number | undefined,
  purchaseOrder: string | undefined,
  lines: [number, ProductItem, number][],
) {
  await putSaleItem({
    saleId,
    number: `IT-R-S${saleId}`,
    reference: `REF-${saleId}`,
    partyId: saleId === S2 ? PHARMACY_2 : PHARMACY_1,
    saleDate: '2019-03-10',
    platformId,
    purchaseOrder,
    erpUpdatedAt: ERP,
  });
  for (const [saleLineId, p, quantity] of lines)
    await putSaleLine({ saleLineId, saleId, productId: p.productId, quantity, erpUpdatedAt: ERP });
}

const inLine = (id: number, shipmentIn: typeof IN_A, p: ProductItem, quantity: number, saleLineId?: number) =>
  putShipmentInLine({
    shipmentInLineId: id,
    shipmentInId: shipmentIn.shipmentInId,
    productId: p.productId,
    quantity,
    saleLineId,
    erpUpdatedAt: ERP,
  });

beforeAll(async () => {
  useStandIn();
  const ofLab = async (lab: number) => (await productsOfLaboratory(lab)).filter((p) => p.nationalCode);
  [p1, p2, p3] = (await ofLab(2001)).slice(0, 3) as [ProductItem, ProductItem, ProductItem];
  p4 = (await ofLab(2003))[0]!;
  expect([p1, p2, p3, p4].every(Boolean)).toBe(true);

  for (const s of [IN_A, IN_B, IN_C])
    await putShipmentIn({ ...s, reference: `REF-${s.number}`, supplierId: 2001, date: '2019-03-11', erpUpdatedAt: ERP });
  // Shipment A's mids: sale 1 gets P1 x5 and P2 x3, sale 2 gets P1 x2.
  await putMid(ID + 101, S1, PHARMACY_1, p1, 5);
  await putMid(ID + 102, S1, PHARMACY_1, p2, 3);
  await putMid(ID + 103, S2, PHARMACY_2, p1, 2);
  // Shipment A's lines (ins-outs): P1 5 + 2, P2 3, P3 1.
  await inLine(ID + 201, IN_A, p1, 5);
  await inLine(ID + 202, IN_A, p1, 2);
  await inLine(ID + 203, IN_A, p2, 3);
  await inLine(ID + 204, IN_A, p3, 1);
  // Out 1 (the ERP's out of sale 1 from A) carries P2 x2 where 3 were placed; out 2 is sale 2's from B.
  await putOut(ID + 301, 'IT-R-OUT-1', S1, IN_A, [
    [p1, 5],
    [p2, 2],
  ]);
  await putOut(ID + 302, 'IT-R-OUT-2', S2, IN_B, [[p1, 2]]);
  await putOut(
    ID + 303,
    'IT-R-OUT-3',
    S3,
    IN_C,
    [
      [p1, 7],
      [p2, 3],
      [p3, 2],
    ],
    CONSIGNMENT,
  );
  await putConsignment({
    consignmentId: CONSIGNMENT,
    partyId: PHARMACY_1,
    outIds: [ID + 303],
    hasDrugs: true,
    palletCount: 1,
    weightKg: 10,
    // Not in the consignments list: a shipment of its own.
    shipmentId: ID + 22,
    createdAt: ERP,
    createdBy: 'it',
  });

  // Pending purchases, March 2019: order 1 (867) sells P1 x10 (6 received) and P2 x4 (all received),
  // order 2 (748) P4 x5 (none); April: order 3 (867) P1 x3.
  for (const [purchaseOrderId, platformId, number, date, outNumbers, directOutNumbers] of [
    [ID + 401, 867, 'IT-R-PO-1', '2019-03-10', ['IT-R-OUT-1'], ['IT-R-OUT-3']],
    [ID + 402, 748, 'IT-R-PO-2', '2019-03-31', [], []],
    [ID + 403, 867, 'IT-R-PO-3', '2019-04-01', [], []],
  ] as const)
    await putPurchaseOrder({
      purchaseOrderId,
      platformId,
      number,
      label: number,
      date,
      outNumbers: [...outNumbers],
      directOutNumbers: [...directOutNumbers],
      erpUpdatedAt: ERP,
    });
  await putSale(S1, undefined, undefined, []);
  await putSale(S2, undefined, undefined, []);
  await putSale(S3, 867, 'IT-R-PO-1', [
    [ID + 501, p1, 10],
    [ID + 502, p2, 4],
  ]);
  await putSale(S4, 748, 'IT-R-PO-2', [[ID + 503, p4, 5]]);
  await putSale(S5, 867, 'IT-R-PO-3', [[ID + 504, p1, 3]]);
  await inLine(ID + 601, IN_C, p1, 4, ID + 501);
  await inLine(ID + 602, IN_C, p1, 2, ID + 501);
  await inLine(ID + 603, IN_C, p2, 4, ID + 502);

  recipient = uniqueEmail('prenotice-867');
  await putPrenoticeRecipients({ platformId: 867, to: [recipient], updatedAt: ERP });
  await deletePrenoticeRecipients(9023);
});

describe('relation mids-outs', () => {
  it('lists one row per sale of the shipment with its related out; an unknown shipment is 404 with the spec message', async () => {
    const res = await api.call('warehouse.relation_mids_outs.shipment_in', { params: { in: IN_A.number }, ...who });
    expect(res.status).toBe(200);
    const bySale = new Map(res.body.data.map((r) => [r.sale, r]));
    expect(bySale.get(S1)).toMatchObject({
      sale_obj: { number: `IT-R-S${S1}`, reference: `REF-${S1}` },
      shipment_in: IN_A.shipmentInId,
      shipment_out: ID + 301,
      shipment_out_obj: { number: 'IT-R-OUT-1' },
    });
    // Sale 2's only out left from shipment B: nothing related from A yet.
    expect(bySale.get(S2)).toMatchObject({ shipment_out: null, shipment_out_obj: null });
    expect(res.body.data).toHaveLength(2);

    const unknown = await api.call('warehouse.relation_mids_outs.shipment_in', { params: { in: 'IT-R-NO-SUCH' }, ...who });
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe("No s'ha trobat cap entrada de mercaderia amb aquest número.");
  });

  it('relates an out, then reports the other shipment it is related to and only the products whose quantities differ', async () => {
    const missingOut = await api.call('warehouse.relation_mids_outs.update_shipment_out', {
      body: { shipment_in: IN_A.shipmentInId, sale_id: S2, shipment_out: 'IT-R-NO-SUCH' },
      ...who,
      lang: 'es',
    });
    expect(missingOut.status).toBe(404);
    expect(missingOut.error.message).toBe('No se ha encontrado ninguna salida con este número.');
    // A sale with no mid on that shipment is not a row to edit.
    const missingMid = await api.call('warehouse.relation_mids_outs.update_shipment_out', {
      body: { shipment_in: IN_A.shipmentInId, sale_id: S4, shipment_out: 'IT-R-OUT-2' },
      ...who,
    });
    expect(missingMid.status).toBe(404);

    const saved = await api.call('warehouse.relation_mids_outs.update_shipment_out', {
      body: { shipment_in: IN_A.shipmentInId, sale_id: S2, shipment_out: 'IT-R-OUT-2' },
      ...who,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ sale: S2, shipment_out: ID + 302, shipment_out_obj: { number: 'IT-R-OUT-2' } });
    const rows = await api.call('warehouse.relation_mids_outs.shipment_in', { params: { in: IN_A.number }, ...who });
    expect(rows.body.data.find((r) => r.sale === S2)?.shipment_out_obj).toEqual({ number: 'IT-R-OUT-2' });

    // Out 2 left from shipment B in the ERP: a duplicate, linking to B.
    const dup = await api.call('warehouse.relation_mids_outs.duplicates', {
      params: { in: IN_A.number, out: 'IT-R-OUT-2' },
      ...who,
    });
    expect(dup.body.data).toEqual([{ shipment_out_obj: { number: 'IT-R-OUT-2' }, shipment_in_obj: { number: IN_B.number } }]);
    const noDup = await api.call('warehouse.relation_mids_outs.duplicates', {
      params: { in: IN_A.number, out: 'IT-R-OUT-1' },
      ...who,
    });
    expect(noDup.body.data).toEqual([]);
    // Out 2 carries what was placed for sale 2 (P1 x2); out 1 carries P2 x2 where 3 were placed.
    const okQ = await api.call('warehouse.relation_mids_outs.check_quantities', {
      params: { in: IN_A.number, out: 'IT-R-OUT-2' },
      ...who,
    });
    expect(okQ.body.data).toEqual([]);
    const wrong = await api.call('warehouse.relation_mids_outs.check_quantities', {
      params: { in: IN_A.number, out: 'IT-R-OUT-1' },
      ...who,
    });
    expect(wrong.body.data).toEqual([
      {
        shipment_out_obj: { number: 'IT-R-OUT-1' },
        product_obj: { code: p2.code, description: p2.description },
        quantity: 3,
        quantity_out: 2,
      },
    ]);
    const unknown = await api.call('warehouse.relation_mids_outs.check_quantities', {
      params: { in: IN_A.number, out: 'IT-R-NO-SUCH' },
      ...who,
    });
    expect(unknown.status).toBe(404);
  });

  it('answers 422 per field on a bad update body', async () => {
    const res = await api.call('warehouse.relation_mids_outs.update_shipment_out', {
      body: { shipment_in: 'x', sale_id: -1, shipment_out: '  ' } as never,
      ...who,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors ?? {}).sort()).toEqual(['sale_id', 'shipment_in', 'shipment_out']);
  });
});

describe('relation ins-outs', () => {
  it('compares per product with exact equality: a difference of one is a mismatch, equal quantities are not', async () => {
    const res = await api.call('warehouse.relation_ins_outs.check_quantities', {
      params: { in: IN_A.number, out: 'IT-R-OUT-3' },
      ...who,
    });
    expect(res.status).toBe(200);
    const byCn = new Map(res.body.data.map((r) => [r.nationalCode, r]));
    expect(byCn.get(p1.nationalCode!)).toEqual({
      nationalCode: p1.nationalCode,
      productName: p1.description,
      quantityIn: 7,
      quantityOut: 7,
      mismatched: false,
    });
    expect(byCn.get(p2.nationalCode!)).toMatchObject({ quantityIn: 3, quantityOut: 3, mismatched: false });
    expect(byCn.get(p3.nationalCode!)).toMatchObject({ quantityIn: 1, quantityOut: 2, mismatched: true });
    expect(res.body.data).toHaveLength(3);

    // A product only one side has is a mismatch against 0.
    const other = await api.call('warehouse.relation_ins_outs.check_quantities', {
      params: { in: IN_A.number, out: 'IT-R-OUT-2' },
      ...who,
    });
    expect(other.body.data.find((r) => r.nationalCode === p3.nationalCode)).toMatchObject({
      quantityIn: 1,
      quantityOut: 0,
      mismatched: true,
    });

    for (const params of [
      { in: 'IT-R-NO-SUCH', out: 'IT-R-OUT-3' },
      { in: IN_A.number, out: 'IT-R-NO-SUCH' },
    ]) {
      const missing = await api.call('warehouse.relation_ins_outs.check_quantities', { params, ...who });
      expect(missing.status).toBe(404);
    }
  });
});

async function fetchBytes(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Starts a statistics job and polls it until it is over; answers the start's reply and the job as it ended. */
async function statistics(query: { from: string; to: string; laboratory?: number }, lang?: 'ca' | 'es') {
  const start = await api.call('warehouse.pending_purchases.statistics', { query, ...who, ...(lang ? { lang } : {}) });
  expect(start.status).toBe(202);
  let job = start.body.data;
  for (let i = 0; job.status === 'running' && i < 600; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const res = await api.call('warehouse.pending_purchases.statistics.job', { params: { job: job.job_id }, ...who });
    expect(res.status).toBe(200);
    job = res.body.data;
  }
  expect(job.status).toBe('done');
  return { start, job };
}

describe('pending purchases and statistics', () => {
  it('lists what the month’s orders still wait for, per laboratory, with the laboratory at column 2 and a laboratory filter', async () => {
    const res = await api.call('warehouse.pending_purchases', { query: { date: '2019-03' }, ...who });
    expect(res.status).toBe(200);
    const report = res.body as { headers: string[]; rows: Record<number, string | number>[] };
    expect(report.headers).toEqual(['Comanda', 'Data', 'Laboratori', 'CN', 'Producte', 'Demanat', 'Rebut', 'Pendent']);
    const mine = report.rows.filter((r) => String(r[0]).startsWith('IT-R-PO'));
    // P2 was received in full: not pending. April's order is another month.
    expect(mine.map((r) => [r[0], r[1], r[3], r[5], r[6], r[7]])).toEqual(
      expect.arrayContaining([
        ['IT-R-PO-1', '10/03/2019', p1.nationalCode, 10, 6, 4],
        ['IT-R-PO-2', '31/03/2019', p4.nationalCode, 5, 0, 5],
      ]),
    );
    expect(mine).toHaveLength(2);
    // Grouped by laboratory: rows come sorted by it.
    const labs = report.rows.map((r) => String(r[2]));
    expect(labs).toEqual([...labs].sort((a, b) => a.localeCompare(b, 'ca', { sensitivity: 'base' })));

    const lab = await api.call('warehouse.pending_purchases', {
      query: { date: '2019-03', laboratory: 2003 },
      ...who,
      lang: 'es',
    });
    const labRows = (lab.body as typeof report).rows.filter((r) => String(r[0]).startsWith('IT-R-PO'));
    expect(labRows.map((r) => r[0])).toEqual(['IT-R-PO-2']);
    expect((lab.body as typeof report).headers[2]).toBe('Laboratorio');
  });

  it('exports the same report as xlsx through the download path', async () => {
    const res = await api.call('warehouse.pending_purchases', { query: { date: '2019-03', download: '1' }, ...who });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await fetchBytes((res.body as { url: string }).url)) as never);
    const ws = wb.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Comanda',
      'Data',
      'Laboratori',
      'CN',
      'Producte',
      'Demanat',
      'Rebut',
      'Pendent',
    ]);
    const rows: unknown[][] = [];
    ws.eachRow((row, n) => n > 1 && rows.push((row.values as unknown[]).slice(1)));
    const po1 = rows.find((r) => r[0] === 'IT-R-PO-1');
    expect(po1).toEqual(['IT-R-PO-1', '10/03/2019', expect.any(String), p1.nationalCode, p1.description, 10, 6, 4]);
  });

  it('sums per month and laboratory, from included and to excluded, as a job (202, progress, result), and refuses ranges out of order or over 24 months', async () => {
    const march = await statistics({ from: '2019-03', to: '2019-04' });
    expect(march.start.status).toBe(202);
    expect(march.start.body.data).toMatchObject({ status: 'running', report: null, url: null });
    expect(march.job.done).toBe(march.job.total);
    expect(march.job.total).toBeGreaterThanOrEqual(2);
    const rows = march.job.report!.rows;
    expect(march.job.report!.headers).toEqual(['Mes', 'Comandes', 'Laboratori', 'Demanat', 'Rebut', 'Pendent']);
    expect(rows.every((r) => r[0] === '03/2019')).toBe(true);
    const both = await statistics({ from: '2019-03', to: '2019-05', laboratory: 2001 });
    // Only this file's orders use 2019: March has order 1 (P1 10/6, P2 4/4), April order 3 (P1 3/0).
    expect(both.job.report!.rows.map((r) => [r[0], r[1], r[3], r[4], r[5]])).toEqual([
      ['03/2019', 1, 14, 10, 4],
      ['04/2019', 1, 3, 0, 3],
    ]);

    // The job's workbook holds the same report.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await fetchBytes(both.job.url!)) as never);
    expect(wb.worksheets[0]!.rowCount).toBe(3);
    expect((wb.worksheets[0]!.getRow(3).values as unknown[]).slice(1)).toEqual(['04/2019', 1, expect.any(String), 3, 0, 3]);
    const spanish = await statistics({ from: '2019-04', to: '2019-05', laboratory: 2001 }, 'es');
    expect(spanish.job.report!.headers[2]).toBe('Laboratorio');

    const unknown = await api.call('warehouse.pending_purchases.statistics.job', {
      params: { job: '00000000-0000-4000-8000-000000000000' },
      ...who,
    });
    expect(unknown.status).toBe(404);
    const backwards = await api.call('warehouse.pending_purchases.statistics', {
      query: { from: '2019-05', to: '2019-05' },
      ...who,
    });
    expect(backwards.status).toBe(422);
    expect(backwards.error.errors).toEqual({ to: ['Ha de ser posterior a la data inicial.'] });
    const tooLong = await api.call('warehouse.pending_purchases.statistics', {
      query: { from: '2017-01', to: '2019-02' },
      ...who,
      lang: 'es',
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.error.errors).toEqual({ to: ['El periodo debe tener entre 1 y 24 meses.'] });
    const twentyFour = await statistics({ from: '2017-01', to: '2019-01', laboratory: 999_999_999 });
    expect(twentyFour.job.report!.rows).toEqual([]);
    const badMonth = await api.call('warehouse.pending_purchases', { query: { date: '2019-13' }, ...who });
    expect(badMonth.status).toBe(422);
    expect(badMonth.error.errors).toEqual({ date: ['Ha de ser un mes vàlid (AAAA-MM).'] });
  });

  it('agrees with the records after the ERP writes an order, its sale lines and a receipt', async () => {
    // June 2019 is this test's own month: nothing before, then one order of two products.
    const before = await statistics({ from: '2019-06', to: '2019-07', laboratory: 2001 });
    expect(before.job.report!.rows).toEqual([]);
    await putPurchaseOrder({
      purchaseOrderId: ID + 404,
      platformId: 748,
      number: 'IT-R-PO-4',
      label: 'IT-R-PO-4',
      date: '2019-06-15',
      outNumbers: [],
      directOutNumbers: [],
      erpUpdatedAt: ERP,
    });
    await putSale(ID + 16, 748, 'IT-R-PO-4', [
      [ID + 505, p1, 8],
      [ID + 506, p2, 2],
    ]);
    const ordered = await statistics({ from: '2019-06', to: '2019-07', laboratory: 2001 });
    expect(ordered.job.report!.rows.map((r) => [r[0], r[1], r[3], r[4], r[5]])).toEqual([['06/2019', 1, 10, 0, 10]]);
    // A shipment of June brings 5 of P1 for that line: received moves, pending follows.
    await putShipmentIn({
      shipmentInId: ID + 4,
      number: 'IT-R-IN-D',
      reference: 'REF-D',
      supplierId: 2001,
      date: '2019-06-20',
      erpUpdatedAt: ERP,
    });
    await inLine(ID + 604, { shipmentInId: ID + 4, number: 'IT-R-IN-D' }, p1, 5, ID + 505);
    const received = await statistics({ from: '2019-06', to: '2019-07', laboratory: 2001 });
    expect(received.job.report!.rows.map((r) => [r[0], r[1], r[3], r[4], r[5]])).toEqual([['06/2019', 1, 10, 5, 5]]);
  });
});

describe('pending sales', () => {
  it('lists a platform’s orders and the outs an order names; an unknown order is 404', async () => {
    const orders = await api.call('warehouse.pending_sales.purchase_orders', { params: { platform: 867 }, ...who });
    expect(orders.body.data).toContainEqual({ number: 'IT-R-PO-1', date: '2019-03-10', outs: 2 });
    const dates = orders.body.data.map((o) => o.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const outs = await api.call('warehouse.pending_sales.outs_by_purchase_order', { body: { purchase: 'IT-R-PO-1' }, ...who });
    expect(outs.body.data).toEqual([{ number: 'IT-R-OUT-1' }, { number: 'IT-R-OUT-3' }]);
    const missing = await api.call('warehouse.pending_sales.outs_by_purchase_order', {
      body: { platform: 748, purchase: 'IT-R-PO-1' },
      ...who,
    });
    expect(missing.status).toBe(404);
    expect(missing.error.message).toBe("No s'ha trobat cap comanda de compra amb aquest número.");
    const badPlatform = await api.call('warehouse.pending_sales.purchase_orders', { params: { platform: 1 }, ...who });
    expect(badPlatform.status).toBe(422);
  });

  it('downloads one CSV row per line of the outs, records the download, and refuses unknown outs naming them', async () => {
    const res = await api.call('warehouse.pending_sales.download', {
      body: { platform: 867, outs: ['IT-R-OUT-1', 'IT-R-OUT-3'] },
      ...who,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const text = (await fetchBytes(res.body.url)).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(text.slice(1), { delimiter: ';', columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...PENDING_SALES_COLUMNS]);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({
      platform: '867',
      out_number: 'IT-R-OUT-1',
      out_date: '12/03/2019',
      sale_number: `IT-R-S${S1}`,
      national_code: p1.nationalCode,
      product_code: p1.code,
      quantity: '5',
    });
    expect(rows.filter((r) => r.out_number === 'IT-R-OUT-3').map((r) => [r.purchase_order, r.quantity])).toEqual([
      ['IT-R-PO-1', '7'],
      ['IT-R-PO-1', '3'],
      ['IT-R-PO-1', '2'],
    ]);
    const sends = await recentWarehouseSends('pending_sales', 5);
    expect(sends.some((s) => s.outs?.join() === 'IT-R-OUT-1,IT-R-OUT-3' && s.byLogin === 'magatzem')).toBe(true);

    const unknown = await api.call('warehouse.pending_sales.download', {
      body: { platform: 867, outs: ['IT-R-OUT-1', 'IT-R-NOPE'] },
      ...who,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.error.errors).toEqual({ outs: ['Alguna de les sortides no existeix: IT-R-NOPE.'] });
    const empty = await api.call('warehouse.pending_sales.download', { body: { platform: 867, outs: [] }, ...who });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.error.errors ?? {})).toEqual(['outs']);
  });
});

async function uploaded(fileName: string, content: string) {
  const ticket = await api.call('warehouse.prenotices.upload', {
    body: { file_name: fileName, size: Buffer.byteLength(content) },
    ...who,
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.data.url, { method: 'PUT', headers: ticket.body.data.headers, body: content });
  expect(put.status).toBe(200);
  return ticket.body.data.upload_id;
}

interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
  attachments: { filename?: string; content: string }[];
}
async function mailsTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${stack().urls.mail}/store`);
  return ((await res.json()) as { emails: Mail[] }).emails.filter((m) => m.destination.to.includes(address));
}

describe('prenotices', () => {
  const csv = 'cn;quantity\r\n700001;7\r\n';

  it('gives an order’s outs and the consignments holding them', async () => {
    const res = await api.call('warehouse.prenotices.outs_and_consignments', {
      body: { platform: 867, purchase: 'IT-R-PO-1' },
      ...who,
    });
    expect(res.body.data).toEqual({
      outs: [{ number: 'IT-R-OUT-1' }, { number: 'IT-R-OUT-3' }],
      consignments: [{ id: CONSIGNMENT }],
    });
  });

  it('refuses a file of another type', async () => {
    const res = await api.call('warehouse.prenotices.upload', { body: { file_name: 'preavis.pdf', size: 10 }, ...who });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors ?? {})).toEqual(['file_name']);
  });

  it('a test mails the file to the typed address only and leaves the upload for the process, which mails the platform’s recipients and records it', async () => {
    const tester = uniqueEmail('prenotice-test');
    const uploadId = await uploaded('preavis.csv', csv);
    const body = {
      upload_id: uploadId,
      platform: 867,
      groupBy: 'outs' as const,
      outs: ['IT-R-OUT-1', 'IT-R-OUT-3'],
      purchase: 'IT-R-PO-1',
    };
    const test = await api.call('warehouse.prenotices.process', { body: { ...body, test: true, email: tester }, ...who });
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    expect(test.body.data).toMatchObject({ test: true, platform: 867, recipients: [tester], file_name: 'preavis.csv' });
    const [mail] = await mailsTo(tester);
    // The mail names its order, in the subject and the text.
    expect(mail!.subject).toBe('[PROVA] Preavís de lliurament Plataforma Logística Lleida · comanda IT-R-PO-1');
    expect(mail!.body.text).toContain('Comanda de compra IT-R-PO-1. ');
    expect(mail!.body.text).toContain('Agrupat per sortides: IT-R-OUT-1, IT-R-OUT-3.');
    expect(mail!.attachments.map((a) => [a.filename, Buffer.from(a.content, 'base64').toString('utf8')])).toEqual([
      ['preavis.csv', csv],
    ]);
    expect(await mailsTo(recipient)).toHaveLength(0);

    const processed = await api.call('warehouse.prenotices.process', { body, ...who, lang: 'es' });
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    expect(processed.body.data).toMatchObject({ test: false, recipients: [recipient] });
    const [sent] = await mailsTo(recipient);
    expect(sent!.subject).toBe('Preaviso de entrega Plataforma Logística Lleida · pedido IT-R-PO-1');
    expect(sent!.body.text).toContain('Pedido de compra IT-R-PO-1.');
    expect(await mailsTo(tester)).toHaveLength(1);
    const log = await recentWarehouseSends('prenotice', 10);
    expect(log.find((s) => s.sendId === processed.body.data.id)).toMatchObject({
      test: false,
      recipients: [recipient],
      platformId: 867,
      outs: body.outs,
    });

    // The process used the upload up.
    const again = await api.call('warehouse.prenotices.process', { body, ...who });
    expect(again.status).toBe(422);
    expect(Object.keys(again.error.errors ?? {})).toEqual(['upload_id']);
  });

  it('answers 422 per field: test without e-mail, empty selection, unknown outs or consignments, a platform with no recipients', async () => {
    const uploadId = await uploaded('preavis.xls', 'not really xls');
    const base = { upload_id: uploadId, platform: 867, groupBy: 'outs' as const };
    const noEmail = await api.call('warehouse.prenotices.process', {
      body: { ...base, outs: ['IT-R-OUT-1'], test: true },
      ...who,
    });
    expect(noEmail.error.errors).toEqual({ email: ["Indiqueu l'adreça on enviar la prova."] });
    const empty = await api.call('warehouse.prenotices.process', {
      body: { ...base, groupBy: 'consignments', outs: ['IT-R-OUT-1'] },
      ...who,
    });
    expect(empty.error.errors).toEqual({ consignments: ['Indiqueu com a mínim una sortida o una consignació.'] });
    const unknownOut = await api.call('warehouse.prenotices.process', { body: { ...base, outs: ['IT-R-NOPE'] }, ...who });
    expect(unknownOut.error.errors).toEqual({ outs: ['Alguna de les sortides no existeix: IT-R-NOPE.'] });
    const unknownConsignment = await api.call('warehouse.prenotices.process', {
      body: { ...base, groupBy: 'consignments', consignments: [999_999_998] },
      ...who,
    });
    expect(unknownConsignment.status).toBe(422);
    expect(Object.keys(unknownConsignment.error.errors ?? {})).toEqual(['consignments']);
    const noRecipients = await api.call('warehouse.prenotices.process', {
      body: { ...base, platform: 9023, outs: ['IT-R-OUT-1'] },
      ...who,
    });
    expect(noRecipients.error.errors).toEqual({ platform: ['Aquesta plataforma no té destinataris de preavisos configurats.'] });
    // An order the platform does not have (IT-R-PO-2 is 748's).
    const otherOrder = await api.call('warehouse.prenotices.process', {
      body: { ...base, outs: ['IT-R-OUT-1'], purchase: 'IT-R-PO-2', test: true, email: uniqueEmail('prenotice-order') },
      ...who,
    });
    expect(otherOrder.status).toBe(422);
    expect(Object.keys(otherOrder.error.errors ?? {})).toEqual(['purchase']);
    // Consignments work too, and the upload (a test) stays usable.
    const tester = uniqueEmail('prenotice-consignments');
    const ok = await api.call('warehouse.prenotices.process', {
      body: { ...base, groupBy: 'consignments', consignments: [CONSIGNMENT], test: true, email: tester },
      ...who,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await mailsTo(tester))[0]!.body.text).toContain(`Agrupat per consignacions: ${CONSIGNMENT}.`);
  });
});

describe('prenotice recipients', () => {
  // 748's list is this block's own (the prenotices block above keeps 867 and 9023).
  it('answers a platform’s list, empty when it has none; an unknown platform is 422 on platform', async () => {
    const set = await api.call('warehouse.prenotices.recipients.show', { params: { platform: 867 }, ...who });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ to: [recipient], updated_at: ERP, updated_by: null });
    const none = await api.call('warehouse.prenotices.recipients.show', { params: { platform: 9023 }, ...who });
    expect(none.body).toEqual({ to: [], updated_at: null, updated_by: null });
    // 1001 is a pharmacy, not a platform.
    const unknownRead = await api.call('warehouse.prenotices.recipients.show', { params: { platform: 1001 }, ...who });
    expect(unknownRead.status).toBe(422);
    expect(unknownRead.error.errors).toEqual({ platform: ['El valor triat no és vàlid.'] });
    const unknownWrite = await api.call('warehouse.prenotices.recipients.update', {
      params: { platform: 1001 },
      body: { to: ['a@example.com'] },
      ...who,
    });
    expect(unknownWrite.error.errors).toEqual({ platform: ['El valor triat no és vàlid.'] });
  });

  it('keeps the addresses trimmed, lower-cased and once each, records who changed them, and Process then mails exactly them', async () => {
    const first = uniqueEmail('prenotice-748-a');
    const second = uniqueEmail('prenotice-748-b');
    const put = await api.call('warehouse.prenotices.recipients.update', {
      params: { platform: 748 },
      body: { to: [`  ${first.toUpperCase()} `, second, first] },
      ...who,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ to: [first, second], updated_by: 'magatzem' });
    const read = await api.call('warehouse.prenotices.recipients.show', { params: { platform: 748 }, ...who });
    expect(read.body).toEqual(put.body);
    expect(Date.now() - Date.parse(read.body.updated_at!)).toBeLessThan(60_000);

    const uploadId = await uploaded('preavis-748.csv', 'cn;quantity\r\n700002;1\r\n');
    const processed = await api.call('warehouse.prenotices.process', {
      body: { upload_id: uploadId, platform: 748, groupBy: 'outs', outs: ['IT-R-OUT-1'] },
      ...who,
    });
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    expect(processed.body.data.recipients).toEqual([first, second]);
    // A raw mail's To header holds every recipient: the capture keeps it as one "a, b" entry.
    const res = await fetch(`${stack().urls.mail}/store`);
    const mails = ((await res.json()) as { emails: Mail[] }).emails.filter((m) =>
      m.destination.to.some((to) => to.includes(first) || to.includes(second)),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.destination.to.flatMap((to) => to.split(/,\s*/)).sort()).toEqual([first, second].sort());
    expect(mails[0]!.subject).toBe('Preavís de lliurament Hefame');
  });

  it('answers 422 per field: a bad address on to.N, an empty list, more than 10, in the caller’s language', async () => {
    const before = await api.call('warehouse.prenotices.recipients.show', { params: { platform: 748 }, ...who });
    const bad = await api.call('warehouse.prenotices.recipients.update', {
      params: { platform: 748 },
      body: { to: ['bo@example.com', 'no-es-una-adreca', 'x@y.c'] },
      ...who,
    });
    expect(bad.status).toBe(422);
    expect(bad.error.errors).toEqual({
      'to.1': ['Ha de ser una adreça electrònica vàlida.'],
      'to.2': ['Ha de ser una adreça electrònica vàlida.'],
    });
    const empty = await api.call('warehouse.prenotices.recipients.update', {
      params: { platform: 748 },
      body: { to: [] },
      ...who,
    });
    expect(empty.error.errors).toEqual({ to: ['Aquest camp és obligatori.'] });
    const eleven = Array.from({ length: 11 }, (_, i) => `preavis${i}@example.com`);
    const many = await api.call('warehouse.prenotices.recipients.update', {
      params: { platform: 748 },
      body: { to: eleven },
      ...who,
      lang: 'es',
    });
    expect(many.error.errors).toEqual({ to: ['Debe tener como máximo 10 elementos.'] });
    const ten = await api.call('warehouse.prenotices.recipients.update', {
      params: { platform: 748 },
      body: { to: eleven.slice(0, 10) },
      ...who,
    });
    expect(ten.status).toBe(200);
    // Put the list back as the previous test left it (files run in parallel, this one in order).
    await api.call('warehouse.prenotices.recipients.update', { params: { platform: 748 }, body: { to: before.body.to }, ...who });
  });

  it('refuses a user without the prenotices role (403) on both calls', async () => {
    const read = await api.call('warehouse.prenotices.recipients.show', { params: { platform: 867 }, persona: 'internal-staff' });
    expect(read.status).toBe(403);
    const write = await api.call('warehouse.prenotices.recipients.update', {
      params: { platform: 867 },
      body: { to: ['intrus@example.com'] },
      persona: 'internal-staff',
    });
    expect(write.status).toBe(403);
    const still = await api.call('warehouse.prenotices.recipients.show', { params: { platform: 867 }, ...who });
    expect(still.body.to).toEqual([recipient]);
  });
});

describe('demo data', () => {
  it('the statistics over the default range of §5 show the seeded orders (the screens have something on a fresh stand-in)', async () => {
    const now = new Date();
    const month = (delta: number) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + delta, 1));
      return d.toISOString().slice(0, 7);
    };
    const started = performance.now();
    const { job } = await statistics({ from: month(-5), to: month(1) });
    const ms = Math.round(performance.now() - started);
    const rows = job.report!.rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => Number(r[5]) === Number(r[3]) - Number(r[4]))).toBe(true);
    console.info(`statistics over 6 demo months: ${rows.length} rows in ${ms} ms`);
  });
});
