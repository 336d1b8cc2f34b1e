/**
 * How every Lambda is built. One module so the CDK stack and `npm run bench:lambda` cannot drift:
 * the stack hands LAMBDA_BUNDLING to NodejsFunction, the bench turns the same object into esbuild
 * build options with esbuildOptions(), mirroring the command line CDK runs
 * (aws-cdk-lib/aws-lambda-nodejs Bundling.buildEsbuildArgs).
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

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

export const LAMBDA_BUNDLING: BundlingOptions = {
  target: LAMBDA_TARGET,
  format: OutputFormat.ESM,
  minify: true,
  sourceMap: false,
  keepNames: true,
  banner: REQUIRE_BANNER,
  // Prefer packages' ES module builds (the AWS SDK's dist-es): esbuild tree-shakes them far better.
  mainFields: ['module', 'main'],
  // Bundle the AWS SDK too: one minified file loads faster than the runtime's node_modules copy.
  externalModules: [],
  // Never fall back to Docker: esbuild is a dev dependency, synth must work without Docker.
  forceDockerBundling: false,
};

/**
 * esbuild build options equivalent to `esbuild --bundle <entry> <args CDK derives from
 * LAMBDA_BUNDLING>`. Used by the bench; CDK itself runs the esbuild CLI with the same values.
 */
export function esbuildOptions(entry: string, outdir: string): BuildOptions {
  const b = LAMBDA_BUNDLING;
  return {
    entryPoints: [entry],
    bundle: true,
    target: b.target,
    platform: 'node',
    format: b.format === OutputFormat.ESM ? 'esm' : 'cjs',
    outfile: path.join(outdir, b.format === OutputFormat.ESM ? 'index.mjs' : 'index.js'),
    minify: b.minify ?? false,
    sourcemap: b.sourceMap ?? false,
    sourcesContent: b.sourcesContent ?? true,
    keepNames: b.keepNames ?? false,
    external: [...(b.externalModules ?? [])],
    ...(b.banner ? { banner: { js: b.banner } } : {}),
    ...(b.mainFields ? { mainFields: [...b.mainFields] } : {}),
    absWorkingDir: PROJECT_ROOT,
    logLevel: 'warning',
  };
}
