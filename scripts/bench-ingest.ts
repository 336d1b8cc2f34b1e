/**
 * npm run bench:ingest — the ERP loader at the group's size: generates the volume feed (30,000
 * products, 2,000 parties, 300,000 sale lines over 12 months, 20,000 incoming shipment lines, 50,000
 * outs, plus lots, sales, delivery notes and purchase orders) and loads it through the real loader
 * into its own DynamoDB Local (own port and data dir, removed at the end). Prints records per second
 * and peak RSS, then loads the same feed again (everything must be skipped).
 *
 * Goal: ≥ 2,000 records/s and ≤ 512 MB peak RSS. Options: --scale F (default 1), --base-port N
 * (default 47700, clear of the stand-in's 5173), --no-reload, --on-disk.
 *
 * DynamoDB Local runs every read and write of a table on one thread (its SQLiteQueue), so on a
 * shared machine the rate says as much about the other processes as about the loader. It also
 * prints (Linux) the CPU the loader's process and DynamoDB Local used, and that thread's time per
 * record: the rate the stand-in allows with one free core is 1,000 / that.
 */
import os from 'node:os';
import { benchEnvironment, flag, option, withBenchTable } from './lib/bench-table';

const SCALE = option('--scale', 1);
const BASE_PORT = option('--base-port', 47700);
/** The loader's chunk size and chunks in flight (loader.ts's defaults when not given). */
const CHUNK = option('--chunk', 0) || undefined;
const IN_FLIGHT = option('--in-flight', 0) || undefined;
const GOAL_RATE = 2000;
const GOAL_RSS_MB = 512;

benchEnvironment(BASE_PORT);

const { erpFeed, VOLUME_SHAPE } = await import('../infra/local/seed/erp-feed');
const { loadFeed } = await import('../functions/lib/erp/loader');
const { memoryRejects } = await import('../functions/lib/erp/rejects');
const { dynamoDbLocalCpu } = await import('./lib/dynamodb-cpu');

const shape = {
  ...VOLUME_SHAPE,
  newParties: {
    pharmacies: Math.round(VOLUME_SHAPE.newParties!.pharmacies * SCALE),
    laboratories: Math.max(1, Math.round(VOLUME_SHAPE.newParties!.laboratories * SCALE)),
  },
  products: Math.round(VOLUME_SHAPE.products * SCALE),
  saleLines: Math.round(VOLUME_SHAPE.saleLines * SCALE),
  shipmentInLines: Math.round(VOLUME_SHAPE.shipmentInLines * SCALE),
  outs: Math.round(VOLUME_SHAPE.outs * SCALE),
  purchaseOrdersPerPlatform: Math.max(1, Math.round(VOLUME_SHAPE.purchaseOrdersPerPlatform * SCALE)),
  today: new Date('2026-11-20T00:00:00Z'),
};

async function* lines() {
  yield* erpFeed(shape);
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

let failed = false;
await withBenchTable('bench-ingest', BASE_PORT, { inMemory: !flag('--on-disk') }, async () => {
  const dynamoPort = BASE_PORT + 2;
  const run = async (label: string) => {
    const rejects = memoryRejects();
    const loadBefore = load();
    const cpu = process.cpuUsage();
    const dynamo = dynamoDbLocalCpu(dynamoPort);
    const t = performance.now();
    const report = await loadFeed(lines(), { source: `bench:${label}`, rejects, chunkSize: CHUNK, inFlight: IN_FLIGHT });
    const seconds = (performance.now() - t) / 1000;
    const rate = report.received / seconds;
    const rssMb = process.resourceUsage().maxRSS / 1024;
    console.log(
      `${label.padEnd(8)} ${report.received.toLocaleString('en')} records in ${seconds.toFixed(1)} s: ` +
        `${Math.round(rate).toLocaleString('en')} records/s; upserted ${report.upserted}, skipped ${report.skipped}, ` +
        `rejected ${report.rejected}; peak RSS ${rssMb.toFixed(0)} MB`,
    );
    const used = process.cpuUsage(cpu);
    const dynamoAfter = dynamoDbLocalCpu(dynamoPort);
    const perRecord = (s: number) => ((s * 1000) / report.received).toFixed(3);
    const loaderCpu = (used.user + used.system) / 1e6;
    let cpuLine = `  CPU: loader ${loaderCpu.toFixed(1)} s (${perRecord(loaderCpu)} ms/record)`;
    if (dynamo && dynamoAfter) {
      const sqlite = dynamoAfter.sqlite - dynamo.sqlite;
      cpuLine +=
        `, DynamoDB Local ${(dynamoAfter.all - dynamo.all).toFixed(1)} s, of which its SQLite thread ` +
        `${sqlite.toFixed(1)} s (${perRecord(sqlite)} ms/record: at most ` +
        `${Math.round(report.received / sqlite).toLocaleString('en')} records/s with one free core)`;
    }
    console.log(`${cpuLine}; load average ${loadBefore} before, ${load()} after`);
    if (report.rejected) console.log('  first rejects:', rejects.lines.slice(0, 3));
    return { report, rate, rssMb };
  };

  console.log(`ERP ingest through the real loader into DynamoDB Local (scale ${SCALE}).`);
  const first = await run('load');
  console.log('  by entity:', JSON.stringify(first.report.byEntity));
  const ok = first.rate >= GOAL_RATE && first.rssMb <= GOAL_RSS_MB && first.report.rejected === 0;
  if (!flag('--no-reload')) {
    const again = await run('reload');
    if (again.report.upserted !== 0) {
      console.log('  reload changed records: a feed loaded twice must change nothing');
      failed = true;
    }
  }
  console.log(`Goal: ≥ ${GOAL_RATE} records/s and ≤ ${GOAL_RSS_MB} MB peak RSS, nothing rejected: ${ok ? 'met' : 'MISSED'}`);
  failed ||= !ok;
});
process.exit(failed ? 1 : 0);
