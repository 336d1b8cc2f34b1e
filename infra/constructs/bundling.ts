/**
 * How every Lambda is built. One module so the CDK stack and `npm run bench:lambda` cannot drift:
 * both call esbuildOptions(); the stack runs it through lambdaCode() (CDK local bundling), the
 * bench through esbuild's API.
 *
 * Not NodejsFunction: it writes one file (`--outfile`), so a library a group loads on first use
 * (`await import('exceljs')`, pdf-lib, SheetJS) still sits in the file every cold start reads and
 * parses. With code splitting the entry holds what the group loads at start, and each dynamic
 * import becomes its own chunk, read only by the route that needs it (measured: bench:lambda).
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';
import { AssetHashType } from 'aws-cdk-lib';
import { Architecture, Code, Runtime } from 'aws-cdk-lib/aws-lambda';
/** The repository root (infra/constructs/ → ../..). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Node.js 24, the newest Lambda runtime this aws-cdk-lib knows. */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;
export const LAMBDA_ARCHITECTURE = Architecture.ARM_64;

/** `node24` from `nodejs24.x`, the way CDK derives esbuild's target from the runtime. */
export const LAMBDA_TARGET = `node${/nodejs(\d+)/.exec(LAMBDA_RUNTIME.name)?.[1] ?? '24'}`;

/**
 * ESM output (index.mjs). Some bundled CommonJS dependencies call require() for Node built-ins;
 * ESM has no require, so the banner provides one.
 */
export const REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * NODE_OPTIONS of every function. Empty on purpose: --enable-source-maps made Node parse each
 * bundle's map at load, 7-17 ms of every cold start (measured with bench:lambda). Bundles keep
 * their function names instead, so logged stack traces stay readable.
 */
export const LAMBDA_NODE_OPTIONS = '';

/**
 * esbuild options of every function: `index.mjs` (handler `index.handler`) plus `chunks/` for what
 * it imports on first use. ESM, minified, no source maps, function names kept (readable logged
 * stack traces), packages' ES module builds first (the AWS SDK's dist-es tree-shakes far better),
 * and the AWS SDK bundled too (one minified file loads faster than the runtime's node_modules copy).
 */
export function esbuildOptions(entry: string, outdir: string): BuildOptions {
  return {
    entryPoints: { index: entry },
    bundle: true,
    splitting: true,
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    target: LAMBDA_TARGET,
    platform: 'node',
    format: 'esm',
    minify: true,
    sourcemap: false,
    keepNames: true,
    banner: { js: REQUIRE_BANNER },
    mainFields: ['module', 'main'],
    absWorkingDir: PROJECT_ROOT,
    logLevel: 'warning',
  };
}

/** The bundle's entry file in its output folder. */
export const entryFile = (outdir: string) => path.join(outdir, 'index.mjs');

/** The output files a cold start loads (metafile keys): the entry and the chunks it imports statically. */
export function startOutputs(meta: Metafile, outdir: string): string[] {
  const entry = Object.keys(meta.outputs).find((o) => path.resolve(PROJECT_ROOT, o) === entryFile(outdir));
  if (!entry) throw new Error(`no entry output in ${outdir}`);
  const seen = new Set([entry]);
  const todo = [entry];
  while (todo.length)
    for (const imp of meta.outputs[todo.pop()!]!.imports)
      if (imp.kind === 'import-statement' && !imp.external && !seen.has(imp.path)) {
        seen.add(imp.path);
        todo.push(imp.path);
      }
  return [...seen];
}

/**
 * CDK local bundling of one entry. An object with the entry as a field, not a bare function:
 * CDK keys its asset cache on the bundling options' JSON, so two entries must differ there.
 */
class EsbuildBundling {
  constructor(readonly entry: string) {}
  tryBundle(outputDir: string): boolean {
    buildSync(esbuildOptions(path.join(PROJECT_ROOT, this.entry), outputDir));
    return true;
  }
}

/**
 * A function's code: the entry (relative to the repository root) bundled by esbuild on this machine
 * (never in Docker: esbuild is a dev dependency, synth works without Docker), the asset hashed on
 * its output so an unchanged bundle is not uploaded again.
 */
export function lambdaCode(entry: string): Code {
  return Code.fromAsset(PROJECT_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: { image: LAMBDA_RUNTIME.bundlingImage, command: ['esbuild', entry], local: new EsbuildBundling(entry) },
  });
}
