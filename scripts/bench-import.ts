/**
 * npm run bench:import — the sales import's ParseFile step (read with the distributor's profile,
 * check, reconcile, stage) on a 100,000-row xlsx and the same rows as a Spanish CSV (Windows-1252,
 * ';', decimal comma, DD/MM/YYYY), against the floor: a raw exceljs streaming parse (csv-parse for
 * the CSV) plus a raw BatchWrite of the same rows. DynamoDB Local (in memory) and s3rver of the
 * bench's own; each measurement runs in its own Node process so its peak RSS is its alone.
 *
 * Goal: the step within 1.5 x the floor and 512 MB. Options: --rows N (100000),
 * --base-port N (47300), --heap MB (384: the step's V8 heap cap).
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { argv, benchEnvironment, option } from './lib/bench-table';
import { writeSalesCsv, writeSalesXlsx } from './lib/sales-files';

const ROWS = option('--rows', 100_000);
const BASE_PORT = option('--base-port', 47300);
const BUCKET = 'bench-files';
const SALES_FILE = {
  title: 'Ventas noviembre 2026',
  header: ['Fecha', 'Cliente', 'Albarán', 'Código', 'Descripción', 'Precio', 'Cantidad'],
};

benchEnvironment(BASE_PORT);
process.env.S3_ENDPOINT = `http://127.0.0.1:${BASE_PORT + 3}`;
process.env.FILES_BUCKET = BUCKET;
process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';

const report = (o: Record<string, unknown>) =>
  console.log(JSON.stringify({ ...o, peakRssMb: process.resourceUsage().maxRSS / 1024 }));

/** Child: the floor. Raw parse (exceljs stream or csv-parse) and raw BatchWrite of the rows, no checks. */
async function floor(path: string) {
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../functions/lib/aws');
  const started = performance.now();
  const rows: Record<string, unknown>[] = [];
  if (path.endsWith('.xlsx')) {
    const { default: ExcelJS } = await import('exceljs');
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(path), { sharedStrings: 'cache', styles: 'cache' });
    for await (const sheet of reader)
      for await (const row of sheet as unknown as AsyncIterable<{ number: number; values: unknown[] }>)
        if (row.number >= 3)
          rows.push({
            pk: `floor#${row.number % 8}`,
            sk: String(row.number),
            // The least a store needs: a date as text.
            v: row.values.slice(1).map((v) => (v instanceof Date ? v.toISOString() : v)),
          });
  } else {
    const [{ parse }, { default: iconv }] = await Promise.all([import('csv-parse'), import('iconv-lite')]);
    let n = 0;
    for await (const record of createReadStream(path)
      .pipe(iconv.decodeStream('win1252'))
      .pipe(parse({ delimiter: ';', relax_column_count: true }))) {
      n++;
      if (n >= 3) rows.push({ pk: `floor#${n % 8}`, sk: String(n), v: record });
    }
  }
  const parsed = performance.now();
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < rows.length; i += 25) batches.push(rows.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let b = next++; b < batches.length; b = next++) {
        let items = batches[b]!.map((Item) => ({ PutRequest: { Item } }));
        while (items.length) {
          const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { portal: items } }));
          items = (out.UnprocessedItems?.portal ?? []) as typeof items;
        }
      }
    }),
  );
  report({ rows: rows.length, parseSeconds: (parsed - started) / 1000, seconds: (performance.now() - started) / 1000 });
}

/** Child: the real step on a job prepared by the parent. */
async function step(jobId: string) {
  const { parseFile } = await import('../functions/lib/sales-import/parse-file');
  const started = performance.now();
  const out = await parseFile({ jobId, distributorId: 1, brandId: null, index: 0 });
  report({ rows: out.rows, status: out.status, seconds: (performance.now() - started) / 1000 });
}

/** Child: the wizard's step calls over everything staged (both files), as the API group answers them: a page each. */
async function reads() {
  const wizard = await import('../functions/groups/sales-import/wizard');
  const { salesImportRoutes: routes } = await import('../shared/api/routes/sales-import');
  const page = (
    id:
      'sales_import.new_products' | 'sales_import.sl_with_specialities' | 'sales_import.no_deposit' | 'sales_import.wrong_prices',
  ) => ({ query: routes[id].query!.parse({ per_page: 50 }) }) as never;
  const timed: Record<string, number> = {};
  const calls: [string, () => Promise<unknown>][] = [
    ['summary', () => wizard.grouped()],
    ['newProducts', () => wizard.newProducts(page('sales_import.new_products'))],
    ['specialities', () => wizard.slWithSpecialities(page('sales_import.sl_with_specialities'))],
    ['noDeposit', () => wizard.noDeposit(page('sales_import.no_deposit'))],
    ['wrongPrices', () => wizard.wrongPrices(page('sales_import.wrong_prices'))],
  ];
  for (const [name, call] of calls) {
    const started = performance.now();
    const out = (await call()) as { data: unknown; meta?: { total: number | null } };
    timed[name] = (performance.now() - started) / 1000;
    timed[`${name}Rows`] = out.meta?.total ?? 1;
    timed[`${name}Bytes`] = JSON.stringify(out).length;
  }
  report(timed);
}

/** Child: what the workflow runs after the files: BuildViews over everything staged, then MarkReady. */
async function markReady(jobId: string) {
  const { update, K } = await import('../functions/lib/sales-import/store');
  const { buildViews } = await import('../functions/lib/sales-import/build-views');
  const { handler } = await import('../functions/steps/sales-import/mark-ready');
  // The job holds the staging, as the upload call leaves it.
  await update(K.state, 'state', 'SET runningJob = :job', { ':job': jobId });
  const started = performance.now();
  await buildViews({ jobId, kind: 'upload' });
  const built = performance.now();
  await handler({ jobId });
  report({ viewsSeconds: (built - started) / 1000, seconds: (performance.now() - built) / 1000 });
}

