/**
 * Starts the local stand-in in a child process for the tests (integration, browser) and stops it.
 * A child keeps the stand-in's environment and TypeScript loading out of the test runner.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface StartedStack {
  urls: { web: string; api: string; mail: string; cognito: string; s3: string; dynamodb: string };
  accounts: { persona: string; login: string; password: string }[];
  cognito: { region: string; userPoolId: string; userPoolClientId: string };
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..', '..');

export function startStack(opts: {
  dataDir: string;
  basePort: number;
  web: boolean;
  /** Serve this production build folder instead of the dev server. */
  webPreview?: string;
  reset?: boolean;
  /** DynamoDB Local in memory (see start.ts). */
  inMemory?: boolean;
  /** DynamoDB Local with its full JIT (see start.ts). */
  fullJit?: boolean;
  quiet?: boolean;
}): Promise<StartedStack> {
  const args = [
    '--import',
    'tsx',
    path.join(root, 'infra/local/start.ts'),
    '--json',
    '--data-dir',
    opts.dataDir,
    '--base-port',
    String(opts.basePort),
  ];
  if (!opts.web) args.push('--no-web');
  else if (opts.webPreview) args.push('--web-preview', opts.webPreview);
  if (opts.reset) args.push('--reset');
  if (opts.inMemory) args.push('--in-memory');
  if (opts.fullJit) args.push('--full-jit');
  // Its own process group, so stop() reaches the emulators it started too.
  const child = spawn(process.execPath, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (d: Buffer) => {
    errors += d.toString();
    if (!opts.quiet) process.stderr.write(d);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000).unref())]);
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* stopped */
      }
    }
  };
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ ...(JSON.parse(line.slice(6)) as Omit<StartedStack, 'stop'>), stop });
    });
    child.once('exit', (code) => reject(new Error(`The local stand-in exited (${code}) before it was ready:\n${errors}`)));
  });
}
