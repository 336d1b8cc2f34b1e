/**
 * The site: CloudFront in front of the web bucket (Origin Access Control) and the REST API
 * (`/api/*`), the SPA's files and its runtime `config.json`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { PROJECT_ROOT } from './bundling';
import { acknowledgeAll, assetBucketObjects, nagRef } from './nag';

/** What the SPA reads at start (web/public/config.json locally, written here in AWS). */
export interface SpaConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Only locally (the Cognito emulator); null means the regional Cognito endpoint. */
  cognitoEndpoint: string | null;
  apiBase: string;
}

export interface WebProps {
  readonly restApi: apigateway.IRestApi;
  /** The API's stage (a plain string: see the /api/* origin). */
  readonly apiStage: string;
  readonly logBucket: s3.IBucket;
  readonly spaConfig: SpaConfig;
  /** The built SPA (npm run build). When the folder is missing only config.json is deployed. */
  readonly distDir?: string;
  /** Custom domain: both or neither. The certificate must be in us-east-1 (CloudFront). */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** ARN of an existing WAF web ACL (scope CLOUDFRONT, us-east-1). */
  readonly webAclArn?: string;
  /** Value of the origin-verify header (a dynamic reference to the secret). */
  readonly originVerifyValue: string;
}

/**
 * Viewer-request function of the default (S3) behaviour: paths without a file extension are SPA
 * routes and get index.html. It never sees /api/*, so API answers (404s included) pass untouched.
 */
const SPA_ROUTING_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * Viewer-request function of /api/*: stamps the viewer's IP (overwriting anything the client sent)
 * so the API can rate-limit per caller; it trusts it only together with the origin-verify header.
 */
const VIEWER_IP_CODE = `function handler(event) {
  event.request.headers['x-viewer-ip'] = { value: event.viewer.ip };
  return event.request;
}`;

