/**
 * The ERP feed end to end on the local stand-in: a JSON Lines file put into erp-inbox/ of the files
 * bucket triggers the loader (as the bucket notification does in AWS); good lines load, stale and
 * duplicate ones are skipped, bad ones are rejected line by line into erp-rejects/, and the batch
 * report counts them. Loading the same file again changes nothing.
 */
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { stack, useStandIn } from './support/api';

const s3 = () =>
  new S3Client({
    region: stack().cognito.region,
    endpoint: stack().urls.s3,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
const BUCKET = 'portal-files';

// The entities read the stand-in's table like a Lambda would: from the environment.
beforeAll(useStandIn);

async function entities() {
  const [{ recentErpBatches }, { getParty }, { getProduct, productsByNationalCode }, { productIdsByEan }] = await Promise.all([
    import('../../functions/lib/data/entities/erp-batch'),
    import('../../functions/lib/data/entities/party'),
    import('../../functions/lib/data/entities/product'),
    import('../../functions/lib/data/entities/product-barcode'),
  ]);
  return { recentErpBatches, getParty, getProduct, productsByNationalCode, productIdsByEan };
}

/** Puts a feed into the inbox and waits for its batch report. */
async function drop(key: string, lines: string[]) {
  await s3().send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: lines.join('\n') + '\n' }));
  const { recentErpBatches } = await entities();
  for (let i = 0; i < 100; i++) {
    const data = await recentErpBatches(20);
    const batch = data.find((b) => b.source === key && b.status !== 'running');
    if (batch) return batch;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no batch report for ${key}`);
}

async function rejectsOf(key: string) {
  const out = await s3().send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return (await out.Body!.transformToString())
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { line: number; reason: string; text: string });
}

const at = (time: string) => `2026-11-20T${time}:00Z`;
const lab = (time: string, name: string) =>
  JSON.stringify({ entity: 'party', id: 990_001, updated_at: at(time), code: 'L990001', name, kind: 'laboratory' });
const product = (time: string, ean13: string[]) =>
  JSON.stringify({
    entity: 'product',
    id: 990_002,
    updated_at: at(time),
    code: '9990002',
    national_code: '7127291',
    ean13,
    description: 'PARACETAMOL PROVA 1 G 40 COMPRIMIDOS',
    template_id: 990_002,
    laboratory_id: 990_001,
    supplier_ids: [990_001],
    listing_price: 3.5,
  });

describe('ERP feed', () => {
  const feed = [
    lab('10:00', 'Laboratori Prova'), // 1: good
    product('10:00', ['8470007127291', '4006381333931']), // 2: good, points at line 1
    // 3: stale: the demo feed wrote product 1 as of today; this version is from 2020.
    JSON.stringify({ ...JSON.parse(product('10:00', [])), id: 1, updated_at: '2020-01-01T00:00:00Z' }),
    lab('10:00', 'Laboratori Prova'), // 4: duplicate of line 1
    'this is not JSON', // 5
    JSON.stringify({ entity: 'warehouse_robot', id: 1, updated_at: at('10:00') }), // 6: unknown entity
    JSON.stringify({
      entity: 'sale_line',
      id: 990_003,
      updated_at: at('10:00'),
      sale_id: 123_456_789,
      product_id: 990_002,
      quantity: 2,
      lot_id: null,
    }), // 7
    lab('11:00', 'Laboratori Prova SA'), // 8: newer version of line 1
    JSON.stringify({ ...JSON.parse(product('10:00', [])), id: 990_004, national_code: '7127292', ean13: ['4006381333932'] }), // 9: bad codes
  ];

  it('loads good lines, skips stale and duplicate ones, rejects bad ones with line and reason', async () => {
    const batch = await drop('erp-inbox/it-first.jsonl', feed);
    expect(batch).toMatchObject({ status: 'done', received: 9, upserted: 2, skipped: 3, rejected: 4 });
    expect(batch.byEntity).toMatchObject({
      party: { received: 3, upserted: 1, skipped: 2, rejected: 0 },
      product: { received: 3, upserted: 1, skipped: 1, rejected: 1 },
      sale_line: { received: 1, rejected: 1 },
    });
    expect(batch.rejectsKey).toBe('erp-rejects/it-first.jsonl.rejects.jsonl');
    const rejects = await rejectsOf(batch.rejectsKey!);
    const reasons = Object.fromEntries(rejects.map((r) => [r.line, r.reason]));
    expect(Object.keys(reasons).map(Number).sort()).toEqual([5, 6, 7, 9]);
    expect(reasons[5]).toMatch(/not JSON/);
    expect(reasons[6]).toMatch(/unknown entity "warehouse_robot"/);
    expect(reasons[7]).toBe('references missing sale 123456789');
    expect(reasons[9]).toMatch(/national_code: .*check digit/);
    expect(reasons[9]).toMatch(/ean13\.0: EAN-13/);
    expect(rejects.find((r) => r.line === 5)!.text).toBe('this is not JSON');

    const { getParty, getProduct, productsByNationalCode, productIdsByEan } = await entities();
    const party = await getParty(990_001);
    expect(party).toMatchObject({
      name: 'Laboratori Prova SA',
      kind: 'laboratory',
      erpUpdatedAt: at('11:00').replace(':00Z', ':00.000Z'),
    });
    const stored = await getProduct(990_002);
    expect(stored).toMatchObject({ nationalCode: '7127291', listingPriceCents: 350, laboratoryId: 990_001 });
    // Looked up by CN and by each barcode.
    const byCn = await productsByNationalCode('7127291');
    expect(byCn.map((p) => p.productId)).toEqual([990_002]);
    expect(await productIdsByEan('4006381333931')).toEqual([990_002]);
    // The stale line did not overwrite the demo's product 1.
    const demo = await getProduct(1);
    expect(demo?.description).not.toBe('PARACETAMOL PROVA 1 G 40 COMPRIMIDOS');
  });

  it('changes nothing when the same file comes again, and keeps barcodes in step with a newer product', async () => {
    const again = await drop('erp-inbox/it-second.jsonl', feed);
    expect(again).toMatchObject({ status: 'done', received: 9, upserted: 0, skipped: 5, rejected: 4 });

    const newer = await drop('erp-inbox/it-third.jsonl', [product('12:00', ['8470007127291'])]);
    expect(newer).toMatchObject({ received: 1, upserted: 1, rejected: 0 });
    expect(newer.rejectsKey).toBeUndefined();
    const { productIdsByEan } = await entities();
    expect(await productIdsByEan('4006381333931')).toEqual([]);
    expect(await productIdsByEan('8470007127291')).toEqual([990_002]);
  });

  it('compares with the stored version on the batch path too: older and equal skipped, newer replaces', async () => {
    // New products and delivery notes go out in batch writes (no stored version to guard);
    // the versions that follow are compared with what those batches stored.
    const item = (id: number, time: string, description: string, ean13: string[]) =>
      JSON.stringify({ ...JSON.parse(product(time, ean13)), id, code: String(id), national_code: null, description });
    const note = (time: string, number: string) =>
      JSON.stringify({
        entity: 'delivery_note',
        id: 990_020,
        updated_at: at(time),
        direction: 'in',
        number,
        party_id: 990_001,
        date: '2026-11-19',
      });
    const created = await drop('erp-inbox/it-versions-1.jsonl', [
      item(990_011, '10:00', 'PROVA OLDER', ['4006381333948']),
      item(990_012, '10:00', 'PROVA EQUAL', []),
      item(990_013, '10:00', 'PROVA NEWER', ['4006381333955']),
      note('10:00', 'ALB-PROVA-1'),
      JSON.stringify({ ...JSON.parse(note('10:00', 'ALB-PROVA-X')), id: 990_021, party_id: 123_456_789 }),
    ]);
    expect(created).toMatchObject({ status: 'done', received: 5, upserted: 4, skipped: 0, rejected: 1 });
    expect(await rejectsOf(created.rejectsKey!)).toEqual([
      { line: 5, reason: 'references missing party 123456789', text: expect.stringContaining('ALB-PROVA-X') },
    ]);
    const { getProduct, productIdsByEan } = await entities();
    expect(await productIdsByEan('4006381333948')).toEqual([990_011]);
    const { getDeliveryNote, setDeliveryNoteEffectiveDate } = await import('../../functions/lib/data/entities/delivery-note');
    await setDeliveryNoteEffectiveDate(990_020, '2026-11-21');

    const later = await drop('erp-inbox/it-versions-2.jsonl', [
      item(990_011, '09:00', 'PROVA OLDER CHANGED', []),
      item(990_012, '10:00', 'PROVA EQUAL CHANGED', []),
      item(990_013, '11:00', 'PROVA NEWER CHANGED', ['4006381333962']),
      note('09:30', 'ALB-PROVA-OLDER'),
      'not json either',
    ]);
    expect(later).toMatchObject({ status: 'done', received: 5, upserted: 1, skipped: 3, rejected: 1 });
    expect((await rejectsOf(later.rejectsKey!)).map((r) => [r.line, r.reason])).toEqual([
      [5, 'not JSON: each line must be one JSON object'],
    ]);
    expect(await getProduct(990_011)).toMatchObject({
      description: 'PROVA OLDER',
      erpUpdatedAt: at('10:00').replace(':00Z', ':00.000Z'),
    });
    expect(await productIdsByEan('4006381333948')).toEqual([990_011]);
    expect(await getProduct(990_012)).toMatchObject({ description: 'PROVA EQUAL' });
    expect(await getProduct(990_013)).toMatchObject({ description: 'PROVA NEWER CHANGED', ean13: ['4006381333962'] });
    expect(await productIdsByEan('4006381333955')).toEqual([]);
    expect(await productIdsByEan('4006381333962')).toEqual([990_013]);
    expect(await getDeliveryNote(990_020)).toMatchObject({ number: 'ALB-PROVA-1', effectiveDate: '2026-11-21' });

    // A newer note keeps the effective date the warehouse set (the guarded path of a stored record).
    const newer = await drop('erp-inbox/it-versions-3.jsonl', [note('12:00', 'ALB-PROVA-2')]);
    expect(newer).toMatchObject({ received: 1, upserted: 1 });
    expect(await getDeliveryNote(990_020)).toMatchObject({ number: 'ALB-PROVA-2', effectiveDate: '2026-11-21' });
  });

  it('rejects every line of a file that is not JSON Lines, and still reports the batch', async () => {
    const batch = await drop('erp-inbox/it-not-jsonl.jsonl', ['[{"entity":"party"}]', 'PK\u0003\u0004 binary', '<xml/>']);
    expect(batch).toMatchObject({ status: 'done', received: 3, upserted: 0, rejected: 3 });
    const rejects = await rejectsOf(batch.rejectsKey!);
    expect(rejects.map((r) => r.reason)).toEqual([
      'not a JSON object',
      'not JSON: each line must be one JSON object',
      'not JSON: each line must be one JSON object',
    ]);
  });
});
