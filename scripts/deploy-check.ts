/**
 * `npm run deploy:check`: what must hold before a deploy, offline and without credentials, failing
 * on any error (CI runs it in `npm test`):
 * 1. `cdk synth`: bundles every function, and fails on any cdk-nag (AwsSolutions) finding nobody
 *    acknowledged and on any error of aws-cdk-lib's CloudFormation template validation, nested
 *    stacks included (docs/infra.md, "cdk-nag" and "CloudFormation validation");
 * 2. cfn-lint over every synthesized template when it is installed: errors fail, warnings are
 *    counted (CDK's own redundant DependsOn, W3005). It is a Python tool that neither the npm
 *    registry nor Debian bookworm ships, so a fresh CI machine has none and step 1's validation is
 *    what it runs (docs/infra.md says why);
 * 3. the OpenAPI document: valid OpenAPI 3.1 and not stale (`npm run openapi -- --check`); npm test
 *    passes --skip-openapi, as its unit tests check both.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const OUT = 'cdk.out';
const env = { ...process.env, CDK_DISABLE_CLI_TELEMETRY: 'true', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

/** Runs a command; `ok` says which exit statuses pass (default: 0 only). */
function step(name: string, cmd: string, args: string[], ok: (status: number) => boolean = (s) => s === 0): number {
  const started = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const status = r.error ? 127 : (r.status ?? 1);
  process.stdout.write(`${ok(status) ? '✓' : '✗'} ${name} (${seconds} s)\n`);
  return status;
}

const fail = (why: string): never => {
  process.stdout.write(`\n✗ deploy check failed: ${why}\n`);
  process.exit(1);
};

// --skip-synth checks the templates a previous synth left in cdk.out (a quicker second look).
if (process.argv.includes('--skip-synth')) process.stdout.write(`\n- synth skipped: checking the templates in ${OUT}\n`);
else if (step('cdk synth (cdk-nag, CloudFormation validation)', 'npx', ['cdk', 'synth', '--no-notices', '-q', '-o', OUT]) !== 0)
  fail('synth');

const templates = fs
  .readdirSync(OUT)
  .filter((f) => f.endsWith('.template.json'))
  .map((f) => path.join(OUT, f));
const hasCfnLint = spawnSync('cfn-lint', ['--version'], { env }).status === 0;
if (hasCfnLint) {
  // cfn-lint's exit code is a bit mask: 2 errors, 4 warnings, 8 informational (1: it could not run).
  const passes = (status: number) => status !== 127 && (status & 3) === 0;
  const status = step(`cfn-lint (${templates.length} templates)`, 'cfn-lint', ['--format', 'parseable', ...templates], passes);
  if (!passes(status)) fail('cfn-lint found errors');
} else
  process.stdout.write(
    '\n- cfn-lint is not installed (Python; not on the npm registry nor in Debian bookworm): skipped. ' +
      "aws-cdk-lib's CloudFormation validation ran in the synth above, on all templates.\n",
  );

// --skip-openapi: npm test's unit tests check the same (scripts/openapi/document.test.ts), and
// generating the document type-checks the whole route table again (about 17 s of CPU).
if (process.argv.includes('--skip-openapi')) process.stdout.write('\n- OpenAPI document: checked by the unit tests\n');
else if (step('OpenAPI document (valid, not stale)', 'npx', ['tsx', 'scripts/openapi.ts', '--check']) !== 0)
  fail('docs/api/openapi.json is invalid or stale: run npm run openapi');

process.stdout.write(`\n✓ deploy check passed (${templates.length} templates${hasCfnLint ? ', cfn-lint' : ''})\n`);