/** Header CloudFront adds to every API request, with OriginVerifySecret's value. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

export class Web extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** https://<custom domain or CloudFront domain> */
  readonly siteOrigin: string;
  /** Whether the built SPA was found and is deployed (false: config.json only). */
  readonly deploysSpa: boolean;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    if (!!props.domainName !== !!props.certificateArn)
      throw new Error('Context domainName and certificateArn go together: set both or neither.');

    this.bucket = new s3.Bucket(this, 'Bucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 'web/',
      // Everything in it is rebuilt from the repo on each deploy.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'SPA routes (no file extension) to /index.html',
      code: cloudfront.FunctionCode.fromInline(SPA_ROUTING_CODE),
    });

    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers of the portal',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
        contentSecurityPolicy: {
          // Cognito and presigned S3 URLs are the only cross-origin calls of the SPA; webinars embed
          // YouTube's privacy-enhanced player and show its thumbnails.
          contentSecurityPolicy: [
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob: https://*.amazonaws.com https://i.ytimg.com",
            "font-src 'self' data:",
            "connect-src 'self' https://*.amazonaws.com",
            "media-src 'self' blob: https://*.amazonaws.com",
            "frame-src 'self' blob: https://*.amazonaws.com https://www.youtube-nocookie.com",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "frame-ancestors 'none'",
          ].join('; '),
          override: true,
        },
      },
    });

    const customDomain =
      props.domainName && props.certificateArn
        ? {
            domainNames: [props.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {};

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Portal: SPA and /api',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      ...customDomain,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [{ function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          // The execute-api domain with originPath /<stage>. Built from the API's id and the stage
          // NAME (not RestApiOrigin, which refers to the Stage resource): the distribution then
          // depends on the RestApi only, so functions may carry the site's URL (SITE_URL) without a
          // CloudFormation cycle (functions → distribution → stage → methods → functions).
          origin: new origins.HttpOrigin(
            `${props.restApi.restApiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`,
            {
              originPath: `/${props.apiStage}`,
              customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifyValue },
              protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
              originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            },
          ),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Every viewer header (Authorization, Accept-Language …) but Host, which API Gateway rejects.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          functionAssociations: [
            {
              function: new cloudfront.Function(this, 'ViewerIp', {
                runtime: cloudfront.FunctionRuntime.JS_2_0,
                comment: 'Forwards the viewer IP to the API',
                code: cloudfront.FunctionCode.fromInline(VIEWER_IP_CODE),
              }),
              eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
            },
          ],
          responseHeadersPolicy: headers,
          compress: true,
        },
      },
    });
    this.siteOrigin = `https://${props.domainName ?? this.distribution.distributionDomainName}`;

    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'No geo restriction: partners and staff travel and the portal holds no content restricted by country.',
      },
      ...(props.webAclArn
        ? []
        : [
            {
              id: 'AwsSolutions-CFR2',
              reason:
                'A CloudFront web ACL must live in us-east-1 and costs per rule; pass context webAclArn to attach ' +
                'one (docs/infra.md). Authentication, per-route role checks and API throttling protect the API.',
            },
          ]),
      ...(props.domainName
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose ' +
                'minimum protocol CloudFront fixes; with context domainName + certificateArn it is TLSv1.2_2021.',
            },
          ]),
    );

    // The SPA and its config.json. Hashed files under assets/ are immutable; the rest is revalidated.
    const distDir = props.distDir ?? path.join(PROJECT_ROOT, 'web', 'dist');
    this.deploysSpa = fs.existsSync(path.join(distDir, 'index.html'));
    if (!this.deploysSpa) {
      const message = `${path.relative(PROJECT_ROOT, distDir)} has no build: deploying config.json only (run npm run build first to deploy the web app).`;
      Annotations.of(this).addWarningV2('portal:web-not-built', message);
    }
    const deploymentLogs = new logs.LogGroup(this, 'DeploymentLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    if (this.deploysSpa) {
      new s3deploy.BucketDeployment(this, 'Assets', {
        destinationBucket: this.bucket,
        sources: [s3deploy.Source.asset(distDir)],
        exclude: ['*'],
        include: ['assets/*'],
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
        // Old hashed files stay: pages loaded before a deploy still find their chunks.
        prune: false,
        logGroup: deploymentLogs,
      });
    }
    new s3deploy.BucketDeployment(this, 'Site', {
      destinationBucket: this.bucket,
      sources: [
        ...(this.deploysSpa ? [s3deploy.Source.asset(distDir)] : []),
        s3deploy.Source.jsonData('config.json', props.spaConfig),
      ],
      exclude: ['assets/*'],
      cacheControl: [s3deploy.CacheControl.noCache()],
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/index.html', '/config.json', '/'],
      logGroup: deploymentLogs,
    });
    this.acknowledgeDeploymentHandler();
  }

  /** BucketDeployment's handler is aws-cdk-lib's own (a singleton Lambda per stack): not ours to shape. */
  private acknowledgeDeploymentHandler(): void {
    const handler = Stack.of(this).node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) return;
    const owner = "aws-cdk-lib's BucketDeployment handler (copies the SPA and config.json into the web bucket)";
    Validations.of(handler).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${owner}: its role comes with the AWS managed basic execution policy.`,
      },
      {
        id: 'AwsSolutions-L1',
        reason: `${owner}: aws-cdk-lib pins its Python runtime; it runs only during deployments.`,
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: `${owner}: cloudfront:CreateInvalidation/GetInvalidation are granted on * by aws-cdk-lib.`,
      },
    );
    acknowledgeAll(
      handler,
      [
        'AwsSolutions-IAM5[Action::s3:GetBucket*]',
        'AwsSolutions-IAM5[Action::s3:GetObject*]',
        'AwsSolutions-IAM5[Action::s3:List*]',
        'AwsSolutions-IAM5[Action::s3:Abort*]',
        'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
        `AwsSolutions-IAM5[Resource::${assetBucketObjects(this)}]`,
        `AwsSolutions-IAM5[Resource::${nagRef(this, this.bucket.arnForObjects('*'))}]`,
      ],
      `${owner}: bucket grants of aws-cdk-lib, limited to the CDK asset bucket (read) and the web bucket (write).`,
    );
  }
}
