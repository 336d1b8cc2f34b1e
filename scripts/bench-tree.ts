/**
 * npm run bench:tree — time and DynamoDB items read to serve a section tree of 2,000 directories and
 * 10,000 files through the real handler (GET /api/guest/pharmacy/platform/agreements/treeview).
 *
 * Starts its own DynamoDB Local (own port and data dir, removed at the end), creates the table,
 * seeds one section (top directory 14) with batch writes, then calls the guest-pharmacy group
 * handler in-process with an authorizer context, as the local gateway does. Items read are counted
 * on the DynamoDB client (ScannedCount and ConsumedCapacity of every Query).
 *
 * Target: median under 1,500 ms and at most 12,001 items read (the section and nothing else: one
 * paginated Query of the `section` collection). Exit 1 when missed.
 *
 * Options: --runs N (default 7), --base-port N (default 47600), --directories N, --files N.
 */
import os from 'node:os';
import { benchEnvironment, flag, option, withBenchTable } from './lib/bench-table';
import { random } from '../infra/local/seed/random';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';

const RUNS = option('--runs', 7);
const BASE_PORT = option('--base-port', 47600);
const DIRECTORIES = option('--directories', 2000);
const FILES = option('--files', 10_000);
const TARGET_MS = 1500;
const TARGET_ITEMS = DIRECTORIES + FILES + 1;
const TOP = 14;
const ROUTE = '/api/guest/pharmacy/platform/agreements/treeview';

benchEnvironment(BASE_PORT);

const { dynamo } = await import('../functions/lib/aws');
const { putDirectoryItems } = await import('../functions/lib/data/entities/intranet-directory');
const { putFileItems } = await import('../functions/lib/data/entities/intranet-file');
const { withAncestors, ROLE } = await import('../shared/roles/catalogue');

const WORDS = ['Acord', 'Condicions', 'Laboratori', 'Tarifa', 'Campanya', 'Formació', 'Catàleg', 'Promoció', 'Annex', 'Protocol'];

async function seed() {
  const rnd = random(42);
  const name = (i: number) => `${WORDS[Math.floor(rnd() * WORDS.length)]} ${WORDS[Math.floor(rnd() * WORDS.length)]} ${i}`;
  const now = Date.now();
  // A tree up to 6 levels deep: each directory hangs from a random earlier one.
  const dirs = [{ directoryId: TOP, parentId: 0, path: String(TOP), depth: 0 }];
  for (let i = 1; i <= DIRECTORIES; i++) {
    let parent = dirs[Math.floor(rnd() * dirs.length)]!;
    while (parent.depth >= 6) parent = dirs[Math.floor(rnd() * dirs.length)]!;
    const directoryId = 100_000 + i;
    dirs.push({ directoryId, parentId: parent.directoryId, path: `${parent.path}-${directoryId}`, depth: parent.depth + 1 });
  }
  const directoryItems = dirs.map((d, i) => ({
    directoryId: d.directoryId,
    parentId: d.parentId,
    topDirectoryId: TOP,
    path: d.path,
    nameCa: i === 0 ? 'Acords' : name(i),
    nameEs: i === 0 ? 'Acuerdos' : name(i),
    order: Math.floor(rnd() * 20),
    locked: i === 0,
  }));
  const fileItems = Array.from({ length: FILES }, (_, i) => {
    const dir = dirs[1 + Math.floor(rnd() * DIRECTORIES)]!;
    const fileId = 1_000_000 + i;
    const link = rnd() < 0.25;
    const n = name(i);
    const content = (s: 'Ca' | 'Es') =>
      link
        ? { [`extension${s}`]: 'link', [`url${s}`]: `https://www.example.com/documents/${fileId}/${s.toLowerCase()}` }
        : {
            [`extension${s}`]: 'pdf',
            [`key${s}`]: `intranet/files/${fileId}-${s}/${n.replace(/\W+/g, '_')}.pdf`,
            [`attachment${s}`]: `${n}.pdf`,
            [`size${s}`]: 50_000 + Math.floor(rnd() * 5_000_000),
          };
    return {
      fileId,
      directoryId: dir.directoryId,
      topDirectoryId: TOP,
      path: dir.path,
      nameCa: n,
      nameEs: `${n} (es)`,
      ...(rnd() < 0.3 ? { tooltipCa: `Consell sobre ${n}`, tooltipEs: `Consejo sobre ${n}` } : {}),
      ...(rnd() < 0.1 ? { noveltyStart: '2026-01-01', noveltyEnd: '2026-12-31' } : {}),
      createdAt: new Date(now - Math.floor(rnd() * 400) * 86_400_000).toISOString(),
      ...content('Ca'),
      ...content('Es'),
    };
  });
  // Both throw when items are left unprocessed.
  await putDirectoryItems(directoryItems, 16);
  await putFileItems(fileItems as never, 16);
}

