/**
 * The portal's one stack, and the app around it (used by infra/app.ts and the infra tests alike,
 * so the tests check exactly what `cdk synth` produces).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { type App, CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { AwsSolutionsChecks } from 'cdk-nag';
import { Construct } from 'constructs';
import { Api, API_STAGE } from './constructs/api';
import { Auth } from './constructs/auth';
import { PROJECT_ROOT } from './constructs/bundling';
import { Data } from './constructs/data';
import { ErpFeed } from './constructs/erp-feed';
import { WorkingTimeJobs } from './constructs/working-time-jobs';
import { WorkingTimeIntegrity } from './constructs/working-time-integrity';
import { PortalFunction } from './constructs/lambda';
import { DEFAULT_SES_SENDER, Mail } from './constructs/mail';
import { acknowledgeAll, nagRef } from './constructs/nag';
import { type Dashboards, dashboardsOf } from './constructs/dashboards';
import { Observability } from './constructs/observability';
import { NestedStackTemplatesValidation } from './constructs/validation';
import { Web } from './constructs/web';
import { stepLimit } from './limits';
import { discoverWorkflows, STEP_SETTINGS, Workflow, WORKFLOW_STARTERS, WORKFLOWS_DIR } from './constructs/workflows';

export const DEFAULT_STACK_NAME = 'FarmaPortal';
export const DEFAULT_REGION = 'eu-west-1';

/** Deployment settings, from context (cdk.json or `-c key=value`). All optional. */
export interface PortalConfig {
  /** Custom domain of the site; needs certificateArn (ACM, us-east-1). */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** From address of the portal's mails (an SES identity is created for it). */
  readonly sesSender: string;
  /** Address subscribed to the alarm topic. */
  readonly alarmEmail?: string;
  /** Existing CloudFront WAF web ACL (us-east-1) to attach. */
  readonly webAclArn?: string;
  /** Where to look for *.asl.json (default infra/workflows). */
  readonly workflowsDir?: string;
  /** Where the built SPA is (tests point it elsewhere). */
  readonly webDistDir?: string;
  /** The partner (fede) analytics application's sign-in URL (FEDE_APP_URL). */
  readonly fedeAppUrl?: string;
  /** Power BI Embedded for the reports (REPORT_PROVIDER=powerbi); without it, the demo provider. */
  readonly powerBi?: PowerBiConfig;
}

/** The Power BI adapter's settings (docs/api/portal.md, Reports); all five or none. */
export interface PowerBiConfig {
  readonly tenantId: string;
  readonly clientId: string;
  readonly workspaceId: string;
  /** JSON: our report id → {reportId, datasetId}. */
  readonly reports: string;
  /** Complete ARN of the Secrets Manager secret holding the service principal's client secret. */
  readonly clientSecretArn: string;
}

/** Environment variable naming a workflow's state machine: sales-import → WORKFLOW_SALES_IMPORT_ARN. */
export const workflowEnvName = (name: string) => `WORKFLOW_${name.replace(/\W/g, '_').toUpperCase()}_ARN`;

