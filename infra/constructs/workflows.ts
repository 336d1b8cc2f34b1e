/**
 * Step Functions workflows from the ASL files in infra/workflows/<name>.asl.json, the single source
 * for AWS and the local runner.
 *
 * A Task state names its Lambda with a placeholder, `"Resource": "${ParseFile}"`; the placeholder is
 * the step, and its handler lives in functions/steps/<workflow>/<kebab-case step>.ts (ParseFile →
 * functions/steps/sales-import/parse-file.ts, exporting `handler`). CDK substitutes the Lambda's
 * ARN (definitionSubstitutions); the local runner maps the same name to the same module.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { PROJECT_ROOT } from './bundling';
import { nagRef } from './nag';
import { workflowStarters } from '../../shared/areas';

export const WORKFLOWS_DIR = path.join(PROJECT_ROOT, 'infra', 'workflows');

/** What a step may read beyond the table (least privilege). Its timeout and memory: STEP_LIMITS in infra/limits.ts. */
export interface StepSettings {
  /** Files-bucket key patterns the step reads (s3:GetObject); none: no bucket access. */
  readonly reads?: readonly string[];
  /** Files-bucket key patterns the step writes (s3:PutObject); none: no writes. */
  readonly writes?: readonly string[];
}

/**
 * Steps with settings get exactly these grants (table read/write, the listed reads); a step without
 * settings gets the API groups' grants.
 */
export const STEP_SETTINGS: Record<string, Record<string, StepSettings>> = {
  'sales-import': {
    ParseFile: { reads: ['sales-import/uploads/*'] },
    BuildViews: {},
    BuildExport: { writes: ['exports/sales-import/*'] },
    MarkReady: {},
    MarkFailed: {},
  },
  'sales-import-archive': {
    ArchiveImports: {},
  },
  'returns-split': {
    SplitTracking: {},
    MarkSplitFailed: {},
  },
  'pending-purchases-statistics': {
    BuildStatistics: { writes: ['exports/pending-purchases/*'] },
    MarkStatisticsFailed: {},
  },
  'labs-statistics': {
    BuildLabsStatistics: { writes: ['exports/administration/labs-statistics/*'] },
    MarkLabsStatisticsFailed: {},
  },
};

/** The API groups that start each workflow (states:StartExecution): their manifests say `starts`. */
export const WORKFLOW_STARTERS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.keys(STEP_SETTINGS).map((wf) => [wf, workflowStarters(wf)]),
);

const PLACEHOLDER = /\$\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The step placeholders an ASL file uses, in order of first use. */
export function placeholdersOf(definition: string): string[] {
  return [...new Set([...definition.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

export const kebab = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

export interface WorkflowFile {
  /** File name without .asl.json, e.g. sales-import. */
  readonly name: string;
  readonly file: string;
  /** Step name → handler entry relative to the repo root. */
  readonly steps: Record<string, string>;
}

/** Every infra/workflows/*.asl.json with its steps' handler entries. */
export function discoverWorkflows(dir = WORKFLOWS_DIR): WorkflowFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.asl.json'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.asl.json'.length);
      const file = path.join(dir, f);
      const steps = Object.fromEntries(
        placeholdersOf(fs.readFileSync(file, 'utf8')).map((step) => [step, `functions/steps/${name}/${kebab(step)}.ts`]),
      );
      return { name, file, steps };
    });
}

export interface WorkflowProps {
  /** ASL JSON file (JSONPath; Task, Choice, Map inline, Parallel, Retry, Catch). */
  readonly definitionFile: string;
  /** Step name (placeholder in the file) → the Lambda it runs. Must match the file exactly. */
  readonly steps: Record<string, lambda.IFunction>;
  readonly timeout?: Duration;
}

export class Workflow extends Construct {
  /** The definition file's name without .asl.json, e.g. sales-import. */
  readonly name: string;
  readonly stateMachine: sfn.StateMachine;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: WorkflowProps) {
    super(scope, id);
    this.name = path.basename(props.definitionFile, '.asl.json');
    const definition = fs.readFileSync(props.definitionFile, 'utf8');
    try {
      JSON.parse(definition);
    } catch (e) {
      throw new Error(`${props.definitionFile} is not valid JSON: ${(e as Error).message}`);
    }
    const used = placeholdersOf(definition);
    const missing = used.filter((s) => !(s in props.steps));
    const unused = Object.keys(props.steps).filter((s) => !used.includes(s));
    if (missing.length || unused.length)
      throw new Error(
        `${path.basename(props.definitionFile)}: steps without a function: [${missing.join(', ')}]; ` +
          `functions without a step: [${unused.join(', ')}]`,
      );

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stateMachine = new sfn.StateMachine(this, 'StateMachine', {
      definitionBody: sfn.DefinitionBody.fromFile(props.definitionFile),
      definitionSubstitutions: Object.fromEntries(Object.entries(props.steps).map(([step, fn]) => [step, fn.functionArn])),
      stateMachineType: sfn.StateMachineType.STANDARD,
      timeout: props.timeout ?? Duration.hours(1),
      tracingEnabled: true,
      logs: { destination: this.logGroup, level: sfn.LogLevel.ALL, includeExecutionData: true },
    });
    for (const fn of Object.values(props.steps)) fn.grantInvoke(this.stateMachine);

    Validations.of(this.stateMachine).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray (PutTraceSegments, PutTelemetryRecords, GetSampling*) and CloudWatch Logs delivery ' +
        '(CreateLogDelivery, …) do not support resource-level permissions.',
    });
    for (const [step, fn] of Object.entries(props.steps)) {
      Validations.of(this.stateMachine).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${nagRef(this, `${fn.functionArn}:*`)}]`,
        reason: `Invoking step ${step} by any version or alias of its function (Lambda invoke ARNs carry a qualifier).`,
      });
    }
  }

  grantStartExecution(grantee: iam.IGrantable): iam.Grant {
    return this.stateMachine.grantStartExecution(grantee);
  }
}
