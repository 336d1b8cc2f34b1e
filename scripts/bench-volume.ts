/**
 * npm run bench:volume — the product at the group's size, end to end over HTTP. Starts a stand-in of its own (infra/local/stack.ts; ports from --base-port, 6873 by
 * default, so it never meets anyone's 5173 or the tests' 52xx), loads `npm run seed:volume` into
 * it once (its data dir persists: --data-dir, default <tmp>/bench-volume-<port>; seeding takes
 * long), then:
 *  (a) imports a 100,000-row xlsx (written by LibreOffice from the CSV when installed) and a
 *      100,000-row Latin-1 CSV (';', decimal comma) through the real sales-import path: upload
 *      ticket → presigned PUT → job → poll → the first page of each step list → ERP download →
 *      finish; per file every stage's time and the stand-in process's peak RSS (the workflow's
 *      steps run in it). --no-import leaves this out; --rows N changes the size.
 *  (b) times the first call of every GET route that reads a collection, derived from the route
 *      table (scripts/bench-volume/collection-routes.ts says the rule and prints what it left out
 *      and why), flagging calls over 3 s against API Gateway's 29 s. --only TEXT keeps the routes
 *      whose id contains TEXT (to measure a fix again; the stand-in restarts, so calls stay first).
 * Options: --scale F (seed:volume's, default 1), --base-port N, --data-dir DIR, --no-import, --only TEXT,
 * --seed sales-import (only the conversions and catalog the import reads: to measure the import alone),
 * --no-seed (measure the data dir as it is, e.g. while a seed is still loading it elsewhere), --verbose
 * (the stand-in's own log on stderr: why a call answered 5xx), --no-calls (the import alone), --stack
 * (the second file staged on top of the first: its step lists' first pages with 200,000 rows staged),
 * --in-memory (DynamoDB Local keeps the table in memory and the seed runs every time: on this machine's
 * disk the scale-1 seed wrote about 200 records/s, in memory about 2,000).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { argv, flag, option } from './lib/bench-table';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const BASE_PORT = option('--base-port', 6873);
const SCALE = option('--scale', 1);
const ROWS = option('--rows', 100_000);
const text = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const DATA_DIR = path.resolve(text('--data-dir') ?? path.join(os.tmpdir(), `bench-volume-${BASE_PORT}`));
const ONLY = text('--only');
/** Each file staged on top of the one before: the last one's first pages read 200,000 staged rows. */
const STACK = flag('--stack');

const say = (line = '') => console.log(line);
const load = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/^.*load average/, 'load average');
const clock = () => new Date().toISOString().slice(11, 19);

const { classifyRoutes } = await import('./bench-volume/collection-routes');
const { startVolumeStack, seedVolumeOnce } = await import('./bench-volume/stand-in');
const { apiClient } = await import('./bench-volume/client');
const { importFile } = await import('./bench-volume/sales-import');
const { writeImportFiles } = await import('./bench-volume/sales-files');
const { firstCalls, LIMIT_S, SLOW_S } = await import('./bench-volume/first-calls');

say(`bench:volume ${new Date().toISOString()}, ${os.cpus().length} cores, ${load()}`);
say('Deriving the collection routes from the route table (the TypeScript checker reads the declared answers)…');
const classified = classifyRoutes();
const gets = classified.filter((c) => c.method === 'GET');
const included = gets.filter((c) => c.kind && (!ONLY || c.id.includes(ONLY)));
say(
  `${classified.length} routes: ${classified.length - gets.length} not GET (not reads); ${gets.length} GET, of which ` +
    `${gets.filter((c) => c.kind).length} read a collection and ${gets.filter((c) => !c.kind).length} do not:`,
);
for (const c of gets.filter((c) => !c.kind)) say(`  excluded ${c.id.padEnd(48)} ${c.reason}`);

