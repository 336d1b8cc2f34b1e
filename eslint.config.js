import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'cdk.out',
      '.local',
      'dist',
      'web/dist',
      'web/dist-e2e',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Server-side schemas are zod/mini: classic zod's chainable methods keep the whole library in every
  // Lambda bundle (docs/architecture.md "Cold-start options measured"). Tests may build classic schemas.
  // The data layer is dynamodb-toolbox; ElectroDB stays in the compat tests, which check items against it.
  {
    files: ['shared/**/*.ts', 'functions/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3'].map((name) => ({
              name,
              message: "Server-side schemas import 'zod/mini' (classic zod bundles whole into every Lambda).",
            })),
            {
              name: 'electrodb',
              message:
                'Entities are on dynamodb-toolbox (functions/lib/data/toolbox.ts); ElectroDB is for the compat tests only.',
            },
          ],
        },
      ],
    },
  },
  // What a module builds when it loads costs every cold start (bench:lambda): an Intl object the ICU
  // data load (about 5 ms), a group's route schemas all of zod/mini's construction where a request
  // needs one route's. Both are built on first use (`once`, `lazySchema`).
  {
    files: ['shared/**/*.ts', 'functions/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Program > VariableDeclaration', 'Program > ExportNamedDeclaration > VariableDeclaration'].flatMap((at) => [
          {
            selector: `${at} > VariableDeclarator > NewExpression[callee.object.name='Intl']`,
            message: 'Build Intl objects on first use (once(() => new Intl...)): at load they cost every cold start.',
          },
          ...[`${at} > VariableDeclarator`, `${at} > VariableDeclarator > ObjectExpression > Property`].map((owner) => ({
            selector: `${owner} > CallExpression:not([callee.name=/^(lazySchema|once|defineRoute)$/]):has(Identifier[name=/^(z|datatableQuery)$/])`,
            message:
              'Build schemas on first use (lazySchema(() => z...)): a group builds all its routes at load, a request needs one.',
          })),
        ]),
        {
          selector: `CallExpression[callee.name='defineRoute'] > ObjectExpression > Property[key.name=/^(params|query|body)$/] > CallExpression:not([callee.name='lazySchema'])`,
          message: "Wrap a route's schema in lazySchema(() => ...): a group builds all its routes at load, a request needs one.",
        },
      ],
    },
  },
  // AWS SDKs that only some routes call load on first use, through functions/lib/aws-*.ts: a value
  // import elsewhere puts the SDK in every cold start of the group (bench:lambda). Types are erased.
  {
    files: ['functions/**/*.ts'],
    ignores: ['functions/lib/aws-*.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            '@aws-sdk/client-s3',
            '@aws-sdk/s3-request-presigner',
            '@aws-sdk/client-ses',
            '@aws-sdk/client-cognito-identity-provider',
            '@aws-sdk/client-sfn',
          ].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Loaded on first use: call s3(), presign(), ses(), cognito() or sfn() from functions/lib/aws-*.ts.',
          })),
        },
      ],
    },
  },
  // Features are modules: one feature never imports another; shared code lives in components, lib, shared.
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FEATURES.filter((f) => f !== feature).flatMap((f) => [`../${f}/**`, `../../${f}/**`, `../../../${f}/**`]),
              message: 'Features do not import each other: move the shared piece to web/src/components, web/src/lib or shared/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
