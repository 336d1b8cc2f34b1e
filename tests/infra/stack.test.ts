/**
 * The portal stack as CloudFormation sees it (bundling skipped, cdk.json's context).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { CfnMethod } from 'aws-cdk-lib/aws-apigateway';
import { describe, expect, it } from 'vitest';
import { isPublic } from '../../shared/api/route';
import { TABLE_KEYS } from '../../functions/lib/data/table';
import { ACCOUNT_GROUPS, groupsWithRoutes, MAIL_GROUPS, routeList } from '../../infra/constructs/api';
import { groupLimit } from '../../infra/limits';
import { allResources, FIXTURES, portal, synthPortal } from './app';

type Resources = Record<string, { Type: string; Properties?: Record<string, any>; DeletionPolicy?: string }>;
const resourcesOf = (t: Template) => t.toJSON().Resources as Resources;
const ofType = (t: Template, type: string) => Object.entries(resourcesOf(t)).filter(([, r]) => r.Type === type);

const ENV_VARS = [
  'TABLE_NAME',
  'FILES_BUCKET',
  'USER_POOL_ID',
  'USER_POOL_CLIENT_ID',
  'API_TOKEN_SECRET_ARN',
  'SITE_URL',
  'SES_SENDER',
  'POWERTOOLS_SERVICE_NAME',
];

describe('identity', () => {
  it('has a user pool signing in by username, no self sign-up, strong passwords, retained', () => {
    const { template } = portal();
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        UsernameConfiguration: { CaseSensitive: false },
        Schema: Match.arrayWith([Match.objectLike({ Name: 'email', Mutable: true })]),
        Policies: {
          PasswordPolicy: Match.objectLike({
            MinimumLength: 8,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
          }),
        },
      }),
    });
    const pool = ofType(template, 'AWS::Cognito::UserPool')[0]![1].Properties!;
    expect(pool.AliasAttributes).toBeUndefined();
    expect(pool.UsernameAttributes).toBeUndefined();
  });

  it('has one public app client: USER_PASSWORD_AUTH and refresh, no secret, no OAuth', () => {
    const { template } = portal();
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: false,
      PreventUserExistenceErrors: 'ENABLED',
    });
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
  });

  it('generates the API token signing secret', () => {
    const { template } = portal();
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Description: Match.stringLikeRegexp('API-issued tokens'),
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
    });
  });
});

describe('data', () => {
  it('has the single table from TABLE_KEYS: on demand, PITR, TTL, streams, GSIs, retained', () => {
    const { template } = portal();
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        GlobalSecondaryIndexes: TABLE_KEYS.gsis.map((g) => ({
          IndexName: g.name,
          KeySchema: [
            { AttributeName: g.partitionKey, KeyType: 'HASH' },
            { AttributeName: g.sortKey, KeyType: 'RANGE' },
          ],
          Projection:
            g.projection === 'ALL'
              ? { ProjectionType: 'ALL' }
              : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...g.projection] },
        })),
      }),
    });
  });

  it('has a files bucket: versioned, encrypted, SSL only, private, CORS for the site, logged, retained', () => {
    const { template } = portal();
    // The working-time anchors' WORM bucket (versioned too) is checked in its own describe.
    const buckets = ofType(template, 'AWS::S3::Bucket').filter(
      ([, b]) => b.Properties?.VersioningConfiguration && !b.Properties?.ObjectLockEnabled,
    );
    expect(buckets).toHaveLength(1);
    const [id, files] = buckets[0]!;
    expect(files.DeletionPolicy).toBe('Retain');
    expect(files.Properties).toMatchObject({
      VersioningConfiguration: { Status: 'Enabled' },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: { LogFilePrefix: 'files/' },
    });
    // Deleted documents stay recoverable for 90 days; generated exports go after a day.
    expect(files.Properties!.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 90 } }),
        expect.objectContaining({ Prefix: 'exports/', ExpirationInDays: 1 }),
      ]),
    );
    const cors = files.Properties!.CorsConfiguration.CorsRules as { AllowedMethods: string[]; AllowedOrigins: unknown[] }[];
    expect(cors).toHaveLength(1);
    expect(cors[0]!.AllowedMethods).toEqual(expect.arrayContaining(['PUT', 'GET']));
    // The site's origin: https:// + the distribution's domain.
    expect(JSON.stringify(cors[0]!.AllowedOrigins)).toMatch(/https:\/\/.*WebDistribution.*DomainName/);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('functions', () => {
  const groups = groupsWithRoutes();
  // The API's functions: every Node.js 24 function but the ERP feed's loader, the working-time jobs and the workflow steps (checked on their own).
  const functions = () => {
    const { template, stack } = portal();
    const others = [stack.erpFeed.loader.fn, stack.workingTimeJobs.fn.fn, ...stack.stepFunctions.map((s) => s.fn)].map((f) =>
      stack.getLogicalId(f.node.defaultChild as never),
    );
    return ofType(template, 'AWS::Lambda::Function').filter(
      ([id, f]) => f.Properties!.Runtime === 'nodejs24.x' && !others.includes(id),
    );
  };

  it('has one Lambda per group with routes plus the authorizer, on Node.js 24 arm64', () => {
    expect(groups.length).toBeGreaterThan(0);
    expect(functions()).toHaveLength(groups.length + 1);
    const memoryOf = new Map(
      [...portal().stack.api.groupFunctions].map(([g, fn]) => [
        portal().stack.getLogicalId(fn.fn.node.defaultChild as never),
        groupLimit(g).memoryMb,
      ]),
    );
    for (const [id, f] of functions()) {
      expect(f.Properties).toMatchObject({
        Architectures: ['arm64'],
        MemorySize: memoryOf.get(id) ?? 512,
        Handler: 'index.handler',
      });
      expect(Object.keys(f.Properties!.Environment.Variables)).toEqual(expect.arrayContaining(ENV_VARS));
      // No --enable-source-maps: it costs every cold start (see infra/constructs/bundling.ts).
      expect(f.Properties!.Environment.Variables.NODE_OPTIONS).toBeUndefined();
    }
    const { stack } = portal();
    expect([...stack.api.groupFunctions.keys()]).toEqual(groups);
  });

  it('gives API groups 29 s and the authorizer 10 s, each with a one-month log group', () => {
    const { stack, template } = portal();
    const timeoutOf = (fn: { node: { defaultChild?: unknown } }) =>
      resourcesOf(template)[stack.getLogicalId(fn.node.defaultChild as never)]!.Properties!.Timeout;
    expect(timeoutOf(stack.api.authorizer.fn)).toBe(10);
    for (const f of stack.api.groupFunctions.values()) expect(timeoutOf(f.fn)).toBe(29);
    for (const [, f] of functions()) expect(f.Properties!.LoggingConfig.LogGroup).toBeDefined();
    const retentions = ofType(template, 'AWS::Logs::LogGroup').map(([, l]) => l.Properties!.RetentionInDays);
    expect(retentions.filter((d) => d === 30).length).toBeGreaterThanOrEqual(groups.length + 1);
  });

  it('grants least privilege: groups read/write, the authorizer only reads, account groups mail and manage users, mail groups only mail', () => {
    const { stack, template } = portal();
    const policyOf = (role: { node: { findChild(id: string): { node: { defaultChild?: unknown } } } }) => {
      const policy = role.node.findChild('DefaultPolicy');
      const id = stack.getLogicalId(policy.node.defaultChild as never);
      return JSON.stringify(resourcesOf(template)[id]!.Properties!.PolicyDocument);
    };
    const authorizer = policyOf(stack.api.authorizer.role);
    expect(authorizer).toContain('dynamodb:Query');
    expect(authorizer).not.toMatch(/dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)/);
    expect(authorizer).not.toContain('s3:');
    expect(authorizer).toContain('secretsmanager:GetSecretValue');
    for (const [group, f] of stack.api.groupFunctions) {
      const doc = policyOf(f.role);
      expect(doc).toMatch(/dynamodb:PutItem/);
      expect(doc).toMatch(/s3:PutObject/);
      expect(doc).toContain('secretsmanager:GetSecretValue');
      const accounts = ACCOUNT_GROUPS.includes(group);
      expect(doc.includes('ses:SendEmail'), `${group} ses:SendEmail`).toBe(accounts || MAIL_GROUPS.includes(group));
      expect(doc.includes('cognito-idp:AdminCreateUser'), `${group} cognito admin`).toBe(accounts);
    }
  });

  it('has the SES identity of the configured sender', () => {
    portal().template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'no-reply@example.com' });
  });
});

describe('REST API', () => {
  /** A method's path, following ResourceId → ParentId inside its template (the /api parent is a parameter). */
  function pathOf(resources: Resources, ref: unknown): string {
    const id = (ref as { Ref?: string }).Ref;
    const r = id ? resources[id] : undefined;
    if (!r) return '/api'; // a parameter: the /api resource of the parent stack
    return `${pathOf(resources, r.Properties!.ParentId)}/${r.Properties!.PathPart as string}`;
  }

  it('has one method for every route, on its path, with the authorizer unless public', () => {
    const t = portal();
    const list = routeList();
    const methods = allResources(t).filter((r) => r.type === 'AWS::ApiGateway::Method');
    // Every route, plus the catch-all ANY /api/{proxy+} that answers unknown paths 404.
    expect(methods).toHaveLength(list.length + 1);
    const catchAll = methods.filter((m) => m.props.HttpMethod === 'ANY');
    expect(catchAll).toHaveLength(1);
    expect(catchAll[0]!.props).toMatchObject({ AuthorizationType: 'NONE', OperationName: 'notFound' });
    expect(t.stack.api.methods.map((m) => m.route.id).sort()).toEqual(list.map((r) => r.id).sort());
    for (const { route, method } of t.stack.api.methods) {
      const stack = Stack.of(method);
      const resources = resourcesOf(t.templateOf(method));
      const m = resources[stack.getLogicalId(method.node.defaultChild as CfnMethod)]!.Properties!;
      expect(m.HttpMethod, route.id).toBe(route.def.method);
      expect(pathOf(resources, m.ResourceId), route.id).toBe(route.def.path);
      // AWS_PROXY to the group's function (in a nested stack its ARN arrives as a parameter).
      expect(m.Integration, route.id).toMatchObject({ Type: 'AWS_PROXY', IntegrationHttpMethod: 'POST' });
      const fn = t.stack.api.groupFunctions.get(route.group)!.fn;
      const fnName = fn.node.path.replace(/[^A-Za-z0-9]/g, '');
      expect(JSON.stringify(m.Integration.Uri), route.id).toMatch(new RegExp(`${fnName}[0-9A-F]{8}Arn`));
      if (isPublic(route.def.access)) {
        expect(m.AuthorizationType, route.id).toBe('NONE');
        expect(m.AuthorizerId, route.id).toBeUndefined();
      } else {
        expect(m.AuthorizationType, route.id).toBe('CUSTOM');
        expect(JSON.stringify(m.AuthorizerId), route.id).toMatch(/RequestAuthorizer/);
      }
    }
    expect(list.some((r) => isPublic(r.def.access))).toBe(true);
    expect(list.some((r) => !isPublic(r.def.access))).toBe(true);
  });

  it('keeps each first path segment under /api in its own nested stack', () => {
    const t = portal();
    const segments = new Set(routeList().map((r) => r.def.path.split('/')[2]!));
    expect([...t.stack.api.routeStacks.keys()].sort()).toEqual([...segments].sort());
    // The deployment waits for every route stack.
    const deployment = ofType(t.template, 'AWS::ApiGateway::Deployment')[0]![1] as { DependsOn?: string[] };
    for (const nested of t.stack.api.routeStacks.values()) {
      const id = t.stack.getLogicalId(nested.nestedStackResource as never);
      expect(deployment.DependsOn).toContain(id);
    }
  });

  it('adds ONE invoke permission per group function (none per method)', () => {
    const { template, stack } = portal();
    const permissions = ofType(template, 'AWS::Lambda::Permission');
    // One per group, plus the authorizer's own (RequestAuthorizer) and S3's for the ERP loader.
    expect(permissions).toHaveLength(stack.api.groupFunctions.size + 2);
    for (const f of stack.api.groupFunctions.values()) {
      const fnId = stack.getLogicalId(f.fn.node.defaultChild as never);
      const mine = permissions.filter(([, p]) => JSON.stringify(p.Properties!.FunctionName).includes(fnId));
      expect(mine).toHaveLength(1);
      expect(JSON.stringify(mine[0]![1].Properties!.SourceArn)).toMatch(/\/\*\/\*\/\*"/);
    }
    for (const t of portal().templates.slice(1)) t.resourceCountIs('AWS::Lambda::Permission', 0);
  });

  it('has the REQUEST authorizer on the Authorization header, not cached (revocations apply at once)', () => {
    const { template } = portal();
    template.resourceCountIs('AWS::ApiGateway::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'REQUEST',
      IdentitySource: 'method.request.header.Authorization',
      AuthorizerResultTtlInSeconds: 0,
    });
  });

  it('answers unknown routes 404, bad tokens 401 and denials 403 as JSON {message}', () => {
    const { template } = portal();
    const expectResponse = (type: string, status: string) =>
      template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
        ResponseType: type,
        StatusCode: status,
        ResponseTemplates: { 'application/json': Match.stringLikeRegexp('^\\{"message":') },
        ResponseParameters: Match.objectLike({ 'gatewayresponse.header.Content-Type': "'application/json'" }),
      });
    expectResponse('MISSING_AUTHENTICATION_TOKEN', '404');
    expectResponse('UNAUTHORIZED', '401');
    expectResponse('ACCESS_DENIED', '403');
  });

  it('logs access, traces and throttles the stage', () => {
    portal().template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'prod',
      TracingEnabled: true,
      AccessLogSetting: Match.objectLike({ DestinationArn: Match.anyValue() }),
      MethodSettings: [Match.objectLike({ ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200, LoggingLevel: 'ERROR' })],
    });
  });
});

