/**
 * The REST API, built from the route table (shared/api/routes): one Lambda per endpoint group, one
 * API Gateway method per route, the Lambda REQUEST authorizer in front of every non-public route.
 *
 * CloudFormation allows 500 resources per stack and ~200 routes will come, so a route costs one
 * Method (plus its path's Resources) and nothing else: integrations are plain AWS_PROXY
 * integrations and each group function carries ONE invoke permission for the whole API, instead of
 * the per-method permissions LambdaIntegration would add.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Aws, Duration, NestedStack, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { isPublic, type Group, type RouteDef } from '../../shared/api/route';
import { groupOf, routes } from '../../shared/api/routes/index';
import { GROUPS, groupSettings } from '../../shared/areas';
import { DEFAULT_LOCALE } from '../../shared/i18n/locale';
import { serverMessage, type ServerMessageKey } from '../../shared/i18n/server-messages';
import { AUTHORIZER_LIMIT, groupLimit } from '../limits';
import { PROJECT_ROOT } from './bundling';
import { PortalFunction } from './lambda';

/**
 * Groups that manage accounts: they create, change and delete Cognito users (admin API) and send
 * account mails through SES (password reset links, new account notices).
 */
/**
 * The stage's access log line: the standard fields plus the latencies and the X-Ray trace id. Status
 * and response latency are bare numbers (always set), so Logs Insights computes percentiles and
 * ranges on them (infra/constructs/dashboards.ts); integration latency is '-' when no integration ran.
 */
export const ACCESS_LOG_FORMAT = apigateway.AccessLogFormat.custom(
  '{"requestId":"$context.requestId","ip":"$context.identity.sourceIp","user":"$context.identity.user",' +
    '"requestTime":"$context.requestTime","httpMethod":"$context.httpMethod","resourcePath":"$context.resourcePath",' +
    '"status":$context.status,"protocol":"$context.protocol","responseLength":"$context.responseLength",' +
    '"responseLatency":$context.responseLatency,"integrationLatency":"$context.integrationLatency",' +
    '"xrayTraceId":"$context.xrayTraceId"}',
);

/** Groups that manage Cognito accounts (their manifest says `accounts`). */
export const ACCOUNT_GROUPS: readonly Group[] = GROUPS.filter((g) => groupSettings(g).accounts);

/** Groups that send mail (their manifest says `mail`). */
export const MAIL_GROUPS: readonly Group[] = GROUPS.filter((g) => groupSettings(g).mail);

export const API_STAGE = 'prod';

export interface ApiProps {
  /** Environment every function gets (table, bucket, pool, secret …). */
  readonly environment: Record<string, string>;
  /** Grants every group needs (table, files, secrets); the authorizer gets `grantAuthorizer`. */
  readonly grantGroup: (fn: PortalFunction, group: Group) => void;
  readonly grantAuthorizer: (fn: PortalFunction) => void;
  /** Extra grants for the groups in ACCOUNT_GROUPS. */
  readonly grantAccounts?: (fn: PortalFunction) => void;
  /** Extra grant for the groups in MAIL_GROUPS (SES send). */
  readonly grantMail?: (fn: PortalFunction) => void;
  /** Requests per second and burst for the whole stage. */
  readonly throttle?: { rateLimit: number; burstLimit: number };
}

/** A route as the API needs it: the route table entry plus its id. */
export interface ApiRoute {
  readonly id: string;
  readonly group: Group;
  readonly def: RouteDef;
}

export function routeList(): ApiRoute[] {
  return Object.entries(routes as Record<string, RouteDef>).map(([id, def]) => ({ id, group: groupOf(id), def }));
}

/** Groups that have at least one route: each gets a Lambda. */
export function groupsWithRoutes(list: ApiRoute[] = routeList()): Group[] {
  return GROUPS.filter((g) => list.some((r) => r.group === g));
}

const pascal = (s: string) => s.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase());

export class Api extends Construct {
  readonly restApi: apigateway.RestApi;
  /** The stage's access log (JSON lines, ACCESS_LOG_FORMAT): the dashboards' route latency and status queries read it. */
  readonly accessLogs: logs.LogGroup;
  readonly authorizer: PortalFunction;
  readonly groupFunctions = new Map<Group, PortalFunction>();
  readonly methods: { route: ApiRoute; method: apigateway.Method }[] = [];
  /** First path segment under /api → the nested stack holding its resources and methods. */
  readonly routeStacks = new Map<string, NestedStack>();

