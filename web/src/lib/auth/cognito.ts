/**
 * Cognito through amazon-cognito-identity-js, loaded on demand (it is not needed to paint the
 * login page). USER_PASSWORD_AUTH everywhere: the local emulator has no SRP. The library keeps
 * its own keys in localStorage (id, access and refresh tokens); the app keeps the access token
 * under `token` and refreshes it from the refresh token before it expires.
 */
import {
  AuthenticationDetails,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { config } from '../config';
import { jwtClaims } from './jwt';

export type SignInFailure = 'credentials' | 'throttled' | 'password_reset_required' | 'new_password_required' | 'unavailable';

export class SignInError extends Error {
  constructor(
    readonly reason: SignInFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

let pool: CognitoUserPool | null = null;

function userPool(): CognitoUserPool {
  if (!pool) {
    const c = config();
    pool = new CognitoUserPool({
      UserPoolId: c.userPoolId,
      ClientId: c.userPoolClientId,
      ...(c.cognitoEndpoint ? { endpoint: c.cognitoEndpoint } : {}),
    });
  }
  return pool;
}

/** Maps Cognito's error codes to what the login screen says. */
export function classifyCognitoError(error: unknown): SignInFailure {
  const e = (error ?? {}) as { code?: string; name?: string; message?: string };
  const code = e.code ?? e.name ?? '';
  const message = e.message ?? '';
  switch (code) {
    case 'NotAuthorizedException':
      return /attempts exceeded|too many/i.test(message) ? 'throttled' : 'credentials';
    // The local emulator answers a wrong password with InvalidPasswordException.
    case 'InvalidPasswordException':
    case 'UserNotFoundException':
    case 'UserNotConfirmedException':
    case 'InvalidParameterException':
      return 'credentials';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return 'throttled';
    case 'PasswordResetRequiredException':
      return 'password_reset_required';
    default:
      return 'unavailable';
  }
}

export interface SignedIn {
  accessToken: string;
  expiresAt: number;
}

function fromSession(s: CognitoUserSession): SignedIn {
  const access = s.getAccessToken();
  return { accessToken: access.getJwtToken(), expiresAt: access.getExpiration() * 1000 };
}

export function signIn(username: string, password: string): Promise<SignedIn> {
  const user = new CognitoUser({ Username: username, Pool: userPool() });
  user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
  return new Promise((resolve, reject) => {
    user.authenticateUser(new AuthenticationDetails({ Username: username, Password: password }), {
      onSuccess: (s) => resolve(fromSession(s)),
      onFailure: (err: unknown) => reject(new SignInError(classifyCognitoError(err), (err as Error)?.message ?? '')),
      newPasswordRequired: () => reject(new SignInError('new_password_required', 'NEW_PASSWORD_REQUIRED')),
      mfaRequired: () => reject(new SignInError('unavailable', 'MFA is not supported')),
      totpRequired: () => reject(new SignInError('unavailable', 'MFA is not supported')),
      customChallenge: () => reject(new SignInError('unavailable', 'Custom challenges are not supported')),
    });
  });
}

/** The library's stored tokens for the last signed-in user (read directly: no network). */
function storedTokens(): { user: CognitoUser; accessToken: string | null; refreshToken: string | null } | null {
  const user = userPool().getCurrentUser();
  if (!user) return null;
  const prefix = `CognitoIdentityServiceProvider.${userPool().getClientId()}.${user.getUsername()}`;
  const storage = globalThis.localStorage;
  return {
    user,
    accessToken: storage?.getItem(`${prefix}.accessToken`) ?? null,
    refreshToken: storage?.getItem(`${prefix}.refreshToken`) ?? null,
  };
}

/** The access token the library holds for the last signed-in user, if any. */
export function currentAccessToken(): string | null {
  return storedTokens()?.accessToken ?? null;
}

/**
 * Exchanges the refresh token for a new access token. Resolves null when there is no Cognito
 * session to refresh (signed out elsewhere); rejects with a SignInError('credentials') when
 * Cognito refuses the refresh token.
 */
export function refreshAccessToken(): Promise<SignedIn | null> {
  const stored = storedTokens();
  if (!stored?.refreshToken) return Promise.resolve(null);
  const { user, refreshToken } = stored;
  return new Promise((resolve, reject) => {
    user.refreshSession(
      new CognitoRefreshToken({ RefreshToken: refreshToken }),
      (err: unknown, fresh: CognitoUserSession | null) => {
        if (err || !fresh) return reject(new SignInError(classifyCognitoError(err), (err as Error)?.message ?? ''));
        resolve(fromSession(fresh));
      },
    );
  });
}

/**
 * Forgets the library's tokens at once, then revokes the refresh token in the background where
 * Cognito supports it (AWS access tokens carry `origin_jti`; the local emulator's do not).
 */
export function signOut(): void {
  const stored = storedTokens();
  if (!stored) return;
  const { user, accessToken, refreshToken } = stored;
  user.signOut();
  const revocable = Boolean(accessToken && jwtClaims(accessToken)?.origin_jti);
  if (refreshToken && revocable) {
    const revoker = user as unknown as { revokeToken(args: { token: string; callback: (err?: unknown) => void }): void };
    try {
      revoker.revokeToken({ token: refreshToken, callback: () => undefined });
    } catch {
      // Best effort: the tokens are already gone from this browser.
    }
  }
}