describe('site', () => {
  const distribution = (t: Template) => ofType(t, 'AWS::CloudFront::Distribution')[0]![1].Properties!.DistributionConfig;

  it('serves the web bucket through Origin Access Control and /api/* from the API, uncached', () => {
    const { template } = portal();
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const config = distribution(template);
    const s3Origin = config.Origins.find((o: any) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      AllowedMethods: expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']),
      Compress: true,
    });
    const apiOrigin = config.Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('.execute-api.');
    expect(apiOrigin.OriginPath).toBe('/prod');
    expect(config).toMatchObject({ HttpVersion: 'http2and3', DefaultRootObject: 'index.html' });
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
  });

  it('routes SPA paths with a viewer-request function, not distribution-wide error pages', () => {
    const { template } = portal();
    const config = distribution(template);
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
    // The /api/* behaviour's only function stamps the viewer IP: API answers (404s too) pass untouched.
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);
    const functions = ofType(template, 'AWS::CloudFront::Function').map(([, r]) => r.Properties!.FunctionCode as string);
    const viewerIp = functions.find((c) => c.includes('x-viewer-ip'))!;
    const stamp = new Function(`${viewerIp}; return handler;`)() as (e: unknown) => {
      headers: Record<string, { value: string }>;
    };
    const forged = stamp({ viewer: { ip: '203.0.113.9' }, request: { headers: { 'x-viewer-ip': { value: '1.2.3.4' } } } });
    expect(forged.headers['x-viewer-ip']).toEqual({ value: '203.0.113.9' });
    const code = functions.find((c) => c.includes('index.html'))!;
    // Evaluate the function the way CloudFront would.
    const handler = new Function(`${code}; return handler;`)() as (e: unknown) => { uri: string };
    const route = (uri: string) => handler({ request: { uri } }).uri;
    expect(route('/')).toBe('/index.html');
    expect(route('/acl/users/12')).toBe('/index.html');
    expect(route('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(route('/config.json')).toBe('/config.json');
  });

  it('sends security headers', () => {
    portal().template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 31536000 }),
          ContentTypeOptions: Match.anyValue(),
          FrameOptions: Match.objectLike({ FrameOption: 'DENY' }),
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.stringLikeRegexp("frame-ancestors 'none'") }),
        }),
      },
    });
  });

  it('writes config.json next to the SPA, and only config.json when there is no build', () => {
    const t = portal();
    expect(t.stack.web.deploysSpa).toBe(false);
    const deployments = ofType(t.template, 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(1);
    const site = deployments[0]![1].Properties!;
    expect(site.DistributionPaths).toEqual(expect.arrayContaining(['/config.json', '/index.html']));
    expect(site.SourceMarkers).toHaveLength(1);
    // The jsonData source is staged as an asset holding config.json with markers for the tokens.
    const key = (site.SourceObjectKeys as string[])[0]!.replace(/\.zip$/, '');
    const config = JSON.parse(fs.readFileSync(path.join(t.app.outdir, `asset.${key}`, 'config.json'), 'utf8'));
    expect(config).toMatchObject({ region: 'eu-west-1', cognitoEndpoint: null, apiBase: '/api' });
    const markers = site.SourceMarkers[0] as Record<string, unknown>;
    expect(markers[config.userPoolId]).toEqual({ Ref: expect.stringMatching(/^AuthUserPool/) });
    expect(markers[config.userPoolClientId]).toEqual({ Ref: expect.stringMatching(/^AuthUserPoolWebClient/) });
  });
});