  /** The authorizer and every group function. */
  get functions(): PortalFunction[] {
    return [this.authorizer, ...this.groupFunctions.values()];
  }

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const list = routeList();

    const accessLogs = (this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    }));

    this.restApi = new apigateway.RestApi(this, 'RestApi', {
      restApiName: `${Stack.of(this).stackName}-api`,
      description: 'Portal API (routes from shared/api/routes)',
      endpointTypes: [apigateway.EndpointType.REGIONAL],
      // Execution logs (ERROR) need the account-level CloudWatch role of API Gateway.
      cloudWatchRole: true,
      cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN,
      deployOptions: {
        stageName: API_STAGE,
        accessLogDestination: new apigateway.LogGroupLogDestination(accessLogs),
        accessLogFormat: ACCESS_LOG_FORMAT,
        loggingLevel: apigateway.MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        metricsEnabled: false,
        tracingEnabled: true,
        throttlingRateLimit: props.throttle?.rateLimit ?? 100,
        throttlingBurstLimit: props.throttle?.burstLimit ?? 200,
      },
    });
    Validations.of(this.restApi).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason: "API Gateway's account-level logging role: the AWS managed policy is the documented one for this service role.",
      },
      {
        id: 'AwsSolutions-APIG3',
        reason:
          'No WAF on the stage: the API sits behind CloudFront (see AwsSolutions-CFR2) and is throttled per stage; ' +
          'a regional web ACL is a cost decision left to the owner (docs/infra.md).',
      },
      {
        id: 'AwsSolutions-APIG2',
        reason:
          'Requests are validated by each group handler against the route table zod schemas (422 with per-field ' +
          "messages in the caller's language); API Gateway request validation would answer 400 in English instead.",
      },
    );
    // On the construct, not the RestApi: the methods live in nested stacks below this construct.
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-COG4',
      reason:
        'The Lambda REQUEST authorizer verifies Cognito access tokens (aws-jwt-verify) AND the API-signed ' +
        'impersonation and partner tokens; a Cognito user pool authorizer cannot accept the latter. Public ' +
        'routes of the route table have no authorizer at all (see AwsSolutions-APIG4).',
    });
    this.addGatewayResponses();

    // The authorizer: verifies the token, loads the account, hands the caller to the handlers.
    this.authorizer = new PortalFunction(this, 'Authorizer', {
      entry: 'functions/authorizer/index.ts',
      serviceName: 'portal-authorizer',
      timeout: Duration.seconds(AUTHORIZER_LIMIT.timeoutSeconds),
      memorySize: AUTHORIZER_LIMIT.memoryMb,
      environment: props.environment,
      description: 'API Gateway REQUEST authorizer',
    });
    props.grantAuthorizer(this.authorizer);
    const authorizer = new apigateway.RequestAuthorizer(this, 'RequestAuthorizer', {
      handler: this.authorizer.fn,
      identitySources: [apigateway.IdentitySource.header('Authorization')],
      // No caching: a removed role, a deleted guest or an ended impersonation must stop working at
      // once, not minutes later. The authorizer is lean (one index query) for this reason.
      resultsCacheTtl: Duration.seconds(0),
    });

    // One function and one integration per group with routes.
    const integrations = new Map<Group, apigateway.Integration>();
    for (const group of groupsWithRoutes(list)) {
      const entry = `functions/groups/${group}/index.ts`;
      if (!fs.existsSync(path.join(PROJECT_ROOT, entry)))
        throw new Error(`Group ${group} has routes in shared/api/routes but no handler: create ${entry} (export handler).`);
      // Timeout and memory from infra/limits.ts, which the local gateway enforces too.
      const limit = groupLimit(group);
      const fn = new PortalFunction(this, `${pascal(group)}Group`, {
        entry,
        serviceName: `portal-${group}`,
        timeout: Duration.seconds(limit.timeoutSeconds),
        memorySize: limit.memoryMb,
        environment: props.environment,
        description: `API endpoint group ${group}`,
      });
      props.grantGroup(fn, group);
      if (ACCOUNT_GROUPS.includes(group)) props.grantAccounts?.(fn);
      if (MAIL_GROUPS.includes(group)) props.grantMail?.(fn);
      // ONE permission per function for every method and stage of this API.
      fn.fn.addPermission('ApiInvoke', {
        principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: this.restApi.arnForExecuteApi('*', '/*', '*'),
      });
      this.groupFunctions.set(group, fn);
      integrations.set(
        group,
        new apigateway.Integration({
          type: apigateway.IntegrationType.AWS_PROXY,
          integrationHttpMethod: 'POST',
          uri: `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}:lambda:path/2015-03-31/functions/${fn.fn.functionArn}/invocations`,
        }),
      );
    }

    // The routes. /api is a resource of this stack; each first segment below it (/api/parties,
    // /api/warehouse …) with everything under it goes into its own nested stack, so the 500
    // resources limit applies per segment, and a segment never moves between stacks.
    const apiResource = this.restApi.root.addResource('api');
    // Any other /api path: the session function's router answers the contract's localised 404
    // (the local gateway does the same). Explicit resources always win over this greedy one.
    const fallback = integrations.get('session');
    if (fallback) {
      const proxy = apiResource.addResource('{proxy+}').addMethod('ANY', fallback, { operationName: 'notFound' });
      Validations.of(proxy).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: 'Catch-all for unknown /api paths: it only ever answers 404, before any authentication.',
      });
    }
    const segments = new Map<string, apigateway.Resource>();
    for (const route of list) {
      const integration = integrations.get(route.group);
      if (!integration) throw new Error(`No function for group ${route.group}`);
      const [prefix, segment, ...rest] = route.def.path.split('/').filter(Boolean);
      if (prefix !== 'api') throw new Error(`Route ${route.id}: path ${route.def.path} is not under /api`);
      let resource: apigateway.IResource = apiResource;
      if (segment) {
        let top = segments.get(segment);
        if (!top) {
          const nested = new NestedStack(this, `Routes-${segment.replace(/[^A-Za-z0-9-]/g, '')}`, {
            description: `API routes under /api/${segment}`,
          });
          top = new apigateway.Resource(nested, 'Segment', { parent: apiResource, pathPart: segment });
          segments.set(segment, top);
          this.routeStacks.set(segment, nested);
        }
        resource = top.resourceForPath(rest.join('/'));
      }
      const open = isPublic(route.def.access);
      const method = resource.addMethod(route.def.method, integration, {
        operationName: route.id,
        ...(open ? { authorizationType: apigateway.AuthorizationType.NONE } : { authorizer }),
      });
      if (open)
        Validations.of(method).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Public by the route table (${route.id}: access PUBLIC): callers have no token yet.`,
        });
      this.methods.push({ route, method });
    }
  }

  /** Answers of API Gateway itself (no route, bad token …) in the API's error contract `{message}`. */
  private addGatewayResponses(): void {
    const json = (key: ServerMessageKey) => JSON.stringify({ message: serverMessage(DEFAULT_LOCALE, key) });
    const headers = { 'Content-Type': "'application/json'", 'Cache-Control': "'no-store'" };
    const add = (id: string, type: apigateway.ResponseType, template: string, statusCode?: string) =>
      this.restApi.addGatewayResponse(id, {
        type,
        ...(statusCode ? { statusCode } : {}),
        responseHeaders: headers,
        templates: { 'application/json': template },
      });
    // An unknown path or method: API Gateway reports a missing token; the contract says 404.
    add('NotFound', apigateway.ResponseType.MISSING_AUTHENTICATION_TOKEN, json('errors.not_found'), '404');
    add('Unauthorized', apigateway.ResponseType.UNAUTHORIZED, json('errors.unauthenticated'), '401');
    add('AccessDenied', apigateway.ResponseType.ACCESS_DENIED, json('errors.forbidden'), '403');
    add('Default4xx', apigateway.ResponseType.DEFAULT_4XX, '{"message":$context.error.messageString}');
    add('Default5xx', apigateway.ResponseType.DEFAULT_5XX, json('errors.server'));
  }
}