say(`\nStand-in on ports ${BASE_PORT}-${BASE_PORT + 6}, data in ${DATA_DIR}`);
const IN_MEMORY = flag('--in-memory');
const stack = await startVolumeStack(BASE_PORT, DATA_DIR, { quiet: !flag('--verbose'), inMemory: IN_MEMORY });
let failed = false;
try {
  if (flag('--no-seed')) say('seed:volume not run (--no-seed): the data dir is measured as it is');
  else {
    const only = text('--seed') === 'sales-import' ? 'sales-import' : undefined;
    const seeded = await seedVolumeOnce(BASE_PORT, DATA_DIR, SCALE, only, IN_MEMORY);
    say(
      `seed:volume${only ? " (the sales import's conversions and catalog only)" : ''} at scale ${SCALE}: ` +
        `${seeded === 'loaded' ? 'loaded in an earlier run' : 'loaded now'} (${clock()})`,
    );
  }
  const api = apiClient(stack);

  let jobId: string | undefined;
  const imports: Awaited<ReturnType<typeof importFile>>[] = [];
  if (!flag('--no-import')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-volume-files-'));
    try {
      // The products the seed converted and priced at its scale (infra/local/seed/sales-import-volume.ts).
      const products = Math.min(9000, Math.round(50_000 * SCALE), Math.ceil((500_000 * SCALE) / 12));
      const { files, xlsxBy } = await writeImportFiles(dir, ROWS, products);
      say(`\n(a) Sales import of ${ROWS.toLocaleString('en')} rows per file over HTTP (xlsx by ${xlsxBy}); ${load()}`);
      for (const file of files) {
        const run = await importFile(api, stack.pid, file, (line) => say(line), BASE_PORT + 2, {
          keep: STACK && file !== files[0],
          finish: !STACK || file === files[files.length - 1],
        });
        imports.push(run);
        say(
          `${run.file} (${(run.bytes / 1024 / 1024).toFixed(1)} MB): ${run.failure ? 'FAILED' : 'done'} in ${run.totalSeconds.toFixed(1)} s, ` +
            `${run.rows ?? 0} rows staged, ${run.rejected ?? 0} rejected, stand-in peak RSS ${run.peakRssMb.toFixed(0)} MB`,
        );
        for (const s of run.stages) say(`  ${s.name.padEnd(30)} ${s.seconds.toFixed(1).padStart(7)} s  ${s.note ?? ''}`);
        if (run.failure) failed = true;
      }
      jobId = imports.find((r) => r.jobId)?.jobId;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  if (flag('--no-calls')) say('\n(b) First calls not measured (--no-calls)');
  else {
    say(
      `\n(b) First call of each collection route (${included.length}${ONLY ? ` matching "${ONLY}"` : ''}), ${clock()}, ${load()}`,
    );
    // Each call as it ends, on stderr: a stalled stand-in shows which route it stalled on.
    const calls = await firstCalls(api, included, { jobId }, (line) => process.stderr.write(`${line}\n`));
    const width = Math.max(...calls.map((c) => c.id.length));
    say(`${'route'.padEnd(width)}  ${'kind'.padEnd(9)}  ${'as'.padEnd(16)}  ${'items read'.padEnd(40)}  first call  limit`);
    for (const c of calls) {
      const s = c.seconds;
      const flagText =
        s === undefined ? '' : s >= LIMIT_S || c.status === 504 ? '  OVER THE LIMIT' : s > SLOW_S ? '  SLOW (> 3 s)' : '';
      say(
        `${c.id.padEnd(width)}  ${c.kind.padEnd(9)}  ${c.persona.padEnd(16)}  ${(c.skipped ? `skipped: ${c.skipped}` : (c.items ?? '')).padEnd(40)}  ` +
          `${s === undefined ? '' : `${s.toFixed(2).padStart(8)} s`}  ${s === undefined ? '' : `${LIMIT_S} s`}${flagText}`,
      );
    }
    const measured = calls.filter((c) => c.seconds !== undefined);
    const slow = measured.filter((c) => c.seconds! > SLOW_S).sort((a, b) => b.seconds! - a.seconds!);
    const errors = measured.filter((c) => c.status! >= 400);
    say(`\nSummary (${clock()}, ${load()}):`);
    for (const r of imports)
      say(
        `  import ${r.file}: ${r.failure ? `FAILED (${r.failure})` : 'done'} in ${r.totalSeconds.toFixed(1)} s, peak RSS of the stand-in ${r.peakRssMb.toFixed(0)} MB`,
      );
    say(
      `  ${measured.length} routes called, ${calls.length - measured.length} skipped, ${errors.length} answered an error; ` +
        `${slow.length} over ${SLOW_S} s${slow.length ? `: ${slow.map((c) => `${c.id} ${c.seconds!.toFixed(1)} s`).join(', ')}` : ''}`,
    );
    if (slow.length || errors.length) failed = true;
  }
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
