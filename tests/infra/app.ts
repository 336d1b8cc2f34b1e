/**
 * Builds the portal app the way infra/app.ts does, with cdk.json's context, for assertions:
 * bundling skipped (no esbuild runs), output in a temporary directory.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { PROJECT_ROOT } from '../../infra/constructs/bundling';
import { buildApp, type PortalConfig, type PortalStack } from '../../infra/stack';

export const FIXTURES = path.join(PROJECT_ROOT, 'tests', 'infra', 'fixtures');

export function cdkContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return cdkJson.context;
}

export interface TestApp {
  app: App;
  stack: PortalStack;
  /** The parent stack's template. */
  template: Template;
  /** Every template: the parent's and the nested stacks' (API routes). */
  templates: Template[];
  /** The template of the stack (parent or nested) that holds a construct. */
  templateOf(scope: IConstruct): Template;
}

let shared: TestApp | undefined;
/** The default test app, synthesized once per worker (the infra files share one: vitest.config.ts). */
export function portal(): TestApp {
  shared ??= synthPortal();
  return shared;
}

/** All templates' resources by logical id (nested stacks' too), with the template they belong to. */
export function allResources(t: TestApp): { id: string; type: string; props: Record<string, unknown>; template: Template }[] {
  return t.templates.flatMap((template) =>
    Object.entries(template.toJSON().Resources as Record<string, { Type: string; Properties?: Record<string, unknown> }>).map(
      ([id, r]) => ({ id, type: r.Type, props: r.Properties ?? {}, template }),
    ),
  );
}

/** The validation report CDK wrote into the cloud assembly (cdk-nag, CloudFormation validation, annotations). */
export interface ValidationReport {
  pluginReports: {
    pluginName: string;
    conclusion: string;
    violations: { ruleName: string; severity: string; description: string }[];
  }[];
}
export function validationReport(t: TestApp): ValidationReport | undefined {
  const file = path.join(t.app.outdir, 'validation-report.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ValidationReport) : undefined;
}

export function synthPortal(config: Partial<PortalConfig> = {}, context: Record<string, unknown> = {}): TestApp {
  const app = new App({
    outdir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cdk-')),
    context: { ...cdkContext(), 'aws:cdk:bundling-stacks': [], ...context },
  });
  const stack = buildApp(app, {
    config: {
      // No SPA build in tests unless a test asks for one (web/dist may or may not exist).
      webDistDir: path.join(FIXTURES, 'no-web-dist'),
      ...config,
    },
  });
  if (!stack.web.deploysSpa)
    Validations.of(stack.web).acknowledge({
      id: 'Annotation::portal:web-not-built',
      reason: 'Tests never build the web app.',
    });
  const byStack = new Map<Stack, Template>([[stack, Template.fromStack(stack)]]);
  for (const nested of stack.api.routeStacks.values()) byStack.set(nested, Template.fromStack(nested));
  return {
    app,
    stack,
    template: byStack.get(stack)!,
    templates: [...byStack.values()],
    templateOf: (scope) => byStack.get(Stack.of(scope))!,
  };
}
