/**
 * Brings up the whole product locally in this process: the emulators as children, then the local
 * API gateway and Step Functions runner in-process (they run the real handlers), then the web
 * dev server. Used by `npm start` (start.ts) and, through a child process, by the tests (stack.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import {
  cognitoClient,
  ensureTable,
  ensureUserPool,
  LOCAL_AWS_ENV,
  LOCAL_FILES_BUCKET,
  LOCAL_REGION,
  LOCAL_WTC_ANCHOR_BUCKET,
  newSecret,
  readState,
  writeState,
} from './bootstrap';
import { checkJava, checkNode, checkPorts } from './prerequisites';
import { portsFrom, type Ports, type ServiceName } from './ports';
import { ProcessGroup } from './processes';
import { silentProgress, type Progress } from './progress';
import { startCognito, startDynamoDb, startS3, startSes, startWeb, type WebMode } from './services';
import { startKms } from './kms';
import { s3Notifications } from './s3-notifications';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-data';

/** A hash of the seed code and the role catalogue it writes. */
function seedFingerprint(): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const root = path.resolve(import.meta.dirname, '..', '..');
  for (const file of [...files(path.join(import.meta.dirname, 'seed')), path.join(root, 'shared/roles/catalogue.ts')].sort())
    hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export interface StackOptions {
  dataDir: string;
  basePort: number;
  /** The Vite dev server, the production build served by `vite preview`, or no web. */
  web: WebMode | false;
  reset?: boolean;
  /** DynamoDB Local keeps its tables in memory: for runs whose data is thrown away (the tests). */
  inMemory?: boolean;
  /** DynamoDB Local with C2 (services.ts): for loads of hundreds of thousands of items. */
  fullJit?: boolean;
  /** Called for each API request and notable event. */
  log?: (line: string) => void;
  /** Shows each service's and step's start as it happens (npm start); silent by default. */
  progress?: Progress;
}

export interface RunningStack {
  ports: Ports;
  urls: { web: string; api: string; mail: string; cognito: string; s3: string; dynamodb: string };
  accounts: { persona: string; login: string; password: string }[];
  cognito: { region: string; userPoolId: string; userPoolClientId: string };
  stop(): Promise<void>;
}

function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections?.();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Runs one start-up step under its line in the progress display. */
async function stepOf<T>(progress: Progress, label: string, work: () => Promise<T>, doneText?: string): Promise<T> {
  const step = progress.step(label, 'working');
  try {
    const result = await work();
    step.done(doneText);
    return result;
  } catch (error) {
    step.fail();
    throw error;
  }
}