describe('site with a build and a custom domain', () => {
  const built = () =>
    synthPortal({
      webDistDir: path.join(FIXTURES, 'web-dist'),
      domainName: 'portal.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
    });

  it('deploys hashed assets immutable and the rest no-cache, on the custom domain with TLS 1.2', () => {
    const t = built();
    expect(t.stack.web.deploysSpa).toBe(true);
    const deployments = ofType(t.template, 'Custom::CDKBucketDeployment').map(([, d]) => d.Properties!);
    expect(deployments).toHaveLength(2);
    const assets = deployments.find((d) => d.Include?.includes('assets/*'))!;
    expect(assets.SystemMetadata['cache-control']).toMatch(/immutable/);
    const site = deployments.find((d) => d !== assets)!;
    expect(site.SystemMetadata['cache-control']).toBe('no-cache');
    expect(site.SourceObjectKeys).toHaveLength(2);
    const config = ofType(t.template, 'AWS::CloudFront::Distribution')[0]![1].Properties!.DistributionConfig;
    expect(config.Aliases).toEqual(['portal.example.com']);
    expect(config.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
    const files = ofType(t.template, 'AWS::S3::Bucket').find(([, b]) => b.Properties?.VersioningConfiguration)!;
    expect(files[1].Properties!.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual(['https://portal.example.com']);
    const loader = t.stack.getLogicalId(t.stack.erpFeed.loader.fn.node.defaultChild as never);
    for (const [, f] of ofType(t.template, 'AWS::Lambda::Function').filter(
      ([id, f]) => f.Properties!.Runtime === 'nodejs24.x' && id !== loader,
    ))
      expect(f.Properties!.Environment.Variables.SITE_URL).toBe('https://portal.example.com');
  });
});

describe('Power BI reports', () => {
  const secretArn = 'arn:aws:secretsmanager:eu-west-1:111111111111:secret:portal/powerbi-AbCdEf';
  const powerBi = {
    tenantId: '5f1c2a8e-0b6d-4f3e-9a71-3c2d8e4b6a10',
    clientId: 'a3d7c9e1-44b2-4c8f-8e6a-1f0b2c3d4e5f',
    workspaceId: 'f089354e-8366-4e18-aea3-4cb4a3a50b48',
    reports: '{"purchases":{"reportId":"r1","datasetId":"d1"}}',
    clientSecretArn: secretArn,
  };
  const biOf = (t: ReturnType<typeof synthPortal>) => {
    const f = t.stack.api.groupFunctions.get('bi')!;
    return { f, props: resourcesOf(t.templateOf(f.fn))[t.stack.getLogicalId(f.fn.node.defaultChild as never)]!.Properties! };
  };

  it('passes the settings and the secret ARN (never its value) to the bi group, which alone may read it', () => {
    const t = synthPortal({ powerBi });
    const { f, props } = biOf(t);
    expect(props.Environment.Variables).toMatchObject({
      REPORT_PROVIDER: 'powerbi',
      POWERBI_TENANT_ID: powerBi.tenantId,
      POWERBI_CLIENT_ID: powerBi.clientId,
      POWERBI_WORKSPACE_ID: powerBi.workspaceId,
      POWERBI_REPORTS: powerBi.reports,
      POWERBI_CLIENT_SECRET_ARN: secretArn,
    });
    expect(props.Environment.Variables.POWERBI_CLIENT_SECRET).toBeUndefined();
    const roleId = t.stack.getLogicalId(f.role.node.defaultChild as never);
    const readers = allResources(t)
      .filter((r) => r.type === 'AWS::IAM::Policy' && JSON.stringify(r.props).includes(secretArn))
      .map((r) => JSON.stringify(r.props.Roles));
    expect(readers).toHaveLength(1);
    expect(readers[0]).toContain(roleId);
  });

  it('keeps the demo provider without settings, and refuses half of them', () => {
    expect(biOf(portal()).props.Environment.Variables.REPORT_PROVIDER).toBeUndefined();
    expect(() => synthPortal({}, { powerBiTenantId: powerBi.tenantId })).toThrow(/Power BI needs all of/);
  });
});

describe('observability', () => {
  it("alarms on API 5xx and on every function's errors and throttles, into the alarm topic", () => {
    const { template, stack } = portal();
    const alarms = ofType(template, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties!);
    const fnCount = stack.api.functions.length + stack.stepFunctions.length;
    expect(alarms.filter((a) => a.MetricName === '5XXError' && a.Namespace === 'AWS/ApiGateway')).toHaveLength(1);
    // The ERP loader alarms on errors only: its throttles are feeds waiting their turn. The working-time jobs on both.
    expect(alarms.filter((a) => a.MetricName === 'Errors' && a.Namespace === 'AWS/Lambda')).toHaveLength(fnCount + 2);
    expect(alarms.filter((a) => a.MetricName === 'Throttles' && a.Namespace === 'AWS/Lambda')).toHaveLength(fnCount + 1);
    const topic = ofType(template, 'AWS::SNS::Topic')[0]![0];
    for (const a of alarms) expect(a.AlarmActions).toEqual([{ Ref: topic }]);
  });
});

describe('ERP feed', () => {
  const loaderOf = () => {
    const { template, stack } = portal();
    const id = stack.getLogicalId(stack.erpFeed.loader.fn.node.defaultChild as never);
    return { template, stack, id, fn: resourcesOf(template)[id]! };
  };

  it('invokes the loader for objects created under erp-inbox/ only, one load at a time', () => {
    const { template, id, fn } = loaderOf();
    expect(fn.Properties).toMatchObject({ ReservedConcurrentExecutions: 1, Timeout: 900, Handler: 'index.handler' });
    const [, notifications] = ofType(template, 'Custom::S3BucketNotifications')[0]!;
    const configs = notifications.Properties!.NotificationConfiguration.LambdaFunctionConfigurations;
    expect(configs).toHaveLength(1);
    expect(configs[0]).toMatchObject({
      Events: ['s3:ObjectCreated:*'],
      Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'erp-inbox/' }] } },
      LambdaFunctionArn: { 'Fn::GetAtt': [id, 'Arn'] },
    });
  });

  it('grants the loader only what it needs: read the inbox, write rejects and invoice PDFs, the table', () => {
    const { template, stack } = loaderOf();
    const roleId = stack.getLogicalId(stack.erpFeed.loader.role.node.defaultChild as never);
    const policies = ofType(template, 'AWS::IAM::Policy').filter(([, p]) => JSON.stringify(p.Properties!.Roles).includes(roleId));
    const statements = policies.flatMap(
      ([, p]) => p.Properties!.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
    const s3 = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('s3:')));
    const resourcesFor = (action: string) =>
      s3.filter((st) => [st.Action].flat().includes(action)).map((st) => JSON.stringify(st.Resource));
    expect(resourcesFor('s3:GetObject')).toHaveLength(1);
    expect(resourcesFor('s3:GetObject')[0]).toContain('/erp-inbox/*');
    expect(resourcesFor('s3:PutObject')[0]).toContain('/erp-rejects/*');
    expect(resourcesFor('s3:PutObject')[0]).toContain('/invoices/*');
    expect(s3.flatMap((st) => [st.Action].flat())).not.toContain('s3:DeleteObject');
    // No secrets, no Cognito, no mail: it is not an API function.
    const actions = statements.flatMap((st) => [st.Action].flat());
    expect(actions.some((a) => a.startsWith('secretsmanager:') || a.startsWith('cognito-idp:') || a.startsWith('ses:'))).toBe(
      false,
    );
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:BatchWriteItem', 'dynamodb:BatchGetItem', 'dynamodb:PutItem']));
  });
});

