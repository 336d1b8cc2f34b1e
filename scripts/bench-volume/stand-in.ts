/**
 * The bench's own stand-in (infra/local/stack.ts's startStack, on its own ports and data dir) and
 * the volume seed loaded into it once: the data dir persists between runs, since seeding the full
 * volume takes far longer than the measurements.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startStack, type StartedStack } from '../../infra/local/stack';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface VolumeStack extends StartedStack {
  /** The stand-in's process (gateway, Lambda handlers and workflow steps all run in it). */
  pid: number;
}

/** startStack keeps its child's pid to itself; the stand-in is the one start.ts on our base port. */
function standInPid(basePort: number): number {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const at = args.indexOf('--base-port');
    if (args.some((a) => a.endsWith('infra/local/start.ts')) && args[at + 1] === String(basePort)) return Number(entry);
  }
  throw new Error(`No stand-in process found on base port ${basePort}`);
}

export async function startVolumeStack(
  basePort: number,
  dataDir: string,
  /** inMemory: the table in memory, seeded again each run (on disk the seed writes about 200 records/s here). */
  opts: { quiet: boolean; inMemory?: boolean },
): Promise<VolumeStack> {
  fs.mkdirSync(dataDir, { recursive: true });
  // Full JIT: the seed writes some 500,000 ERP records and the imports 200,000 rows (services.ts).
  const stack = await startStack({ dataDir, basePort, web: false, quiet: opts.quiet, fullJit: true, inMemory: opts.inMemory });
  return { ...stack, pid: standInPid(basePort) };
}

/** Resident memory of a process in MB (what process.memoryUsage().rss says inside it). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples a process's RSS every `everyMs` until stopped; answers the peak. */
export function sampleRss(pid: number, everyMs = 200) {
  let peak = 0;
  const take = () => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      /* the process is gone: the import's own error says why */
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return peak;
    },
  };
}

/**
 * `npm run seed:volume` at `scale` into the stand-in, once per data dir (a marker file): the seed
 * is idempotent but re-running it re-sends every record.
 */
export async function seedVolumeOnce(
  basePort: number,
  dataDir: string,
  scale: number,
  /** 'sales-import': only the conversions and catalog the import reads (seed:volume --only-sales-import). */
  only?: 'sales-import',
  /** A table in memory: seeded every run, no marker. */
  inMemory = false,
): Promise<'loaded' | 'seeded'> {
  const marker = path.join(dataDir, `volume-seeded-${scale}${only ? `-${only}` : ''}.json`);
  if (!inMemory && fs.existsSync(marker)) return 'loaded';
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'scripts/erp/seed-volume.ts'),
        '--base-port',
        String(basePort),
        '--scale',
        String(scale),
        ...(only ? ['--only-sales-import'] : []),
      ],
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed:volume exited with ${code}`))));
  });
  if (!inMemory)
    fs.writeFileSync(
      marker,
      JSON.stringify({ scale, at: new Date().toISOString(), seconds: (performance.now() - started) / 1000 }),
    );
  return 'seeded';
}
