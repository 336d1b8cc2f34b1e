/**
 * The user pool's admin calls: one Cognito identity per account, username = the account login.
 * Locally the client points at the Cognito emulator (COGNITO_ENDPOINT); in AWS at the pool.
 */
import { cognito } from '../aws-cognito';
import { env } from '../env';

const errorName = (e: unknown) => (e as { name?: string })?.name ?? '';

/** The login is already a Cognito username (an identity without an account, or a race). */
export class IdentityExistsError extends Error {
  constructor(readonly login: string) {
    super(`Cognito identity ${login} already exists`);
  }
}

/** Cognito refused the password (its pool policy is the same rule as §5, so rarely reached). */
export class PasswordRejectedError extends Error {}

/**
 * Creates the identity with no usable password: no invitation mail (SUPPRESS); the person sets a
 * password through the reset link. E-mail is marked verified: only staff create guests.
 */
export async function createIdentity(login: string, email: string): Promise<void> {
  try {
    const { sdk, client } = await cognito();
    await client.send(
      new sdk.AdminCreateUserCommand({
        UserPoolId: env.userPoolId(),
        Username: login,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (e) {
    if (errorName(e) === 'UsernameExistsException') throw new IdentityExistsError(login);
    throw e;
  }
}

/** Deletes the identity; an identity already gone is fine. */
export async function deleteIdentity(login: string): Promise<void> {
  try {
    const { sdk, client } = await cognito();
    await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: env.userPoolId(), Username: login }));
  } catch (e) {
    if (errorName(e) !== 'UserNotFoundException') throw e;
  }
}

export async function updateIdentityEmail(login: string, email: string): Promise<void> {
  const { sdk, client } = await cognito();
  await client.send(
    new sdk.AdminUpdateUserAttributesCommand({
      UserPoolId: env.userPoolId(),
      Username: login,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

/** Sets a permanent password (the identity leaves FORCE_CHANGE_PASSWORD). */
export async function setPassword(login: string, password: string): Promise<void> {
  try {
    const { sdk, client } = await cognito();
    await client.send(
      new sdk.AdminSetUserPasswordCommand({ UserPoolId: env.userPoolId(), Username: login, Password: password, Permanent: true }),
    );
  } catch (e) {
    if (errorName(e) === 'InvalidPasswordException') throw new PasswordRejectedError((e as Error).message);
    throw e;
  }
}

/**
 * Whether the password is the identity's current one: a USER_PASSWORD_AUTH sign-in with the web
 * client (the tokens it answers are dropped). Only a completed sign-in counts: a challenge (e.g.
 * NEW_PASSWORD_REQUIRED, which the emulator answers without checking the password) does not.
 */
export async function checkPassword(login: string, password: string): Promise<boolean> {
  try {
    const { sdk, client } = await cognito();
    const out = await client.send(
      new sdk.InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: env.userPoolClientId(),
        AuthParameters: { USERNAME: login, PASSWORD: password },
      }),
    );
    return Boolean(out.AuthenticationResult?.AccessToken);
  } catch (e) {
    // NotAuthorizedException in AWS; the emulator answers InvalidPasswordException for a wrong one.
    const refused = [
      'NotAuthorizedException',
      'InvalidPasswordException',
      'UserNotFoundException',
      'PasswordResetRequiredException',
    ];
    if (refused.includes(errorName(e))) return false;
    throw e;
  }
}
