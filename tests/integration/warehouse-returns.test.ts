/**
 * Returns over HTTP: the product lookup, pending lines and their export (opened with
 * exceljs), processing into a batch per laboratory, the board's badges and value pending refund,
 * the save rules of §4 case by case, and the split through the returns-split workflow run by the
 * stand-in: the clone's id, all or nothing, a repeated request and a retried execution that do not
 * clone twice, and a split whose lines changed meanwhile (409). Access is in warehouse.test.ts.
 */
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { productsOfLaboratory, type ProductItem } from '../../functions/lib/data/entities/product';
import { listReturnTrackings, putReturnSplitJob } from '../../functions/lib/data/entities/return-tracking';
import { splitJobId } from '../../functions/lib/warehouse/return-split';
import { runWorkflow, WORKFLOWS_DIR } from '../../infra/local/step-functions';
import type { TrackingView } from '../../shared/warehouse/returns';
import { madridParts } from '../../shared/time/madrid';
import { api, useStandIn } from './support/api';

const who = { persona: 'warehouse' } as const;
let labA: ProductItem[] = [];
let labB: ProductItem;

beforeAll(async () => {
  useStandIn();
  // Products returned to their first supplier (the laboratory): two laboratories' products with a CN.
  const ofLab = async (lab: number) =>
    (await productsOfLaboratory(lab)).filter(
      (p) => p.nationalCode && (p.supplierIds?.[0] ?? p.laboratoryId) === lab && (p.ean13 ?? []).length > 0,
    );
  labA = (await ofLab(2001)).slice(0, 3);
  labB = (await ofLab(2003))[0]!;
  expect(labA).toHaveLength(3);
  expect(labB).toBeDefined();
});

