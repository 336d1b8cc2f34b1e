/**
 * `npm test`: everything CI checks, phase by phase, stopping after the first phase that fails.
 * Static checks, the deploy check and the browser tests' web build (at once: each is mostly one core), then
 * every test runner at once: unit + infra, integration and the browser tests. One after another, the
 * test phase left a third of the 2 cores idle (the integration and browser runs mostly wait on their
 * stand-ins): 268 s of vitest then 516 s of browser tests on 28/11.
 * Each runner also writes a JSON report, so a run that executed no test fails instead of passing
 * silently, and the totals end the output as one "N passed, N failed" line.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { StartedStack } from '../infra/local/stack';
import { explainBrowserFailures } from './lib/playwright-report';
import { browserFileTimes, slowest, stepTimes, vitestFileTimes } from './lib/time-report';

const reports = path.resolve('test-results');
fs.mkdirSync(reports, { recursive: true });
const vitestReports = {
  unit: path.join(reports, 'vitest-unit.json'),
  integration: path.join(reports, 'vitest-integration.json'),
};
const playwrightReport = path.join(reports, 'playwright.json');
/** Not web/dist: this build exposes a test hook (`--mode e2e`) and must never be deployed. */
const E2E_BUILD = path.resolve('web/dist-e2e');

interface Step {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
  /** Reads the runner's report: tests passed and failed. */
  count?: () => { passed: number; failed: number };
  /** What to print after the step about its failed or retried tests (CI's log keeps the tail). */
  explain?: () => string;
  /** Awaited before the step starts (its clock starts after). */
  prepare?: () => Promise<void>;
  /** Called when the step has passed, before the rest of its phase ends. */
  passed?: () => void;
}