describe('working-time jobs', () => {
  it('schedules the forgotten clock-out reminder, the monthly summary and the daily anchor in Madrid time, invoking the jobs Lambda', () => {
    const { template, stack } = portal();
    const fnId = stack.getLogicalId(stack.workingTimeJobs.fn.fn.node.defaultChild as never);
    const schedules = ofType(template, 'AWS::Scheduler::Schedule').map(([, s]) => s.Properties!);
    expect(schedules).toHaveLength(3);
    expect(schedules.map((s) => s.ScheduleExpression).sort()).toEqual([
      'cron(0 8 1-7 * ? *)',
      'cron(30 0 * * ? *)',
      'cron(30 7 * * ? *)',
    ]);
    for (const s of schedules) {
      expect(s.ScheduleExpressionTimezone).toBe('Europe/Madrid');
      expect(JSON.stringify(s.Target.Arn)).toContain(fnId);
    }
    expect(schedules.map((s) => JSON.parse(s.Target.Input as string).job).sort()).toEqual(['anchor', 'monthly', 'remind']);
  });

  it("lets the jobs read the table and send mail, and write only the registers' summaries", () => {
    const { template, stack } = portal();
    const roleId = stack.getLogicalId(stack.workingTimeJobs.fn.role.node.defaultChild as never);
    const actions = ofType(template, 'AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties!.Roles).includes(roleId))
      .flatMap(([, p]) =>
        (p.Properties!.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((st) => [st.Action].flat()),
      );
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem', 'ses:SendEmail']));
    // Its only writes: new anchors in the WORM bucket (the next describe), and the registers' verified
    // summaries: PutItem under the register's keys only.
    expect(actions.filter((a) => /dynamodb:(Put|Update|Delete|BatchWrite)/.test(a))).toEqual(['dynamodb:PutItem']);
    const put = ofType(template, 'AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties!.Roles).includes(roleId))
      .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as { Action: string; Condition?: unknown }[])
      .find((st) => st.Action === 'dynamodb:PutItem');
    expect(put?.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['$wtc#*'] } });
    expect(actions.filter((a) => a.startsWith('s3:')).sort()).toEqual(['s3:ListBucket', 's3:PutObject']);
  });
});