/** Counts what every Query reads: items scanned, pages, capacity. */
const reads = { items: 0, queries: 0, capacity: 0 };
dynamo().middlewareStack.add(
  (next) => async (args) => {
    const input = (args as { input: Record<string, unknown> }).input;
    if ('KeyConditionExpression' in input) input.ReturnConsumedCapacity = 'TOTAL';
    const result = await next(args);
    const out = result.output as { ScannedCount?: number; ConsumedCapacity?: { CapacityUnits?: number } };
    if (out.ScannedCount !== undefined) {
      reads.queries++;
      reads.items += out.ScannedCount;
      reads.capacity += out.ConsumedCapacity?.CapacityUnits ?? 0;
    }
    return result;
  },
  { step: 'initialize', name: 'benchReadCounter' },
);

function event(): APIGatewayProxyEvent {
  const caller = {
    accountId: 3,
    login: 'farmacia',
    model: 'guest',
    typeId: 1,
    partyId: 1001,
    roleIds: withAncestors([ROLE.guest, ROLE.pharmacyGuest, ROLE.pharmacyAgreements]),
    actor: null,
  };
  return {
    resource: ROUTE,
    path: ROUTE,
    httpMethod: 'GET',
    headers: { 'accept-language': 'ca' },
    multiValueHeaders: { 'accept-language': ['ca'] },
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: {},
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { authorizer: { principalId: 'farmacia', caller: JSON.stringify(caller) } },
  } as unknown as APIGatewayProxyEvent;
}

const context = {
  functionName: 'guest-pharmacy',
  awsRequestId: 'bench',
  getRemainingTimeInMillis: () => 29_000,
} as unknown as Context;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<number> {
  return withBenchTable('bench-tree', BASE_PORT, {}, async () => {
    let t = performance.now();
    await seed();
    console.log(
      `Seeded ${DIRECTORIES + 1} directories and ${FILES} files into section ${TOP} in ${Math.round(performance.now() - t)} ms`,
    );

    const { handler } = await import('../functions/groups/guest-pharmacy/index');
    const invoke = () => handler(event(), context) as Promise<APIGatewayProxyResult>;
    const warm = await invoke();
    if (warm.statusCode !== 200) throw new Error(`treeview answered ${warm.statusCode}: ${warm.body.slice(0, 300)}`);

    const times: number[] = [];
    const items: number[] = [];
    let queries = 0;
    let capacity = 0;
    let bytes = 0;
    let nodes = 0;
    for (let i = 0; i < RUNS; i++) {
      Object.assign(reads, { items: 0, queries: 0, capacity: 0 });
      t = performance.now();
      const res = await invoke();
      times.push(performance.now() - t);
      items.push(reads.items);
      queries = reads.queries;
      capacity = reads.capacity;
      bytes = Buffer.byteLength(res.body);
      if (i === 0) {
        const count = (n: { children_directories: unknown[]; children_files: unknown[] }): number =>
          1 + n.children_files.length + n.children_directories.reduce<number>((s, c) => s + count(c as typeof n), 0);
        nodes = count(JSON.parse(res.body).data);
      }
    }
    if (flag('--profile')) {
      const { loadSection, sectionTree } = await import('../functions/lib/data/intranet');
      for (let i = 0; i < 3; i++) {
        let p = performance.now();
        const section = await loadSection(TOP);
        const q = performance.now() - p;
        p = performance.now();
        const tree = await sectionTree(section, 'ca', '2026-06-01');
        const b = performance.now() - p;
        p = performance.now();
        JSON.stringify({ data: tree });
        console.log(
          `  profile: query ${Math.round(q)} ms, tree ${Math.round(b)} ms, JSON ${Math.round(performance.now() - p)} ms`,
        );
      }
      const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
      const params = (await import('../functions/lib/data/intranet')).sectionQuery(TOP);
      for (let i = 0; i < 3; i++) {
        const p = performance.now();
        let key: Record<string, unknown> | undefined;
        let n = 0;
        do {
          const out = await dynamo().send(new QueryCommand({ ...params, ExclusiveStartKey: key } as never));
          n += out.Items?.length ?? 0;
          key = out.LastEvaluatedKey;
        } while (key);
        console.log(`  profile: raw paginated Query ${Math.round(performance.now() - p)} ms for ${n} items`);
      }
    }
    const ms = median(times);
    const read = Math.max(...items);
    const load = os.loadavg()[0]!.toFixed(1);
    console.log(
      `\nSection tree through the real handler (${RUNS} runs after a warm-up; ${os.cpus().length} CPUs, load ${load}):`,
    );
    console.log(
      `  time        median ${Math.round(ms)} ms (min ${Math.round(Math.min(...times))}, max ${Math.round(Math.max(...times))})`,
    );
    console.log(
      `  items read  ${read} per request, in ${queries} Query page(s) of one paginated Query, ${capacity.toFixed(1)} RCU`,
    );
    console.log(`  answer      ${nodes} nodes, ${(bytes / 1024 / 1024).toFixed(2)} MiB of JSON (Lambda answers stop at 6 MB)`);
    const ok = ms < TARGET_MS && read <= TARGET_ITEMS && nodes === DIRECTORIES + FILES + 1;
    console.log(
      `\nTarget: median < ${TARGET_MS} ms and ≤ ${TARGET_ITEMS} items read (the section only) → ${ok ? 'MET' : 'MISSED'}`,
    );
    return ok ? 0 : 1;
  });
}

process.exitCode = await main();
