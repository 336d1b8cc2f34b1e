/**
 * Configuration from the environment. Handlers never know whether they run in AWS or locally:
 * only the endpoints below differ (unset in AWS).
 */
function optional(name: string): string | undefined {
  const v = process.env[name];
  return v === undefined || v === '' ? undefined : v;
}

function required(name: string): string {
  const v = optional(name);
  if (!v) throw new Error(`Missing environment variable ${name}`);
  return v;
}

export const env = {
  region: () => optional('AWS_REGION') ?? 'eu-west-1',
  tableName: () => required('TABLE_NAME'),
  filesBucket: () => required('FILES_BUCKET'),
  userPoolId: () => required('USER_POOL_ID'),
  userPoolClientId: () => required('USER_POOL_CLIENT_ID'),
  /** Public URL of the web app, for links in e-mails. */
  siteUrl: () => required('SITE_URL'),
  /** Sender address of e-mails (SES identity); the CDK stack names it SES_SENDER. */
  mailFrom: () => optional('MAIL_FROM') ?? optional('SES_SENDER') ?? 'no-reply@example.com',
  /** Local only: the Cognito emulator's issuer and JWKS base (http). */
  cognitoIssuer: () => optional('COGNITO_ISSUER'),
  /** The secret that signs API-issued tokens: inline locally, or a Secrets Manager ARN in AWS. */
  apiTokenSecret: () => optional('API_TOKEN_SECRET'),
  apiTokenSecretArn: () => optional('API_TOKEN_SECRET_ARN'),
  /** The value CloudFront sends in x-origin-verify (inline locally, a Secrets Manager ARN in AWS). */
  originVerifySecret: () => optional('ORIGIN_VERIFY_SECRET'),
  originVerifySecretArn: () => optional('ORIGIN_VERIFY_SECRET_ARN'),
  /** The secret shared with the partner (fede) analytics application: inline locally, or an ARN. */
  fedeSharedSecret: () => optional('FEDE_SHARED_SECRET'),
  fedeSharedSecretArn: () => optional('FEDE_SHARED_SECRET_ARN'),
  /** The secret the switchboard sends with each call (ticketing call log): inline locally, or an ARN. */
  switchboardSecret: () => optional('SWITCHBOARD_SECRET'),
  switchboardSecretArn: () => optional('SWITCHBOARD_SECRET_ARN'),
  /** Where the partner application takes our credential; defaults to the API's own stand-in page. */
  fedeAppUrl: () => optional('FEDE_APP_URL'),
  /** Report embedding: 'demo' (default) or 'powerbi' (docs/api/portal.md, Reports). */
  reportProvider: () => optional('REPORT_PROVIDER') ?? 'demo',
  /** Power BI "app owns data": service principal, workspace, our report id → {reportId, datasetId}. */
  powerBi: () => ({
    tenantId: optional('POWERBI_TENANT_ID'),
    clientId: optional('POWERBI_CLIENT_ID'),
    clientSecret: optional('POWERBI_CLIENT_SECRET'),
    clientSecretArn: optional('POWERBI_CLIENT_SECRET_ARN'),
    workspaceId: optional('POWERBI_WORKSPACE_ID'),
    reports: optional('POWERBI_REPORTS'),
    /** Base URLs: the public clouds unless set (tests point them at a local replay). */
    authorityUrl: optional('POWERBI_AUTHORITY_URL') ?? 'https://login.microsoftonline.com',
    apiUrl: optional('POWERBI_API_URL') ?? 'https://api.powerbi.com',
  }),
  /** The working-time register's KMS HMAC key (id, ARN or alias): each record's MAC (functions/lib/working-time/mac.ts). */
  wtcMacKey: () => optional('WTC_MAC_KEY') ?? 'alias/portal-working-time',
  /** The working-time register's WORM bucket (S3 Object Lock): daily chain heads and export receipts. */
  wtcAnchorBucket: () => optional('WTC_ANCHOR_BUCKET') ?? 'portal-wtc-anchors',
  /** The work centre printed on the register's documents (company name and tax id: shared/portal/contacts.ts). */
  wtcWorkCentre: () => optional('WTC_WORK_CENTRE') ?? 'Seu central · Carrer de la Indústria, 120 · 08025 Barcelona',
  endpoint: (service: 'DYNAMODB' | 'S3' | 'COGNITO' | 'SES' | 'SFN' | 'SECRETS' | 'KMS') => optional(`${service}_ENDPOINT`),
};
