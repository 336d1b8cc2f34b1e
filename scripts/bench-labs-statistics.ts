/**
 * npm run bench:labs-statistics — the labs statistics export of a laboratory's whole history, at
 * the size of a big laboratory: starts a stand-in of its own (in memory, demo seed), writes N
 * imported sales (default 30,000, --rows) of one demo laboratory's products over ten years, as
 * finished imports write them, then asks for 1900-01-01 to today over HTTP as the internal admin
 * and polls the job. Prints the 202's time, the job's time and the file's size; the call
 * itself must stay far under API Gateway's 29 s (it only starts the job).
 * Options: --rows N, --base-port N (default 46500).
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { benchEnvironment, option } from './lib/bench-table';

const ROWS = option('--rows', 30_000);
const BASE_PORT = option('--base-port', 46500);
const LAB = 2001;
benchEnvironment(BASE_PORT);

const { startStack } = await import('../infra/local/stack');
const { apiClient } = await import('./bench-volume/client');
const { erpFeed } = await import('../infra/local/seed/erp-feed');
const { demoShape } = await import('../infra/local/seed/erp');
const { saleItems, writeSales } = await import('../functions/lib/administration/imported-sales');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-labs-'));
const stack = await startStack({ dataDir, basePort: BASE_PORT, web: false, reset: true, inMemory: true, quiet: true });
try {
  const codes = [...erpFeed(demoShape())]
    .map((line) => JSON.parse(line) as { entity: string; code?: string; laboratory_id?: number })
    .filter((r) => r.entity === 'product' && r.laboratory_id === LAB)
    .map((r) => r.code!);
  if (!codes.length) throw new Error(`No demo products of laboratory ${LAB}`);
  let t = performance.now();
  const day = (i: number) => new Date(Date.UTC(2016, 0, 1) + (i % 3650) * 86_400_000).toISOString().slice(0, 10);
  for (let start = 0; start < ROWS; start += 2000) {
    const rows = Array.from({ length: Math.min(2000, ROWS - start) }, (_, k) => {
      const i = start + k;
      return {
        batch: 'bench',
        row: i,
        source: 'import' as const,
        date: day(i),
        distributorId: 1,
        brandId: null,
        customer: String(100000 + (i % 2000)),
        delivery_note: `A-${i}`,
        product_code: codes[i % codes.length]!,
        description: `Producte ${i % codes.length}`,
        price: 12.34,
        quantity: 1 + (i % 5),
        notes: null,
      };
    });
    await writeSales(await saleItems(rows));
  }
  console.log(
    `${ROWS.toLocaleString('en')} imported sales of laboratory ${LAB} over 2016-2025 written in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const api = apiClient(stack);
  const today = new Date().toISOString().slice(0, 10);
  t = performance.now();
  const started = await api.call('administration.labs_statistics.export', {
    body: { lab: LAB, from: '1900-01-01', to: today },
  });
  const callSeconds = (performance.now() - t) / 1000;
  if (started.status !== 202) throw new Error(`export: HTTP ${started.status} ${JSON.stringify(started.body).slice(0, 300)}`);
  const job = started.body.data.job_id as string;
  for (;;) {
    const view = await api.call('administration.labs_statistics.job', { params: { job } });
    const data = view.body?.data;
    if (view.status === 200 && data.status !== 'running') {
      const seconds = (performance.now() - t) / 1000;
      const file = data.url ? await (await fetch(data.url)).arrayBuffer() : new ArrayBuffer(0);
      console.log(
        `1900-01-01 to ${today}: the call answered 202 in ${callSeconds.toFixed(2)} s; the job ${data.status} ` +
          `in ${seconds.toFixed(1)} s, ${data.done} of ${data.total} sales, xlsx ${(file.byteLength / 1024 / 1024).toFixed(1)} MB ` +
          `(${os.loadavg()[0]!.toFixed(1)} load)`,
      );
      if (data.status !== 'done') process.exitCode = 1;
      break;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
