/**
 * npm run bench:lambda — size and cold import time of every Lambda bundle.
 *
 * Bundles each endpoint group, the authorizer and every workflow step with esbuild using the very
 * options the CDK stack uses (infra/constructs/bundling.ts), plus a "floor": a bundle that only
 * creates a DynamoDB DocumentClient. Each bundle is imported by RUNS fresh `node` processes (with
 * the functions' NODE_OPTIONS); the import time is compared with the floor's.
 * Goal: every bundle ≤ 1.3x the floor's time and ≤ 700 KiB. A bundle's KiB are what a cold start
 * loads: the entry and the chunks it imports statically; the chunks a route imports on first use
 * (`await import(...)`) are listed apart ("lazy KiB"). Each bundle's run is paired with a run of the
 * floor just before it and "x floor" is the median of those ratios (robust to a shared machine's drift).
 *
 * Options: --runs N (default 10), --keep (keep the bundles, print their folder), --top N (packages
 * listed per bundle that misses the goal, default 8), --all-packages (list packages for every bundle),
 * --strict (exit 1 when a bundle misses the goal).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import {
  entryFile,
  esbuildOptions,
  LAMBDA_NODE_OPTIONS,
  PROJECT_ROOT,
  startOutputs as startOf,
} from '../infra/constructs/bundling';
import { groupsWithRoutes } from '../infra/constructs/api';
import { discoverWorkflows } from '../infra/constructs/workflows';

const GOAL_RATIO = 1.3;
const GOAL_KIB = 700;

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(name);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  const v = i >= 0 ? Number(argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const RUNS = option('--runs', 10);
const TOP = option('--top', 8);

const FLOOR_SOURCE = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
export const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = async () => ({ ok: Boolean(client) });
`;

/** What the functions find in their environment (dummy values: nothing is called). */
const LAMBDA_ENV: Record<string, string> = {
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  TABLE_NAME: 'bench-table',
  FILES_BUCKET: 'bench-files',
  USER_POOL_ID: 'eu-west-1_bench',
  USER_POOL_CLIENT_ID: 'benchclient',
  API_TOKEN_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:000000000000:secret:bench',
  SES_SENDER: 'no-reply@example.com',
  POWERTOOLS_SERVICE_NAME: 'bench',
  NODE_OPTIONS: LAMBDA_NODE_OPTIONS,
};

interface Bundle {
  name: string;
  file: string;
  /** What a cold start loads: the entry and its static imports. */
  bytes: number;
  /** Chunks loaded only by a dynamic import. */
  lazyBytes: number;
  /** The output files a cold start loads (metafile keys). */
  startOutputs: string[];
  metafile: Metafile;
  times: number[];
  /** Each run's time over the floor's run just before it. */
  ratios: number[];
}

async function bundle(name: string, outRoot: string, entry: string | { source: string }): Promise<Bundle> {
  const outdir = path.join(outRoot, name);
  const base = esbuildOptions(typeof entry === 'string' ? path.join(PROJECT_ROOT, entry) : 'floor.ts', outdir);
  const result = await build({
    ...base,
    ...(typeof entry === 'string'
      ? {}
      : {
          // stdin cannot be split; the floor has nothing to split anyway.
          entryPoints: undefined,
          splitting: false,
          outdir: undefined,
          outfile: entryFile(outdir),
          stdin: { contents: entry.source, resolveDir: PROJECT_ROOT, loader: 'ts', sourcefile: 'floor.ts' },
        }),
    metafile: true,
  });
  const file = entryFile(outdir);
  const meta = result.metafile;
  const startOutputs = startOf(meta, outdir);
  const size = (outputs: string[]) => outputs.reduce((sum, o) => sum + meta.outputs[o]!.bytes, 0);
  const all = Object.keys(meta.outputs);
  return {
    name,
    file,
    bytes: size(startOutputs),
    lazyBytes: size(all.filter((o) => !startOutputs.includes(o))),
    startOutputs,
    metafile: meta,
    times: [],
    ratios: [],
  };
}

/** One fresh process: the time to import the bundle, measured inside it. */
function coldImport(file: string): number {
  const script =
    'const t0 = performance.now();' +
    `await import(${JSON.stringify(pathToFileURL(file).href)});` +
    'process.stdout.write(String(performance.now() - t0));';
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...LAMBDA_ENV },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`importing ${file} failed:\n${child.stderr}`);
  return Number(child.stdout);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** node_modules package (or "(project)" for our own code) → bytes in the outputs a cold start loads. */
