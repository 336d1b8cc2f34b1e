/**
 * The one way this app makes a Lambda function: its entry bundled locally by esbuild with the
 * shared options of bundling.ts (split: what a route loads on first use is its own chunk), Node.js 24 on arm64, its own log group with a retention, and its
 * own role that may write to that log group only (instead of the managed basic execution policy,
 * which allows every log group of the account), traced by X-Ray.
 */
import { type Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { LAMBDA_ARCHITECTURE, LAMBDA_NODE_OPTIONS, LAMBDA_RUNTIME, lambdaCode } from './bundling';

export interface PortalFunctionProps {
  /** Entry file relative to the repository root, e.g. functions/groups/session/index.ts. */
  readonly entry: string;
  /** Powertools service name (log field `service`). */
  readonly serviceName: string;
  readonly timeout: Duration;
  readonly memorySize?: number;
  readonly environment?: Record<string, string>;
  readonly description?: string;
  /** Caps concurrent executions (e.g. 1 for work that must not overlap). */
  readonly reservedConcurrentExecutions?: number;
}

export class PortalFunction extends Construct {
  readonly fn: lambda.Function;
  readonly logGroup: logs.LogGroup;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    super(scope, id);
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.serviceName} Lambda`,
    });
    this.logGroup.grantWrite(this.role);
    this.fn = new lambda.Function(this, 'Function', {
      code: lambdaCode(props.entry),
      handler: 'index.handler',
      runtime: LAMBDA_RUNTIME,
      architecture: LAMBDA_ARCHITECTURE,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout,
      description: props.description,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      logGroup: this.logGroup,
      role: this.role,
      // X-Ray active tracing: a segment per invocation, joined to the API stage's or the state
      // machine's trace; functions/lib/observability/trace.ts adds annotated subsegments.
      tracing: lambda.Tracing.ACTIVE,
      environment: {
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        ...(LAMBDA_NODE_OPTIONS ? ({ NODE_OPTIONS: LAMBDA_NODE_OPTIONS } as Record<string, string>) : {}),
        ...props.environment,
      },
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Active tracing: X-Ray PutTraceSegments and PutTelemetryRecords do not support resource-level permissions.',
    });
  }
}
