/**
 * Sessions on tokens the API signs (docs/api/acl.md "Tokens the API signs"): impersonation and
 * partner (fede) sign-in. They answer `{data: {token, expires_in, user}}`. The token is the bearer
 * token from then on (the http client sends the session's token); it is not a Cognito token, so it
 * is never refreshed: after its hour any call answers 401 and the app signs out (spec §8).
 */
import { api } from '../http';
import { queryClient } from '../query';
import { session } from './session';
import type { User } from './types';
import { USER_QUERY_KEY } from './user';

/**
 * Drops every cached answer of the previous account and puts the new user in place before the
 * token changes, so nothing of the old account is shown or written back as the new one's.
 */
function primeUser(user: User): void {
  queryClient.clear();
  queryClient.setQueryData(USER_QUERY_KEY, user);
}

/** Spec §4: keep the current token and user aside, then act as the target (the caller goes home). */
export async function impersonate(kind: 'users' | 'guests', id: number): Promise<User> {
  const { data } = await api.call(kind === 'users' ? 'acl.users.impersonate' : 'acl.guests.impersonate', { params: { id } });
  primeUser(data.user);
  session.startImpersonation(data.token);
  session.setUser(data.user);
  return data.user;
}

/** Partner sign-in (/login-fede/{token}): the API checks the partner's credential and signs in. */
export async function signInWithFede(credentials: string): Promise<User> {
  const { data } = await api.call('session.login_fede', { body: { credentials }, handle: 'all' });
  primeUser(data.user);
  session.signIn(data.token, data.user);
  return data.user;
}

/**
 * Ends an active impersonation (logout while impersonating): the API records the end with the
 * impersonation token, then the saved session comes back. A refused or failed call (an expired
 * token answers 401) still restores the real account: its end is then the token's expiry.
 */
export async function endImpersonation(): Promise<boolean> {
  if (!session.get().impersonation) return false;
  try {
    await api.call('acl.impersonation.end', { handle: 'all' });
  } catch {
    // Recorded or not, the impersonation token is discarded below.
  }
  queryClient.clear();
  return session.endImpersonation();
}