export async function runStack(opts: StackOptions): Promise<RunningStack> {
  const progress = opts.progress ?? silentProgress;
  // Until the display stops, lines go above it.
  const log = opts.log ? (line: string) => progress.note(line) : () => undefined;
  checkNode();
  checkJava();
  if (opts.reset) fs.rmSync(opts.dataDir, { recursive: true, force: true });
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const dataDir = path.resolve(opts.dataDir);
  const ports = portsFrom(opts.basePort);
  const services: ServiceName[] = [
    'api',
    'dynamodb',
    's3',
    'cognito',
    'ses',
    'stepfunctions',
    'kms',
    ...(opts.web ? (['web'] as const) : []),
  ];
  await checkPorts(ports, services);

  const host = (port: number) => `http://127.0.0.1:${port}`;
  const webOrigin = host(ports.web);
  const group = new ProcessGroup(path.join(dataDir, 'logs'), progress);
  const servers: http.Server[] = [];
  const stop = async () => {
    await Promise.all(servers.map(closeServer));
    await group.stopAll();
  };

  const webConfig = path.join(dataDir, 'web-config.json');
  const previous = readState(dataDir);
  const seedVersion = seedFingerprint();

  try {
    // Everything that does not wait for something else starts at once; each step then waits only
    // for what it needs (the table for DynamoDB Local, the pool for Cognito), so the start takes
    // as long as its slowest chain (DynamoDB Local, then the table, then the seed), not their sum.
    // The web server reads its config file per request: it may start before the file is written.
    const web = opts.web ? startWeb(group, ports, webConfig, opts.web) : Promise.resolve();
    // The seed's modules load (seconds under tsx) while the emulators start, when a seed is due.
    const seeder = previous.seedVersion !== seedVersion ? import('./seed/index') : undefined;
    // So do the API's (the route table, the workflow runner).
    const api = Promise.all([import('./gateway'), import('./step-functions')]);
    for (const pending of [web, seeder, api]) pending?.catch(() => undefined);
    // In-process, before the seed: the working-time register's writes ask it for each record's MAC.
    servers.push(await startKms(ports.kms, dataDir));
    const [, pool] = await Promise.all([
      startDynamoDb(group, ports, dataDir, { inMemory: opts.inMemory, fullJit: opts.fullJit }).then(() =>
        stepOf(progress, 'DynamoDB table', () => ensureTable(ports)),
      ),
      startCognito(group, ports, dataDir).then(() =>
        stepOf(progress, 'Cognito user pool', () => ensureUserPool(ports, previous)),
      ),
      startS3(group, ports, dataDir, [LOCAL_FILES_BUCKET, LOCAL_WTC_ANCHOR_BUCKET], webOrigin, s3Notifications(log)),
      startSes(group, ports),
    ]);
    const apiTokenSecret = previous.apiTokenSecret ?? newSecret();
    const fedeSharedSecret = previous.fedeSharedSecret ?? newSecret();
    const switchboardSecret = previous.switchboardSecret ?? newSecret();
    const [{ startGateway }, { stateMachineArn, startStepFunctions, WORKFLOWS_DIR }] = await api;

    // The handlers read only these; in AWS the stack sets the same names (endpoints unset).
    Object.assign(process.env, {
      ...LOCAL_AWS_ENV,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      COGNITO_ISSUER: `${host(ports.cognito)}/${pool.userPoolId}`,
      API_TOKEN_SECRET: apiTokenSecret,
      FEDE_SHARED_SECRET: fedeSharedSecret,
      SWITCHBOARD_SECRET: switchboardSecret,
      DYNAMODB_ENDPOINT: host(ports.dynamodb),
      S3_ENDPOINT: host(ports.s3),
      COGNITO_ENDPOINT: host(ports.cognito),
      SES_ENDPOINT: host(ports.ses),
      SFN_ENDPOINT: host(ports.stepfunctions),
      KMS_ENDPOINT: host(ports.kms),
      WTC_ANCHOR_BUCKET: LOCAL_WTC_ANCHOR_BUCKET,
      // Links in e-mails (password reset) point here; in AWS the stack sets the site URL.
      SITE_URL: webOrigin,
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
      // WORKFLOW_<NAME>_ARN per infra/workflows/*.asl.json, as the stack sets them.
      ...Object.fromEntries(
        fs
          .readdirSync(WORKFLOWS_DIR)
          .filter((f) => f.endsWith('.asl.json'))
          .map((f) => f.slice(0, -'.asl.json'.length))
          .map((name) => [`WORKFLOW_${name.replace(/\W/g, '_').toUpperCase()}_ARN`, stateMachineArn(name)]),
      ),
    });

    // Seeding is idempotent; it runs again whenever the seed code changed since the last start.
    if (previous.seedVersion !== seedVersion || previous.userPoolId !== pool.userPoolId) {
      const step = progress.step('Demo data', 'loading the seed');
      try {
        const { seedDemo } = await (seeder ?? import('./seed/index'));
        await seedDemo(cognitoClient(ports), pool.userPoolId, (doing) => step.detail(doing));
        step.done('seeded in {s} s');
      } catch (error) {
        step.fail();
        throw error;
      }
    }
    // What EventBridge Scheduler does in AWS: the working-time register's daily anchors (and, once,
    // re-linking registers written before the MAC key), now and every hour while running.
    await stepOf(progress, 'Working-time anchors', async () => {
      const { localIntegrityUpkeep } = await import('../../functions/lib/working-time/jobs');
      await localIntegrityUpkeep(new Date());
      const timer = setInterval(() => void localIntegrityUpkeep(new Date()).catch((e: Error) => log(e.message)), 3_600_000);
      timer.unref();
    });
    writeState(dataDir, { ...pool, apiTokenSecret, fedeSharedSecret, switchboardSecret, seedVersion });

    fs.writeFileSync(
      webConfig,
      JSON.stringify(
        {
          region: LOCAL_REGION,
          userPoolId: pool.userPoolId,
          userPoolClientId: pool.userPoolClientId,
          cognitoEndpoint: host(ports.cognito),
          apiBase: '/api',
        },
        null,
        2,
      ),
    );

    await stepOf(progress, 'API and workflows', async () => {
      servers.push(await startGateway(ports.api, log));
      servers.push(await startStepFunctions(ports.stepfunctions, log));
    });
    await web;
  } catch (error) {
    progress.stop();
    await stop();
    throw error;
  }
  progress.stop();

  return {
    ports,
    urls: {
      web: webOrigin,
      api: `${host(ports.api)}/api`,
      mail: host(ports.ses),
      cognito: host(ports.cognito),
      s3: host(ports.s3),
      dynamodb: host(ports.dynamodb),
    },
    accounts: DEMO_ACCOUNTS.map((a) => ({ persona: a.persona, login: a.login, password: DEMO_PASSWORD })),
    cognito: { region: LOCAL_REGION, userPoolId: process.env.USER_POOL_ID!, userPoolClientId: process.env.USER_POOL_CLIENT_ID! },
    stop,
  };
}