/**
 * The step runs with its heap capped (--heap MB, default 384): V8 otherwise lets garbage grow the
 * heap towards the machine's limit, so peak RSS would show the collector's laziness, not what the
 * step needs. A step that fits finishes; one that does not dies with "heap out of memory".
 */
const HEAP_MB = option('--heap', 384);
/** The wizard's API group has 512 MB. */
const READ_HEAP_MB = 400;

function child(args: string[], heapMb?: number) {
  const heap = heapMb ? [`--max-old-space-size=${heapMb}`] : [];
  const output = execFileSync(
    process.execPath,
    [...heap, '--import', 'tsx', fileURLToPath(import.meta.url), ...args, '--base-port', String(BASE_PORT)],
    {
      encoding: 'utf8',
      env: process.env,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(output.trim().split('\n').pop()!) as Record<string, number | string>;
}

async function main() {
  if (argv[0] === '--floor') return floor(argv[1]!);
  if (argv[0] === '--step') return step(argv[1]!);
  if (argv[0] === '--mark-ready') return markReady(argv[1]!);
  if (argv[0] === '--reads') return reads();

  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const { ProcessGroup } = await import('../infra/local/processes');
  const { startDynamoDb, startS3 } = await import('../infra/local/services');
  const { ensureTable } = await import('../infra/local/bootstrap');
  const { portsFrom } = await import('../infra/local/ports');
  const group = new ProcessGroup(join(dir, 'logs'));
  try {
    const ports = portsFrom(BASE_PORT);
    await startDynamoDb(group, ports, dir, { inMemory: true });
    await startS3(group, ports, dir, [BUCKET], 'http://localhost');
    await ensureTable(ports);
    const { s3 } = await import('../functions/lib/aws-s3');
    const { putItem, idKey, K } = await import('../functions/lib/sales-import/store');
    const { createJob, queuedFile } = await import('../functions/lib/sales-import/jobs');
    // The demo distributors' layout: the files written above have the fixtures' shape.
    const { DEMO_PROFILE } = await import('../infra/local/seed/sales-import');
    await putItem({ pk: K.distributors, sk: idKey(1), id: 1, name: 'Bench', party_id: 1, ...DEMO_PROFILE, header: null });

    const files = [join(dir, 'sales.xlsx'), join(dir, 'sales.csv')];
    await writeSalesXlsx(files[0]!, ROWS, SALES_FILE);
    await writeSalesCsv(files[1]!, ROWS, SALES_FILE);
    console.log(
      `sales-import ParseFile, ${ROWS.toLocaleString('en')} rows per file, one process per measurement, step heap capped at ${HEAP_MB} MB`,
    );
    for (const [n, file] of files.entries()) {
      const key = `sales-import/uploads/bench/${n}/${file.split('/').pop()}`;
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket: BUCKET, Key: key, Body: readFileSync(file) }));
      const jobId = `00000000-0000-4000-8000-00000000000${n}`;
      await createJob(
        {
          id: jobId,
          status: 'running',
          distributorId: 1,
          brandId: null,
          createdAt: new Date().toISOString(),
          createdBy: 1,
          files: 1,
        },
        [queuedFile(0, { uploadId: jobId, key, fileName: file.split('/').pop()!, size: statSync(file).size })],
      );
      const f = child(['--floor', file]);
      const s = child(['--step', jobId], HEAP_MB);
      const m = child(['--mark-ready', jobId]);
      const ext = file.split('.').pop()!;
      const mb = (statSync(file).size / 1024 / 1024).toFixed(1);
      const ratio = Number(s.seconds) / Number(f.seconds);
      console.log(
        `${ext.padEnd(4)} ${mb.padStart(5)} MB  floor ${Number(f.seconds).toFixed(1)} s (parse ${Number(f.parseSeconds).toFixed(1)} s) ${Number(f.peakRssMb).toFixed(0)} MB` +
          `  | ParseFile ${s.rows} rows ${s.status} ${Number(s.seconds).toFixed(1)} s ${Number(s.peakRssMb).toFixed(0)} MB` +
          `  | BuildViews ${Number(m.viewsSeconds).toFixed(1)} s, MarkReady ${Number(m.seconds).toFixed(2)} s, ${Number(m.peakRssMb).toFixed(0)} MB  | ${ratio.toFixed(2)} x floor`,
      );
      if (s.rows !== ROWS || ratio > 1.5 || Number(s.peakRssMb) > 512) process.exitCode = 1;
    }
    // Both files are now staged and the lists built: the steps' calls as the API group (512 MB) answers them (a page each).
    const r = child(['--reads'], READ_HEAP_MB);
    console.log(
      `step calls over ${(2 * ROWS).toLocaleString('en')} staged rows, heap capped at ${READ_HEAP_MB} MB, peak ${Number(r.peakRssMb).toFixed(0)} MB:`,
    );
    for (const name of ['summary', 'newProducts', 'specialities', 'noDeposit', 'wrongPrices'])
      console.log(
        `  ${name.padEnd(13)} ${Number(r[name]).toFixed(2)} s  ${String(r[`${name}Rows`]).padStart(7)} rows in all, answer ${(Number(r[`${name}Bytes`]) / 1024).toFixed(0)} KiB`,
      );
  } finally {
    await group.stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
