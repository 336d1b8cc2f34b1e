/**
 * A group's Lambda bundle holds its own routes and handlers only, so it does not grow with the
 * number of groups (docs/architecture.md, "Groups and cold starts"). Bundled with the stack's own
 * esbuild options. Times are measured by `npm run bench:lambda`, not here; what a cold start loads is
 * checked against the bench's 700 KiB budget (esbuild's output sizes are exact, not timings).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { groupsWithRoutes } from '../../infra/constructs/api';
import { entryFile, esbuildOptions, PROJECT_ROOT, startOutputs } from '../../infra/constructs/bundling';

const groups = groupsWithRoutes();

/**
 * The group a project file belongs to: the group its route file declares (a group's routes may be
 * split into several files, e.g. warehouse-returns.ts and warehouse-temperatures.ts) or its
 * handlers' folder, else none.
 */
function groupOf(input: string): string | undefined {
  if (/^shared\/api\/routes\/[\w-]+\.ts$/.test(input)) {
    const declared = new Set(
      [...fs.readFileSync(path.join(PROJECT_ROOT, input), 'utf8').matchAll(/group: '([\w-]+)'/g)].map((m) => m[1]),
    );
    return declared.size === 1 ? [...declared][0] : undefined;
  }
  return /^functions\/groups\/([\w-]+)\//.exec(input)?.[1];
}

/**
 * Libraries only some routes need: a group loads them on first use, never at its cold start. The
 * AWS SDKs other than DynamoDB come through functions/lib/aws-*.ts; qs only for bracket or repeated
 * query keys (functions/lib/http/query.ts).
 */
const ON_FIRST_USE =
  /node_modules\/(exceljs|@e965\/xlsx|pdf-lib|@pdf-lib|unzipper|csv-parse|qs|side-channel|@aws-sdk\/(client-s3|s3-request-presigner|client-ses|client-cognito-identity-provider|client-sfn))\//;

/** The data layer is dynamodb-toolbox; ElectroDB (and the jsonschema it checks models with) stays in tests. */
const NEVER_BUNDLED = /node_modules\/(electrodb|jsonschema)\//;

/** bench:lambda's goal: KiB a group's cold start loads (its entry and the chunks imported at start). */
const START_KIB_BUDGET = 700;

describe('group bundles', () => {
  it.each(groups)(
    '%s bundles no other group’s routes or handlers nor ElectroDB, and loads no file library and at most 700 KiB at start',
    async (group) => {
      const outdir = path.join(os.tmpdir(), 'bundle-test', group);
      const options = esbuildOptions(path.join(PROJECT_ROOT, 'functions/groups', group, 'index.ts'), outdir);
      const result = await build({ ...options, write: false, metafile: true });
      const foreign = Object.keys(result.metafile.inputs).filter((input) => {
        const owner = groupOf(input);
        return owner !== undefined && owner !== group;
      });
      expect(foreign).toEqual([]);
      const atStart = startOutputs(result.metafile, outdir).flatMap((o) => Object.keys(result.metafile.outputs[o]!.inputs));
      expect(atStart.filter((input) => ON_FIRST_USE.test(input))).toEqual([]);
      expect(Object.keys(result.metafile.inputs).filter((input) => NEVER_BUNDLED.test(input))).toEqual([]);
      const startBytes = startOutputs(result.metafile, outdir).reduce((sum, o) => sum + result.metafile.outputs[o]!.bytes, 0);
      expect(startBytes / 1024).toBeLessThanOrEqual(START_KIB_BUDGET);
    },
  );
});

describe('split bundles', () => {
  it('load at start without the libraries a route imports on first use, and load those when called', async () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-lazy-'));
    const result = await build({
      ...esbuildOptions(path.join(PROJECT_ROOT, 'tests/infra/fixtures/lazy-chunks/index.ts'), outdir),
      metafile: true,
    });
    const startInputs = startOutputs(result.metafile, outdir).flatMap((o) => Object.keys(result.metafile.outputs[o]!.inputs));
    expect(startInputs.filter((input) => ON_FIRST_USE.test(input))).toEqual([]);

    const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(entryFile(outdir)).href)}); console.log(JSON.stringify(await handler()));`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: os.tmpdir() });
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual({
      whole: ['000123', '654321'],
      streamed: ['000123', '654321'],
      csv: ['000123', '654321'],
      pdfHeader: '%PDF-',
    });
    fs.rmSync(outdir, { recursive: true, force: true });
  });
});