async function addPending(p: ProductItem, quantity = 2, defect = 'Inc. Caducat') {
  const res = await api.call('warehouse.returns.store', {
    body: { product: p.productId, quantity, lot: 'L24A', defect: defect as never, expires_at: '2027-01-31' },
    ...who,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function processed(products: ProductItem[], party: number): Promise<TrackingView> {
  const ids = [];
  for (const p of products) ids.push((await addPending(p, 3)).id);
  const res = await api.call('warehouse.returns.trackings.store', { body: { party, returns: ids }, ...who });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const show = async (id: number, lang: 'ca' | 'es' = 'ca') =>
  (await api.call('warehouse.returns.trackings.show', { params: { id }, ...who, lang })).body.data;

const lineStates = (t: TrackingView, over: (l: TrackingView['lines_detail'][number], i: number) => object = () => ({})) =>
  t.lines_detail.map((l, i) => ({
    id: l.id,
    status_id: l.status_id,
    resolution_id: l.resolution_id,
    refunded: l.refunded,
    ...over(l, i),
  }));

describe('product lookup', () => {
  it('finds a product by CN (6 or 7 digits) and by barcode, with its laboratory; 404 otherwise', async () => {
    const p = labA[0]!;
    for (const cn of [p.nationalCode!, p.nationalCode!.slice(0, 6)]) {
      const res = await api.call('products.by_cn', { params: { cn }, ...who });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: p.productId,
        code: p.code,
        template: { id: p.templateId },
        laboratory: { id: 2001 },
      });
    }
    const byEan = await api.call('products.by_barcode', { params: { barcode: p.ean13![0]! }, ...who });
    expect(byEan.body.data.id).toBe(p.productId);
    const none = await api.call('products.by_cn', { params: { cn: '999999' }, ...who, lang: 'es' });
    expect(none.status).toBe(404);
    expect(none.error.message).toBe('No se ha encontrado ningún producto con este código.');
  });
});

describe('pending returns', () => {
  it('adds lines with their laboratory and refuses bad input per field', async () => {
    const line = await addPending(labA[0]!);
    expect(line).toMatchObject({ party: { id: 2001 }, defect: 'Inc. Caducat', lot: 'L24A', expires_at: '2027-01-31' });
    const list = await api.call('warehouse.returns.index', who);
    expect(list.body.data.map((l) => l.id)).toContain(line.id);

    const cases: [object, string][] = [
      [{ product: labA[0]!.productId, quantity: -1, defect: 'Obsolet' }, 'quantity'],
      [{ product: labA[0]!.productId, quantity: 1, defect: 'Trencat' }, 'defect'],
      [{ product: 999999999, quantity: 1, defect: 'Obsolet' }, 'product'],
      [{ quantity: 1, defect: 'Obsolet' }, 'product'],
    ];
    for (const [body, field] of cases) {
      const res = await api.call('warehouse.returns.store', { body: body as never, ...who });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.error.errors ?? {})).toEqual([field]);
    }
    expect((await api.call('warehouse.returns.delete', { params: { id: line.id }, ...who })).status).toBe(204);
    expect((await api.call('warehouse.returns.delete', { params: { id: line.id }, ...who })).status).toBe(404);
  });

  it('corrects a line in place: product (its laboratory follows), quantity, lot, defect and expiry; 404 once gone', async () => {
    const line = await addPending(labA[0]!);
    const body = { product: labB.productId, quantity: 7, lot: null, defect: 'Obsolet' as const, expires_at: null };
    const res = await api.call('warehouse.returns.update', { params: { id: line.id }, body, ...who });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: line.id,
      product: { id: labB.productId, national_code: labB.nationalCode },
      party: { id: 2003 },
      quantity: 7,
      lot: null,
      defect: 'Obsolet',
      expires_at: null,
    });
    const listed = (await api.call('warehouse.returns.index', who)).body.data.find((l) => l.id === line.id);
    expect(listed).toMatchObject({ quantity: 7, party: { id: 2003 } });
    const bad = await api.call('warehouse.returns.update', { params: { id: line.id }, body: { ...body, quantity: -2 }, ...who });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors ?? {})).toEqual(['quantity']);
    await api.call('warehouse.returns.delete', { params: { id: line.id }, ...who });
    const gone = await api.call('warehouse.returns.update', { params: { id: line.id }, body, ...who });
    expect(gone.status).toBe(404);
  });

  it('exports one sheet per laboratory: name ≤ 31, laboratory in row 1, data from row 3, returns_MM_YYYY.xlsx', async () => {
    await addPending(labA[1]!, 5, 'Mag. Mal estat');
    await addPending(labB, 1, 'Obsolet');
    const res = await api.call('warehouse.returns.export', { query: {}, ...who });
    expect(res.status).toBe(200);
    const file = await fetch(res.body.url);
    const [y, m] = madridParts(new Date()).month.split('-');
    expect(file.headers.get('content-disposition')).toContain(`returns_${m}_${y}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await file.arrayBuffer());
    const names = wb.worksheets.map((w) => w.name);
    expect(names).toEqual(expect.arrayContaining(['Laboratoris Mediterrani', 'Dermo Catalunya']));
    for (const n of names) expect(n.length).toBeLessThanOrEqual(31);
    const ws = wb.getWorksheet('Laboratoris Mediterrani')!;
    expect(ws.getRow(1).getCell(1).value).toBe('Laboratoris Mediterrani');
    expect(ws.getRow(2).getCell(1).value).toBe('CN');
    const data: unknown[][] = [];
    ws.eachRow((row, n) => n >= 3 && data.push((row.values as unknown[]).slice(1)));
    expect(data).toEqual(
      expect.arrayContaining([
        [labA[1]!.nationalCode, labA[1]!.ean13![0], labA[1]!.description, 5, 'L24A', 'Mag. Mal estat', '31/01/2027'],
      ]),
    );
    const other = wb.getWorksheet('Dermo Catalunya')!;
    expect((other.getRow(3).values as unknown[]).slice(1)).toContain(labB.nationalCode);
  });
});

describe('processing and the board', () => {
  it('processes one laboratory’s lines into a batch in status 1, refusing another laboratory’s line', async () => {
    const a = await addPending(labA[2]!);
    const b = await addPending(labB);
    const wrong = await api.call('warehouse.returns.trackings.store', { body: { party: 2001, returns: [a.id, b.id] }, ...who });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.error.errors ?? {})).toEqual(['returns']);
    const ok = await api.call('warehouse.returns.trackings.store', { body: { party: 2001, returns: [a.id] }, ...who });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ status_id: 1, party: { id: 2001 }, lines: 1, version: 1 });
    expect(ok.body.data.history[0]!.summary).toEqual(['Seguiment creat amb 1 línies']);
    const pending = (await api.call('warehouse.returns.index', who)).body.data.map((l) => l.id);
    expect(pending).not.toContain(a.id);
    expect(pending).toContain(b.id);
    const again = await api.call('warehouse.returns.trackings.store', { body: { party: 2001, returns: [a.id] }, ...who });
    expect(again.status).toBe(422);
  });

  it('shows status-2 badges and the value pending refund (quantity x listing price of status-2 lines not refunded)', async () => {
    const t = await processed(labA, 2001);
    const saved = await api.call('warehouse.returns.trackings.update', {
      params: { id: t.id },
      body: {
        version: t.version,
        status_id: 2,
        lines: lineStates(t, (_, i) => ({ status_id: 2, resolution_id: [1, 3, 4][i], refunded: [null, true, null][i] })),
      },
      ...who,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const board = await api.call('warehouse.returns.trackings.index', who);
    const card = board.body.data.find((c) => c.id === t.id)!;
    expect(card.status_id).toBe(2);
    expect(card.lines_summary).toMatchObject({
      pending_resolutions: 1,
      destroyed_resolutions: 1,
      sent_provider_resolutions: 1,
      pending_refundeds: 2,
      refundeds: 1,
      not_refundeds: 0,
    });
    const expected = (3 * labA[0]!.listingPriceCents + 3 * labA[2]!.listingPriceCents) / 100;
    expect(card.pending_refund).toBeCloseTo(expected, 2);
    // The history says it in words, in the caller's language.
    const es = await show(t.id, 'es');
    expect(es.history[0]!.summary).toContain('Estado 1 (Pendiente) → 2 (En gestión)');
    // Products named by CN, as the lines show them (not the internal code).
    expect(es.history[0]!.summary).toContain(`${labA[1]!.nationalCode}: resolución Destruida`);
    expect(es.history[0]!.summary.join(' ')).not.toContain(labA[1]!.code);
  });
});

describe('tracking save rules (§4)', () => {
  let t: TrackingView;
  beforeAll(async () => {
    t = await processed(labA.slice(0, 3), 2001);
  });
  const save = (lines: object[], version = t.version) =>
    api.call('warehouse.returns.trackings.update', {
      params: { id: t.id },
      body: { version, status_id: 1, lines: lines as never },
      ...who,
    });

  it('rule 1: a line in status 4 with resolution pending answers 422 naming the rule', async () => {
    const res = await save(lineStates(t, (_, i) => (i === 0 ? { status_id: 4, resolution_id: 1, refunded: true } : {})));
    expect(res.status).toBe(422);
    expect(res.error.errors?.lines?.[0]).toMatch(/^Regla 1/);
  });
  it('rule 2: a line in status 4 with the refund undecided', async () => {
    const res = await save(lineStates(t, (_, i) => (i === 0 ? { status_id: 4, resolution_id: 2, refunded: null } : {})));
    expect(res.error.errors?.lines?.[0]).toMatch(/^Regla 2/);
  });
  it('rule 3: more than two statuses', async () => {
    const res = await save(lineStates(t, (_, i) => ({ status_id: [1, 2, 3][i] })));
    expect(res.error.errors?.lines?.[0]).toMatch(/^Regla 3/);
  });
  it('rule 4: two statuses, neither the current', async () => {
    const res = await save(lineStates(t, (_, i) => ({ status_id: [2, 3, 3][i] })));
    expect(res.error.errors?.lines?.[0]).toMatch(/^Regla 4/);
  });
  it('two statuses with the current one: the save must go through the split', async () => {
    const res = await save(lineStates(t, (_, i) => ({ status_id: [1, 2, 2][i] })));
    expect(res.status).toBe(422);
    expect(res.error.errors?.lines).toEqual(['Les línies tenen dos estats: cal dividir el seguiment.']);
  });
  it('lines that are not the batch’s, and a stale version (409)', async () => {
    expect((await save(lineStates(t).slice(1))).status).toBe(422);
    const ok = await save(lineStates(t, () => ({ status_id: 2 })));
    expect(ok.status).toBe(200);
    expect(ok.body.data.version).toBe(t.version + 1);
    expect((await save(lineStates(t, () => ({ status_id: 2 })))).status).toBe(409);
  });
});

describe('the split (returns-split workflow)', () => {
  const splitBody = (t: TrackingView, version = t.version) => {
    const lines = lineStates(t);
    return {
      version,
      current: { status_id: t.status_id, lines: lines.slice(0, 2) },
      clone: { status_id: 4, lines: lines.slice(2).map((l) => ({ ...l, status_id: 4, resolution_id: 3, refunded: true })) },
    };
  };
  const trackingCount = async () => (await listReturnTrackings()).length;

  it('moves the lines of the other status to a clone and reports its id; a repeated request or a retried execution does not clone twice', async () => {
    const t = await processed(labA, 2001);
    const res = await api.call('warehouse.returns.split', { params: { id: t.id }, body: splitBody(t), ...who });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { id: cloneId, status } = res.body.data;
    expect(status).toBe('done');
    expect(cloneId).toEqual(expect.any(Number));

    const [current, clone] = [await show(t.id), await show(cloneId!)];
    expect(current.lines_detail.map((l) => l.id)).toEqual(t.lines_detail.slice(0, 2).map((l) => l.id));
    expect(current).toMatchObject({ status_id: 1, version: t.version + 1, split_into: [cloneId] });
    expect(clone).toMatchObject({ status_id: 4, split_from: t.id, party: { id: 2001 } });
    expect(clone.lines_detail).toEqual([
      expect.objectContaining({ id: t.lines_detail[2]!.id, status_id: 4, resolution_id: 3, refunded: true }),
    ]);
    expect(clone.history[0]!.summary).toContain(`Dividit del seguiment ${t.id}`);
    expect(current.history[0]!.summary).toContain(`Línies passades al seguiment ${cloneId}`);

    const count = await trackingCount();
    const repeated = await api.call('warehouse.returns.split', { params: { id: t.id }, body: splitBody(t), ...who });
    expect(repeated.status).toBe(200);
    expect(repeated.body.data.id).toBe(cloneId);

    // The same execution run again (a retry of the whole workflow): the job is done, same clone.
    const input = {
      jobId: splitJobId(t.id, t.version),
      trackingId: t.id,
      version: t.version,
      lines: [...splitBody(t).current.lines, ...splitBody(t).clone.lines],
      cloneStatus: 4,
      userName: 'retry',
    };
    const output = (await runWorkflow(path.join(WORKFLOWS_DIR, 'returns-split.asl.json'), input)) as { outcome: unknown };
    expect(output.outcome).toEqual({ status: 'done', cloneId });
    expect(await trackingCount()).toBe(count);
    expect((await show(t.id)).lines_detail).toHaveLength(2);

    const job = await api.call('warehouse.returns.split_job', { params: { job: input.jobId }, ...who });
    expect(job.body.data).toEqual({ job_id: input.jobId, status: 'done', id: cloneId, error: null });
  });

  it('a split whose lines changed meanwhile answers 409 and changes nothing', async () => {
    const t = await processed(labA, 2001);
    // Someone saves the batch after this screen loaded it.
    const saved = await api.call('warehouse.returns.trackings.update', {
      params: { id: t.id },
      body: { version: t.version, status_id: 1, lines: lineStates(t, () => ({ resolution_id: 2 })) as never },
      ...who,
    });
    expect(saved.status).toBe(200);
    const count = await trackingCount();
    const res = await api.call('warehouse.returns.split', { params: { id: t.id }, body: splitBody(t), ...who });
    expect(res.status).toBe(409);
    expect(res.error.message).toMatch(/han canviat mentrestant/);
    expect(await trackingCount()).toBe(count);

    // The workflow itself refuses a stale version too (a race after the request's check).
    const input = {
      jobId: `${splitJobId(t.id, t.version)}-race`,
      trackingId: t.id,
      version: t.version,
      lines: lineStates(t, (_, i) => (i === 2 ? { status_id: 4, resolution_id: 3, refunded: false } : {})),
      cloneStatus: 4,
      userName: 'race',
    };
    await putReturnSplitJob({ jobId: input.jobId, trackingId: t.id, status: 'running', createdAt: 'x', updatedAt: 'x' });
    const output = (await runWorkflow(path.join(WORKFLOWS_DIR, 'returns-split.asl.json'), input)) as { outcome: unknown };
    expect(output.outcome).toEqual({ status: 'conflict' });
    expect(await trackingCount()).toBe(count);
    expect((await show(t.id)).lines_detail).toHaveLength(3);
  });

  it('refuses a split that breaks a rule (422) before starting anything', async () => {
    const t = await processed(labA.slice(0, 2), 2001);
    const lines = lineStates(t);
    const res = await api.call('warehouse.returns.split', {
      params: { id: t.id },
      body: {
        version: t.version,
        current: { status_id: 1, lines: [lines[0]!] },
        clone: { status_id: 4, lines: [{ ...lines[1]!, status_id: 4, resolution_id: 1, refunded: true }] },
      },
      ...who,
    });
    expect(res.status).toBe(422);
    expect(res.error.errors?.lines?.[0]).toMatch(/^Regla 1/);
  });
});

describe('comments and export', () => {
  it('comments count on the batch; the batch exports', async () => {
    const t = await processed([labB], 2003);
    const c = await api.call('warehouse.returns.trackings.comments.store', {
      body: { tracking_id: t.id, content: 'Trucat al laboratori' },
      ...who,
    });
    expect(c.status).toBe(201);
    const reply = await api.call('warehouse.returns.trackings.comments.store', {
      body: { tracking_id: t.id, content: 'Recollida dijous', parent_id: c.body.data.id },
      ...who,
    });
    expect(reply.body.data.parent_id).toBe(c.body.data.id);
    expect((await show(t.id)).comments).toHaveLength(2);
    const file = await api.call('warehouse.returns.trackings.export', { params: { id: t.id }, ...who });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await (await fetch(file.body.url)).arrayBuffer());
    expect((wb.worksheets[0]!.getRow(3).values as unknown[]).slice(1)[0]).toBe(labB.nationalCode);
  });
});
