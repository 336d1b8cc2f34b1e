import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The AWS SDK warns on every process about Node 20's end of support; the README states versions.
const env = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

const unit: TestProjectInlineConfiguration['test'] = {
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
};

/**
 * Unit files that need modules of their own: they mock modules, stub globals or the environment,
 * fake the clock, or read a singleton as fresh (the i18n instance). A file added to that kind
 * belongs here.
 */
const isolated = [
  'functions/lib/acl/role-rules.test.ts',
  'functions/lib/administration/imported-sales.test.ts',
  'functions/lib/data/entities/account.test.ts',
  'functions/lib/data/entities/intranet-directory.test.ts',
  'functions/lib/data/entities/intranet-file.test.ts',
  'functions/lib/data/entities/opc-import-batch.test.ts',
  'functions/lib/data/entities/opc-import-chunk.test.ts',
  'functions/lib/data/entities/opc-import-mapping.test.ts',
  'functions/lib/data/entities/shipment-out.test.ts',
  'functions/lib/data/entities/webinar.test.ts',
  'functions/lib/files/files.test.ts',
  'functions/lib/files/spreadsheet/reader.test.ts',
  'functions/lib/observability/observability.test.ts',
  'functions/lib/reports/powerbi.test.ts',
  'functions/lib/working-time/register.test.ts',
  'infra/local/gateway-limits.test.ts',
  'infra/local/step-functions-limits.test.ts',
  'web/src/app/guard/Guard.test.tsx',
  'web/src/components/Alerts.test.tsx',
  'web/src/components/ReportEmbed.test.tsx',
  'web/src/components/table/ServerTable.test.tsx',
  'web/src/features/warehouse/relations/use-validation.test.ts',
  'web/src/features/warehouse/reports/platform-switch.test.tsx',
  'web/src/lib/alerts.test.ts',
  'web/src/lib/auth/api-session.test.ts',
  'web/src/lib/auth/token-refresh.test.ts',
  'web/src/lib/download.test.ts',
  'web/src/lib/i18n/i18n.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unit,
          name: 'unit',
          exclude: [...configDefaults.exclude, ...isolated],
          // One worker's modules for all these files: each file loading React, Cloudscape and the
          // route table again cost more than its tests (34 web files: 44 CPU-s isolated, 15 not).
          isolate: false,
        },
      },
      { test: { ...unit, name: 'unit-isolated', include: isolated } },
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
