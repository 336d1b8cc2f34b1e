import { defineConfig } from 'vitest/config';

// The AWS SDK warns on every process about Node 20's end of support; the README states versions.
const env = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          setupFiles: ['web/src/testing/setup.ts'],
          env: { ...env, POWERTOOLS_LOG_LEVEL: 'SILENT' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          env,
          // One stand-in serves every file; files run in parallel against it.
          fileParallelism: true,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          // The files share one worker's modules, so the app tests/infra/app.ts synthesizes (portal())
          // is built once for all of them instead of once per file: each synth is tens of seconds of
          // CPU. They mock nothing and change no global, which is what isolation would protect.
          isolate: false,
          env: { ...env, CDK_DISABLE_CLI_TELEMETRY: 'true' },
        },
      },
    ],
  },
});