function contextString(scope: Construct, key: string): string | undefined {
  const v: unknown = scope.node.tryGetContext(key);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

export function configFromContext(scope: Construct): PortalConfig {
  return {
    domainName: contextString(scope, 'domainName'),
    certificateArn: contextString(scope, 'certificateArn'),
    sesSender: contextString(scope, 'sesSender') ?? DEFAULT_SES_SENDER,
    alarmEmail: contextString(scope, 'alarmEmail'),
    webAclArn: contextString(scope, 'webAclArn'),
    fedeAppUrl: contextString(scope, 'fedeAppUrl'),
    powerBi: powerBiFromContext(scope),
  };
}

const POWERBI_CONTEXT = ['powerBiTenantId', 'powerBiClientId', 'powerBiWorkspaceId', 'powerBiReports', 'powerBiClientSecretArn'];

/** -c powerBiTenantId=… -c powerBiClientId=… -c powerBiWorkspaceId=… -c powerBiReports='{…}' -c powerBiClientSecretArn=… */
function powerBiFromContext(scope: Construct): PowerBiConfig | undefined {
  const [tenantId, clientId, workspaceId, reports, clientSecretArn] = POWERBI_CONTEXT.map((k) => contextString(scope, k));
  if (![tenantId, clientId, workspaceId, reports, clientSecretArn].some(Boolean)) return undefined;
  if (!tenantId || !clientId || !workspaceId || !reports || !clientSecretArn)
    throw new Error(`Power BI needs all of: ${POWERBI_CONTEXT.join(', ')}`);
  return { tenantId, clientId, workspaceId, reports, clientSecretArn };
}

/** The bi group's settings for the Power BI provider (the secret travels by ARN, never by value). */
function powerBiEnvironment(c: PowerBiConfig): Record<string, string> {
  JSON.parse(c.reports); // a malformed map fails the synth, not the first report
  return {
    REPORT_PROVIDER: 'powerbi',
    POWERBI_TENANT_ID: c.tenantId,
    POWERBI_CLIENT_ID: c.clientId,
    POWERBI_WORKSPACE_ID: c.workspaceId,
    POWERBI_REPORTS: c.reports,
    POWERBI_CLIENT_SECRET_ARN: c.clientSecretArn,
  };
}

export interface PortalStackProps extends StackProps {
  readonly config: PortalConfig;
}

export class PortalStack extends Stack {
  readonly auth: Auth;
  readonly data: Data;
  readonly mail: Mail;
  readonly api: Api;
  readonly web: Web;
  readonly workflows: Workflow[] = [];
  /** The workflows' step Lambdas. */
  readonly stepFunctions: PortalFunction[] = [];
  readonly observability: Observability;
  readonly erpFeed: ErpFeed;
  readonly workingTimeJobs: WorkingTimeJobs;
  readonly workingTimeIntegrity: WorkingTimeIntegrity;
  readonly dashboards: Dashboards;

  constructor(scope: Construct, id: string, props: PortalStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.auth = new Auth(this, 'Auth');
    this.data = new Data(this, 'Data');
    this.mail = new Mail(this, 'Mail', { sender: config.sesSender });
    this.observability = new Observability(this, 'Observability', { alarmEmail: config.alarmEmail });

    // What every function finds in its environment (functions/lib/env.ts). SITE_URL is added once
    // the distribution exists (below).
    const environment: Record<string, string> = {
      TABLE_NAME: this.data.table.tableName,
      FILES_BUCKET: this.data.filesBucket.bucketName,
      USER_POOL_ID: this.auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: this.auth.userPoolClient.userPoolClientId,
      API_TOKEN_SECRET_ARN: this.auth.apiTokenSecret.secretArn,
      FEDE_SHARED_SECRET_ARN: this.auth.fedeSharedSecret.secretArn,
      SWITCHBOARD_SECRET_ARN: this.auth.switchboardSecret.secretArn,
      ORIGIN_VERIFY_SECRET_ARN: this.auth.originVerifySecret.secretArn,
      SES_SENDER: this.mail.sender,
      ...(config.fedeAppUrl ? { FEDE_APP_URL: config.fedeAppUrl } : {}),
    };

    // What API groups and workflow steps may do; the authorizer only reads.
    const grantServer = (f: PortalFunction) => {
      this.data.table.grantReadWriteData(f.role);
      f.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
          resources: [this.data.filesBucket.arnForObjects('*')],
        }),
      );
      // Lets a missing key answer 404 instead of 403.
      f.role.addToPrincipalPolicy(
        new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.data.filesBucket.bucketArn] }),
      );
      this.auth.apiTokenSecret.grantRead(f.role);
      this.auth.fedeSharedSecret.grantRead(f.role);
      this.auth.switchboardSecret.grantRead(f.role);
      this.auth.originVerifySecret.grantRead(f.role);
    };
    const grantAuthorizer = (f: PortalFunction) => {
      this.data.table.grantReadData(f.role);
      this.auth.apiTokenSecret.grantRead(f.role);
    };
    const grantAccounts = (f: PortalFunction) => {
      this.auth.grantAccountAdmin(f.role);
      this.mail.grantSend(f.role);
    };

    // Workflows first: the API's groups start them (WORKFLOW_<NAME>_ARN).
    const stepFunctions = this.stepFunctions;
    const workflowNames = new Map<Workflow, string>();
    for (const wf of discoverWorkflows(config.workflowsDir ?? WORKFLOWS_DIR)) {
      const scope = new Construct(this, `Workflow-${wf.name}`);
      const steps = Object.fromEntries(
        Object.entries(wf.steps).map(([step, entry]) => {
          if (!fs.existsSync(path.join(PROJECT_ROOT, entry)))
            throw new Error(`Workflow ${wf.name}: step ${step} has no handler: create ${entry} (export handler).`);
          const settings = STEP_SETTINGS[wf.name]?.[step];
          // Throws for a step nobody sized; the local runner enforces the same limit.
          const limit = stepLimit(step);
          const f = new PortalFunction(scope, step, {
            entry,
            serviceName: `portal-${wf.name}`,
            timeout: Duration.seconds(limit.timeoutSeconds),
            memorySize: limit.memoryMb,
            environment,
            description: `Workflow ${wf.name}, step ${step}`,
          });
          if (!settings) grantServer(f);
          else {
            this.data.table.grantReadWriteData(f.role);
            if (settings.reads?.length)
              f.role.addToPrincipalPolicy(
                new iam.PolicyStatement({
                  actions: ['s3:GetObject'],
                  resources: settings.reads.map((pattern) => this.data.filesBucket.arnForObjects(pattern)),
                }),
              );
            if (settings.reads?.length)
              acknowledgeAll(
                f.role,
                settings.reads.map((p) => `AwsSolutions-IAM5[Resource::${nagRef(this, this.data.filesBucket.arnForObjects(p))}]`),
                `Step ${step} reads the uploads under its own prefix only (server-generated keys).`,
              );
            if (settings.writes?.length) {
              f.role.addToPrincipalPolicy(
                new iam.PolicyStatement({
                  actions: ['s3:PutObject'],
                  resources: settings.writes.map((pattern) => this.data.filesBucket.arnForObjects(pattern)),
                }),
              );
              acknowledgeAll(
                f.role,
                settings.writes.map(
                  (p) => `AwsSolutions-IAM5[Resource::${nagRef(this, this.data.filesBucket.arnForObjects(p))}]`,
                ),
                `Step ${step} writes its generated files under its own exports prefix only (server-generated keys).`,
              );
            }
          }
          stepFunctions.push(f);
          this.observability.watchFunction(`${wf.name}-${step}`, f.fn);
          return [step, f.fn];
        }),
      );
      const workflow = new Workflow(scope, 'Workflow', { definitionFile: wf.file, steps });
      this.observability.watchStateMachine(wf.name, workflow.stateMachine);
      this.workflows.push(workflow);
      workflowNames.set(workflow, wf.name);
      environment[workflowEnvName(wf.name)] = workflow.stateMachine.stateMachineArn;
    }

    this.api = new Api(this, 'Api', {
      environment,
      grantGroup: (f, group) => {
        grantServer(f);
        for (const wf of this.workflows) {
          const starters = WORKFLOW_STARTERS[workflowNames.get(wf)!];
          if (!starters || starters.includes(group)) wf.grantStartExecution(f.role);
        }
      },
      grantAuthorizer,
      grantAccounts,
      grantMail: (f: PortalFunction) => this.mail.grantSend(f.role),
    });
    if (config.powerBi) {
      const bi = this.api.groupFunctions.get('bi')!;
      for (const [k, v] of Object.entries(powerBiEnvironment(config.powerBi))) bi.fn.addEnvironment(k, v);
      secretsmanager.Secret.fromSecretCompleteArn(this, 'PowerBiClientSecret', config.powerBi.clientSecretArn).grantRead(bi.role);
    }
    this.erpFeed = new ErpFeed(this, 'ErpFeed', { data: this.data });
    // Its throttles are feeds waiting their turn (reserved concurrency 1), not a fault: errors only.
    this.observability.watchFunction('ErpLoader', this.erpFeed.loader.fn, { throttles: false });
    this.workingTimeJobs = new WorkingTimeJobs(this, 'WorkingTimeJobs', { data: this.data, mail: this.mail, environment });
    this.observability.watchFunction('WorkingTimeJobs', this.workingTimeJobs.fn.fn);
    this.workingTimeIntegrity = new WorkingTimeIntegrity(this, 'WorkingTimeIntegrity', {
      logBucket: this.data.logBucket,
      writers: [this.api.groupFunctions.get('working-time')!],
      // The whole staff's export job builds registers and writes receipts as the exports group does.
      exporters: [
        this.api.groupFunctions.get('working-time-exports')!,
        ...this.stepFunctions.filter((f) => f.fn.node.path.includes('Workflow-working-time-export/')),
      ],
      anchorer: this.workingTimeJobs.fn,
    });
    // A nested stack: one dashboard per area and the latency and failed-import/load alarms.
    this.dashboards = dashboardsOf(this);

    this.observability.watchApi(this.api.restApi);
    this.observability.watchFunction('Authorizer', this.api.authorizer.fn);
    for (const [group, f] of this.api.groupFunctions) this.observability.watchFunction(group, f.fn);

    this.web = new Web(this, 'Web', {
      restApi: this.api.restApi,
      apiStage: API_STAGE,
      logBucket: this.data.logBucket,
      distDir: config.webDistDir,
      domainName: config.domainName,
      certificateArn: config.certificateArn,
      webAclArn: config.webAclArn,
      // A dynamic reference: CloudFormation resolves it at deploy time, the template never holds it.
      originVerifyValue: this.auth.originVerifySecret.secretValue.unsafeUnwrap(),
      spaConfig: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.userPoolClient.userPoolClientId,
        cognitoEndpoint: null,
        apiBase: '/api',
      },
    });
    this.data.allowBrowserAccessFrom(this.web.siteOrigin);
    // Links in e-mails point at the site.
    for (const f of [...this.api.functions, ...stepFunctions, this.workingTimeJobs.fn])
      f.fn.addEnvironment('SITE_URL', this.web.siteOrigin);

    // Least privilege as far as the services allow; what cannot be narrower is acknowledged here.
    Validations.of(this).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::${nagRef(this, `${this.data.table.tableArn}/index/*`)}]`,
        reason: "Queries through the single table's three GSIs (gsi1..gsi3): the grant covers that table's indexes only.",
      },
      {
        id: `AwsSolutions-IAM5[Resource::${nagRef(this, this.data.filesBucket.arnForObjects('*'))}]`,
        reason:
          'Files live under server-generated keys (uuid paths) in the files bucket; functions read, write and ' +
          'delete objects of that bucket only.',
      },
    );

    new CfnOutput(this, 'SiteUrl', { value: this.web.siteOrigin });
    new CfnOutput(this, 'ApiUrl', { value: this.api.restApi.urlForPath('/api') });
    new CfnOutput(this, 'ApiStage', { value: API_STAGE });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'FilesBucket', { value: this.data.filesBucket.bucketName });
    new CfnOutput(this, 'WebBucket', { value: this.web.bucket.bucketName });
    new CfnOutput(this, 'AlarmTopic', { value: this.observability.topic.topicArn });
  }
}

export interface BuildAppOptions {
  /** Overrides of the context-derived settings (tests). */
  readonly config?: Partial<PortalConfig>;
}

/**
 * Adds the portal stack to an app, with two validation plugins besides aws-cdk-lib's built-in
 * template validation: cdk-nag's AwsSolutions pack (a finding nobody acknowledged fails the synth)
 * and the built-in validation's engine run on the nested (API route) stacks' templates too.
 *
 * Account and region: context `account`/`region`, else what the CDK CLI found (CDK_DEFAULT_*),
 * else region eu-west-1 and an account resolved at deploy time, so synth needs no credentials.
 */
export function buildApp(app: App, options: BuildAppOptions = {}): PortalStack {
  const account = contextString(app, 'account') ?? process.env.CDK_DEFAULT_ACCOUNT;
  const region = contextString(app, 'region') ?? process.env.CDK_DEFAULT_REGION ?? DEFAULT_REGION;
  const stack = new PortalStack(app, contextString(app, 'stackName') ?? DEFAULT_STACK_NAME, {
    env: { account, region },
    description: 'Distribution-group intranet and partner portal',
    config: { ...configFromContext(app), ...options.config },
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new NestedStackTemplatesValidation());
  return stack;
}