function packages(b: Bundle): [string, number][] {
  const sizes = new Map<string, number>();
  for (const output of b.startOutputs.map((o) => b.metafile.outputs[o]!)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
      const key = m ? m[1]! : '(project)';
      sizes.set(key, (sizes.get(key) ?? 0) + bytesInOutput);
    }
  }
  return [...sizes.entries()].sort((a, b) => b[1] - a[1]);
}

const kib = (bytes: number) => bytes / 1024;
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

async function main() {
  const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lambda-'));
  const entries: [string, string | { source: string }][] = [
    ['floor', { source: FLOOR_SOURCE }],
    ['authorizer', 'functions/authorizer/index.ts'],
    ...groupsWithRoutes().map((g): [string, string] => [g, `functions/groups/${g}/index.ts`]),
    ...discoverWorkflows().flatMap((wf) =>
      Object.entries(wf.steps).map(([step, entry]): [string, string] => [`${wf.name}/${step}`, entry]),
    ),
  ];
  const bundles: Bundle[] = [];
  for (const [name, entry] of entries) {
    if (typeof entry === 'string' && !fs.existsSync(path.join(PROJECT_ROOT, entry))) {
      console.log(`(skipping ${name}: ${entry} does not exist yet)`);
      continue;
    }
    bundles.push(await bundle(name, outRoot, entry));
  }

  // Each run of a bundle comes right after a run of the floor, and the ratio is taken per pair: on a
  // shared machine a process's time moves ±20% from one second to the next (27/11: a floor's runs
  // had a standard deviation of 19.5 ms on 93), which a ratio of two medians taken seconds apart
  // turned into ±0.2x; a pair sees the same moment.
  const floor = bundles[0]!;
  coldImport(floor.file); // warm the OS file cache and node itself
  for (let i = 0; i < RUNS; i++)
    for (const b of bundles.slice(1)) {
      const floorMs = coldImport(floor.file);
      const ms = coldImport(b.file);
      floor.times.push(floorMs);
      b.times.push(ms);
      b.ratios.push(ms / floorMs);
    }

  console.log(
    `Cold import, ${RUNS} fresh node ${process.version} processes per bundle, each paired with a run of the floor (NODE_OPTIONS=${LAMBDA_NODE_OPTIONS}).`,
  );
  console.log('x floor: the median of the per-pair ratios.');
  console.log(`Goal: ≤ ${GOAL_RATIO}x the floor's time and ≤ ${GOAL_KIB} KiB.\n`);
  const header = `${pad('bundle', 22)} ${lpad('KiB', 8)} ${lpad('lazy KiB', 9)} ${lpad('median ms', 10)} ${lpad('x floor', 8)} ${lpad('size x', 7)}  goal`;
  console.log(header);
  console.log('-'.repeat(header.length + 4));
  const misses: Bundle[] = [];
  for (const b of bundles) {
    const ms = median(b.times);
    const isFloor = b === floor;
    const ratio = isFloor ? 1 : median(b.ratios);
    const ok = isFloor || (ratio <= GOAL_RATIO && kib(b.bytes) <= GOAL_KIB);
    if (!ok) misses.push(b);
    console.log(
      `${pad(b.name, 22)} ${lpad(kib(b.bytes).toFixed(1), 8)} ${lpad(b.lazyBytes ? kib(b.lazyBytes).toFixed(1) : '-', 9)} ${lpad(ms.toFixed(1), 10)} ${lpad(ratio.toFixed(2), 8)} ${lpad((b.bytes / floor.bytes).toFixed(2), 7)}  ${isFloor ? '(floor)' : ok ? 'ok' : 'MISS'}`,
    );
  }

  const explain = flag('--all-packages') ? bundles : misses;
  for (const b of explain) {
    console.log(`\n${b.name}: largest packages in the bundle (KiB)`);
    for (const [pkg, bytes] of packages(b).slice(0, TOP)) console.log(`  ${pad(pkg, 40)} ${lpad(kib(bytes).toFixed(1), 8)}`);
  }

  if (flag('--keep')) console.log(`\nBundles kept in ${outRoot}`);
  else fs.rmSync(outRoot, { recursive: true, force: true });
  if (misses.length) {
    console.log(`\n${misses.length} bundle(s) miss the goal.`);
    if (flag('--strict')) process.exitCode = 1;
  }
}

await main();
