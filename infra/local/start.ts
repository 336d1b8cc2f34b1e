/**
 * `npm start`: the whole product on this machine. Options:
 *   --reset           start afresh (removes .local/)
 *   --base-port N     first port (default 5173; the services take the next six)
 *   --no-web          API and emulators only
 *   --web-preview DIR serve a production build (e.g. web/dist after `npm run build`) instead of the dev server
 *   --data-dir DIR    where data persists (default .local)
 *   --json            print one machine-readable READY line (used by the tests)
 *   --in-memory       keep DynamoDB Local's tables in memory (the tests: nothing to keep, no disk writes)
 *   --full-jit        DynamoDB Local with its full JIT (bench:volume's seed of 500,000 records; slower to start)
 */
import { parseArgs } from 'node:util';

// The SDK warns on every process about Node 20's end of support; the README states the versions.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { LocalSetupError } from './errors';
import { DEFAULT_BASE_PORT } from './ports';
import { progressDisplay } from './progress';
import type { RunningStack } from './run-stack';
import { DEMO_PASSWORD } from './seed/demo-data';
import { DEMO_ACCOUNT_LINES } from './seed/personas';

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    'base-port': { type: 'string', default: String(DEFAULT_BASE_PORT) },
    'no-web': { type: 'boolean', default: false },
    'web-preview': { type: 'string' },
    'data-dir': { type: 'string', default: '.local' },
    json: { type: 'boolean', default: false },
    'in-memory': { type: 'boolean', default: false },
    'full-jit': { type: 'boolean', default: false },
  },
});

const say = (line: string) => process.stdout.write(`${line}\n`);
let stack: RunningStack | undefined;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (stack) {
      if (!values.json) say('\nStopping…');
      await stack.stop();
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function banner(s: RunningStack): string {
  // From this process's start (performance's time origin), so Node's and tsx's start count too.
  const seconds = (performance.now() / 1000).toFixed(1);
  // Every seeded account with what it may do (the README's table comes from the same list).
  const width = 22;
  const rows = DEMO_ACCOUNT_LINES.map(({ role, accounts }) => {
    const logins = accounts.map((a) => a.login).join(', ');
    return logins.length <= width ? `    ${logins.padEnd(width)} ${role}` : `    ${logins}\n    ${' '.repeat(width)} ${role}`;
  });
  return [
    '',
    `  Portal running locally (ready in ${seconds} s)`,
    '',
    ...(values['no-web'] ? [] : [`    Web          ${s.urls.web}`]),
    `    API          ${s.urls.api}   (health: ${s.urls.api}/health)`,
    `    Mail inbox   ${s.urls.mail}`,
    `    Cognito      ${s.urls.cognito}`,
    `    S3           ${s.urls.s3}`,
    '',
    `  Demo accounts (username, what it may do), all with the password ${DEMO_PASSWORD}:`,
    ...rows,
    '',
    `  Data persists in ${values['data-dir']}/ (npm start -- --reset starts afresh). Ctrl-C stops everything.`,
    '',
  ].join('\n');
}

try {
  if (!values.json) say('Starting the local stand-in (DynamoDB Local, S3, Cognito, SES, Step Functions, API, web)…');
  // Loaded after the first line: its modules take seconds under tsx on a loaded machine.
  const { runStack } = await import('./run-stack');
  stack = await runStack({
    dataDir: values['data-dir'],
    basePort: Number(values['base-port']),
    web: values['no-web'] ? false : values['web-preview'] ? { preview: values['web-preview'] } : 'dev',
    reset: values.reset,
    inMemory: values['in-memory'],
    fullJit: values['full-jit'],
    log: values.json ? undefined : (line) => say(`  ${new Date().toLocaleTimeString('ca-ES')} ${line}`),
    progress: values.json ? undefined : progressDisplay(process.stdout),
  });
  say(
    values.json
      ? `READY ${JSON.stringify({ urls: stack.urls, accounts: stack.accounts, cognito: stack.cognito })}`
      : banner(stack),
  );
} catch (error) {
  if (error instanceof LocalSetupError) process.stderr.write(`\nCannot start: ${error.message}\n\n`);
  else
    process.stderr.write(
      `\nCannot start: ${(error as Error).message}\nLogs of each service are in ${values['data-dir']}/logs/.\n\n`,
    );
  await shutdown(1);
}
