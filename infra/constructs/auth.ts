/**
 * Identity: one Cognito user pool for every account (internal users and guests alike) and one
 * public app client for the SPA, plus the secret that signs the API's own tokens (impersonation,
 * partner sign-in).
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly apiTokenSecret: secretsmanager.Secret;
  /** Shared with the partner (fede) analytics application; its value is set by hand (docs/infra.md). */
  readonly fedeSharedSecret: secretsmanager.Secret;
  /** Sent by the switchboard with each call it reports (ticketing call log). */
  readonly switchboardSecret: secretsmanager.Secret;
  /** Sent by CloudFront to the API on every request: proves a request came through the distribution. */
  readonly originVerifySecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      // The username is the spec's `login`; accounts are created by administrators, never by visitors.
      signInAliases: { username: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      standardAttributes: { email: { required: false, mutable: true } },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      // Password recovery is the API's own mail flow (platform.md: /password/reset), not Cognito's.
      accountRecovery: cognito.AccountRecovery.NONE,
      mfa: cognito.Mfa.OFF,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'No MFA: the spec signs in with login and password only (platform.md /login, POST /api/login) and has no ' +
          'second-factor screens; pharmacy and laboratory guest accounts are used by counter staff. The local ' +
          'Cognito emulator has no MFA either. Revisit with the product owner.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Essentials plan: threat protection (the Plus plan) is priced per active user and not bought for this ' +
          'internal and partner audience; sign-in attempts are limited by the API (429) and API Gateway throttling.',
      },
    );

    this.userPoolClient = this.userPool.addClient('WebClient', {
      // The SPA uses USER_PASSWORD_AUTH everywhere (the local emulator has no SRP); refresh is always on.
      authFlows: { userPassword: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    this.apiTokenSecret = new secretsmanager.Secret(this, 'ApiTokenSecret', {
      description: 'HS256 key that signs API-issued tokens (impersonation, partner sign-in)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });

    this.fedeSharedSecret = new secretsmanager.Secret(this, 'FedeSharedSecret', {
      description: 'Secret shared with the partner (fede) analytics application; set its value by hand',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.fedeSharedSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The value is agreed with the partner (fede) application and changed together with it, by hand; an ' +
        'automatic rotation would break the partner sign-in.',
    });

    this.switchboardSecret = new secretsmanager.Secret(this, 'SwitchboardSecret', {
      description: 'Secret the switchboard sends with each call it reports to the call log; set its value by hand',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.switchboardSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The value is configured in the switchboard and changed together with it, by hand (docs/api/ticketing.md); ' +
        'an automatic rotation would stop the call log.',
    });

    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: 'Header value CloudFront adds to API requests, so the API can trust the viewer IP it forwards',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the value at deploy time (dynamic reference in its origin configuration); rotating it ' +
        'means redeploying the stack, which is the documented manual rotation.',
    });

    Validations.of(this.apiTokenSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the signing key invalidates every API-issued token (1 hour lifetime, not refreshable); a ' +
        'rotation Lambda adds nothing over the manual rotation described in docs/infra.md.',
    });
  }

  /** The Cognito admin calls of account management (functions/lib/auth/cognito-admin.ts). */
  grantAccountAdmin(grantee: iam.IGrantable): iam.Grant {
    return this.userPool.grant(
      grantee,
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminUserGlobalSignOut',
    );
  }
}
