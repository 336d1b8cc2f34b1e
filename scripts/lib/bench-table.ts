/**
 * What the table benchmarks share: command-line options, the functions' environment pointed at a
 * DynamoDB Local of the benchmark's own (own port, own data dir, removed at the end), and the table.
 * Call benchEnvironment before importing a module that makes an AWS client: they read it when made.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const argv = process.argv.slice(2);
export const flag = (name: string) => argv.includes(name);
/** A positive number option (`--runs 7`), or the fallback. */
export function option(name: string, fallback: number): number {
  const i = argv.indexOf(name);
  const v = i >= 0 ? Number(argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

/** Sets the environment for a DynamoDB Local at basePort + 2 (the stand-in's layout). */
export function benchEnvironment(basePort: number): void {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    TABLE_NAME: 'portal',
    FILES_BUCKET: 'bench-files',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${basePort + 2}`,
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
}

/**
 * Runs `work` against a fresh DynamoDB Local with the portal's table, then stops it and removes its
 * data. `inMemory` keeps the table off this machine's disk, to measure the code rather than the disk.
 */
export async function withBenchTable<T>(
  name: string,
  basePort: number,
  opts: { inMemory?: boolean },
  work: () => Promise<T>,
): Promise<T> {
  const { ProcessGroup } = await import('../../infra/local/processes');
  const { startDynamoDb } = await import('../../infra/local/services');
  const { checkJava } = await import('../../infra/local/prerequisites');
  const { ensureTable } = await import('../../infra/local/bootstrap');
  const { portsFrom } = await import('../../infra/local/ports');
  checkJava();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const group = new ProcessGroup(path.join(dataDir, 'logs'));
  try {
    const ports = portsFrom(basePort);
    await startDynamoDb(group, ports, dataDir, { inMemory: opts.inMemory, fullJit: true });
    await ensureTable(ports);
    return await work();
  } finally {
    await group.stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