describe('working-time integrity', () => {
  type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
  const statementsOf = (t: Template, roleId?: string) =>
    ofType(t, 'AWS::IAM::Policy')
      .filter(([, p]) => !roleId || JSON.stringify(p.Properties!.Roles).includes(roleId))
      .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as Statement[]);
  const actionsOf = (s: Statement) => [s.Action].flat();

  it('keeps the anchors in a bucket with Object Lock in compliance mode for 4 years, versioned, retained', () => {
    const { template, stack } = portal();
    const bucketId = stack.getLogicalId(stack.workingTimeIntegrity.anchorBucket.node.defaultChild as never);
    const bucket = resourcesOf(template)[bucketId]!;
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties).toMatchObject({
      ObjectLockEnabled: true,
      ObjectLockConfiguration: { ObjectLockEnabled: 'Enabled', Rule: { DefaultRetention: { Mode: 'COMPLIANCE', Days: 1461 } } },
      VersioningConfiguration: { Status: 'Enabled' },
    });
  });

  it('has an HMAC key the working-time group may only ask for MACs (no key material, no other key use)', () => {
    const { template, stack } = portal();
    template.hasResourceProperties('AWS::KMS::Key', { KeySpec: 'HMAC_256', KeyUsage: 'GENERATE_VERIFY_MAC' });
    const keyId = stack.getLogicalId(stack.workingTimeIntegrity.key.node.defaultChild as never);
    for (const group of ['working-time', 'working-time-exports']) {
      const role = stack.api.groupFunctions.get(group as never)!.role;
      const statements = statementsOf(template, stack.getLogicalId(role.node.defaultChild as never));
      const kmsActions = statements.flatMap(actionsOf).filter((a) => a.startsWith('kms:'));
      expect(kmsActions.length, group).toBeGreaterThan(0);
      expect(
        kmsActions.every((a) => a === 'kms:GenerateMac' || a === 'kms:VerifyMac'),
        group,
      ).toBe(true);
      for (const s of statements.filter((st) => actionsOf(st).some((a) => a.startsWith('kms:'))))
        expect(JSON.stringify(s.Resource), group).toContain(keyId);
    }
    // Only the writer makes MACs; the exports only check them.
    const exportsRole = stack.api.groupFunctions.get('working-time-exports' as never)!.role;
    expect(
      statementsOf(template, stack.getLogicalId(exportsRole.node.defaultChild as never))
        .flatMap(actionsOf)
        .filter((a) => a.startsWith('kms:')),
    ).toEqual(['kms:VerifyMac']);
  });

  it('lets no role delete anchors or change their retention', () => {
    const t = portal();
    const bucketId = t.stack.getLogicalId(t.stack.workingTimeIntegrity.anchorBucket.node.defaultChild as never);
    const all = t.templates.flatMap((tpl) => statementsOf(tpl));
    const onAnchors = all.filter((s) => s.Effect === 'Allow' && JSON.stringify(s.Resource).includes(bucketId));
    expect(onAnchors.length).toBeGreaterThan(0);
    const forbidden =
      /^s3:(\*|Delete|PutObjectRetention|PutObjectLegalHold|BypassGovernanceRetention|PutBucketObjectLockConfiguration|PutLifecycleConfiguration|PutBucketPolicy)/;
    expect(onAnchors.flatMap(actionsOf).filter((a) => forbidden.test(a) || a === '*')).toEqual([]);
    // Nor any statement on every resource.
    expect(
      all
        .filter((s) => s.Effect === 'Allow' && JSON.stringify(s.Resource) === '"*"')
        .flatMap(actionsOf)
        .filter((a) => a.startsWith('s3:Delete')),
    ).toEqual([]);
  });
});
