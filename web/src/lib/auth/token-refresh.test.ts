// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const cognito = await vi.hoisted(async () => {
  const { SignInError } = await import('../../testing/sign-in-error');
  return { currentAccessToken: vi.fn<() => string | null>(), refreshAccessToken: vi.fn(), SignInError };
});
vi.mock('./cognito', () => cognito);

import { session } from './session';
import { ensureFreshToken, setSessionExpiredHandler } from './token-refresh';

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const tokenExpiringIn = (ms: number) => `${b64url({})}.${b64url({ exp: Math.floor((Date.now() + ms) / 1000) })}.s`;

describe('access token refresh', () => {
  beforeEach(() => {
    localStorage.clear();
    session.reload();
    vi.clearAllMocks();
  });
  afterEach(() => setSessionExpiredHandler(() => undefined));

  it('does nothing while the token has time left', async () => {
    session.signIn(tokenExpiringIn(10 * 60_000));
    await ensureFreshToken();
    expect(cognito.refreshAccessToken).not.toHaveBeenCalled();
  });

  it('refreshes a Cognito token about to expire before the call', async () => {
    const old = tokenExpiringIn(10_000);
    session.signIn(old);
    cognito.currentAccessToken.mockReturnValue(old);
    cognito.refreshAccessToken.mockResolvedValue({ accessToken: 'fresh', expiresAt: Date.now() + 3600_000 });
    await ensureFreshToken();
    expect(session.get().token).toBe('fresh');
  });

  it('leaves a token it does not own (impersonation) alone', async () => {
    session.signIn(tokenExpiringIn(10_000));
    cognito.currentAccessToken.mockReturnValue('another');
    await ensureFreshToken();
    expect(cognito.refreshAccessToken).not.toHaveBeenCalled();
  });

  it('ends the session when Cognito refuses the refresh token', async () => {
    const old = tokenExpiringIn(10_000);
    session.signIn(old);
    cognito.currentAccessToken.mockReturnValue(old);
    cognito.refreshAccessToken.mockRejectedValue(new cognito.SignInError('credentials'));
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    await ensureFreshToken();
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
