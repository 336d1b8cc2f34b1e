/**
 * `npm test`: everything CI checks, in order, stopping at the first failure.
 * Static checks, then unit + infra + integration (vitest, one run), then browser tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const steps: [string, string[]][] = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['unit, infra and integration tests', ['npx', 'vitest', 'run']],
];
if (fs.existsSync('playwright.config.ts')) steps.push(['browser tests', ['npx', 'playwright', 'test']]);

const started = Date.now();
for (const [name, [cmd, ...args]] of steps) {
  const t = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const out = spawnSync(cmd!, args, { stdio: 'inherit', env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' } });
  const seconds = ((Date.now() - t) / 1000).toFixed(0);
  if (out.status !== 0) {
    process.stdout.write(`\n✗ ${name} failed after ${seconds} s\n`);
    process.exit(out.status ?? 1);
  }
  process.stdout.write(`✓ ${name} (${seconds} s)\n`);
}
process.stdout.write(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
