/**
 * Logout (spec §4): when an impersonation is saved, tell the API it ended (with the impersonation
 * token), restore the real account and its token and drop the impersonation; otherwise forget the
 * session (and Cognito's tokens) and go to login.
 */
import { alerts } from '../alerts';
import { endImpersonation } from './api-session';
import { session } from './session';

export type LogoutOutcome = 'restored' | 'signed-out';

export async function logout(): Promise<LogoutOutcome> {
  alerts.reset();
  if (await endImpersonation()) return 'restored';
  session.clear();
  try {
    const cognito = await import('./cognito');
    cognito.signOut();
  } catch {
    // Runtime config missing or chunk failed: the app session is gone already.
  }
  return 'signed-out';
}