const typecheck: Step = { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'] };
const lint: Step = { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] };
// Synth with cdk-nag and template validation, cfn-lint when installed, the OpenAPI document (docs/infra.md).
// Not the OpenAPI step: vitest checks the document (scripts/openapi/document.test.ts) in the next phase.
const deployCheck: Step = { name: 'deploy check', cmd: ['npm', 'run', '--silent', 'deploy:check', '--', '--skip-openapi'] };
/** A vitest run of some projects, with its JSON report. */
const vitestStep = (name: string, report: string, projects: string[]): Step => ({
  name,
  cmd: [
    // Niced: beside the browser tests, whose clicks and timed checks need the CPU when they ask for
    // it (two browser tests lost a click when all three runners shared the cores evenly, 28/11); a
    // vitest run only waits longer.
    'nice',
    '-n',
    '10',
    'npx',
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  count: () => {
    const r = JSON.parse(fs.readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    return { passed: r.numPassedTests, failed: r.numFailedTests };
  },
});
// Two runs at once: the integration files run one after another against the stand-in (mostly
// waiting on it) while the unit and infra files keep the other core busy; in one run of one
// worker (vitest's default on 2 cores) everything waited in one line.
const unitTests = vitestStep('unit and infra tests', vitestReports.unit, ['unit', 'unit-isolated', 'infra']);
const integrationTests = vitestStep('integration tests', vitestReports.integration, ['integration']);
// The browser tests run on the production build (served by `vite preview`), built once here:
// pages load bundled chunks instead of the dev server's hundreds of modules. Without source maps,
// which nothing of a test run reads (a fifth of the build's CPU: 24 s against 29).
const webBuild: Step = {
  name: 'web build for the browser tests',
  cmd: ['npx', 'vite', 'build', '--config', 'web/vite.config.ts', '--mode', 'e2e', '--sourcemap', 'false', '--outDir', E2E_BUILD],
};
const browser: Step = {
  name: 'browser tests',
  // One retry, as playwright.config.ts gives CI (.ci/run does not set CI): a test that loses a click
  // once under the three runners' load and then passes is reported as flaky, with its page.
  cmd: ['npx', 'playwright', 'test', '--reporter=list,json', '--retries=1'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, E2E_WEB_BUILD: E2E_BUILD },
  count: () => {
    const r = JSON.parse(fs.readFileSync(playwrightReport, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
  },
  explain: () => explainBrowserFailures(playwrightReport),
  // The stand-in started once the web build passed (or Playwright's global setup starts its own).
  prepare: async () => {
    const stack = await browserStack;
    if (stack)
      browser.env = {
        ...browser.env,
        E2E_WEB_URL: stack.urls.web,
        E2E_API_URL: stack.urls.api,
        E2E_ACCOUNTS: JSON.stringify(stack.accounts),
        E2E_DATA_DIR: browserDataDir,
      };
  },
};
const withBrowser = fs.existsSync('playwright.config.ts');
const phases: Step[][] = [
  [typecheck, lint, deployCheck, ...(withBrowser ? [webBuild] : [])],
  [unitTests, integrationTests, ...(withBrowser ? [browser] : [])],
];
// The web build done, the browser tests' stand-in starts (emulators, seeding, the preview server)
// beside the rest of phase 1, so the browser tests start with the vitest runs (unless one is given).
webBuild.passed = () => {
  if (withBrowser && !process.env.E2E_WEB_URL) browserStack = startBrowserStack();
};

const stepEnv = (step: Step) => ({ ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...step.env });

/** Runs a step; alone its output streams, beside others it is kept and printed whole when it ends. */
async function run(step: Step, alone: boolean): Promise<{ status: number | null; seconds: string }> {
  await step.prepare?.();
  const t = Date.now();
  const [cmd, ...args] = step.cmd;
  if (alone) process.stdout.write(`\n▶ ${step.name}\n`);
  const child = spawn(cmd!, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: stepEnv(step) });
  const output: Buffer[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d));
  child.stderr?.on('data', (d: Buffer) => output.push(d));
  return new Promise((resolve) =>
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output).toString()}`);
      if (status === 0) step.passed?.();
      resolve({ status, seconds: ((Date.now() - t) / 1000).toFixed(0) });
    }),
  );
}

const started = Date.now();
const total = { passed: 0, failed: 0 };
const timed: { phase: number; name: string; seconds: number; tests?: number }[] = [];

/** Where the time went (each step, the slowest files of each runner), read from the reports there are. */
function timeReport(): string {
  const out = [stepTimes(timed)];
  const files: [string, string, () => ReturnType<typeof browserFileTimes>][] = [
    [vitestReports.unit, 'unit and infra files (each from its start to its end)', () => vitestFileTimes(vitestReports.unit)],
    [
      vitestReports.integration,
      'integration files (each from its start to its end)',
      () => vitestFileTimes(vitestReports.integration),
    ],
    [playwrightReport, 'browser spec files (their tests, retries included)', () => browserFileTimes(playwrightReport)],
  ];
  for (const [report, title, read] of files) {
    if (!fs.existsSync(report) || fs.statSync(report).mtimeMs < started) continue;
    try {
      out.push(slowest(title, read(), 15));
    } catch {
      // An unreadable report: the step's own output says why.
    }
  }
  return out.join('');
}

/**
 * The browser tests' stand-in, started once the web build has passed, beside the rest of phase 1: its start
 * (emulators, seeding, the preview server) then no longer waits in line before the first browser
 * test. Playwright's global setup uses it through E2E_WEB_URL and E2E_ACCOUNTS.
 */
let browserStack: Promise<StartedStack | undefined> | undefined;
const browserDataDir = process.env.E2E_DATA_DIR ?? '.local/e2e';

async function startBrowserStack(): Promise<StartedStack | undefined> {
  const { startStack } = await import('../infra/local/stack');
  try {
    return await startStack({
      dataDir: browserDataDir,
      basePort: Number(process.env.E2E_BASE_PORT ?? 5373),
      web: true,
      webPreview: E2E_BUILD,
      reset: true,
      inMemory: true,
      quiet: true,
    });
  } catch (error) {
    process.stdout.write(`\nThe browser tests' stand-in did not start ahead; Playwright starts its own.\n${String(error)}\n`);
    return undefined;
  }
}

const finish = async (code: number): Promise<never> => {
  await (await browserStack)?.stop();
  if (timed.length) process.stdout.write(timeReport());
  process.stdout.write(`\n${total.passed} passed, ${total.failed} failed\n`);
  process.exit(code);
};

for (const [n, phase] of phases.entries()) {
  const results = await Promise.all(phase.map((step) => run(step, phase.length === 1)));
  let failed = false;
  for (const [i, { status, seconds }] of results.entries()) {
    const step = phase[i]!;
    let counted: { passed: number; failed: number } | undefined;
    try {
      counted = step.count?.();
    } catch {
      counted = step.count ? { passed: 0, failed: 0 } : undefined;
    }
    timed.push({ phase: n + 1, name: step.name, seconds: Number(seconds), tests: counted?.passed });
    if (counted) {
      total.passed += counted.passed;
      total.failed += counted.failed;
    }
    try {
      process.stdout.write(step.explain?.() ?? '');
    } catch {
      // No report (the runner did not start): its own output says why.
    }
    if (status !== 0) {
      process.stdout.write(`\n✗ ${step.name} failed after ${seconds} s\n`);
      failed = true;
    } else if (counted && counted.passed === 0) {
      process.stdout.write(`\n✗ ${step.name} ran no test (${seconds} s): a runner that exits 0 without testing is a failure\n`);
      failed = true;
    } else process.stdout.write(`✓ ${step.name} (${seconds} s${counted ? `, ${counted.passed} tests` : ''})\n`);
  }
  if (failed) await finish(1);
}
process.stdout.write(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
await finish(0);
