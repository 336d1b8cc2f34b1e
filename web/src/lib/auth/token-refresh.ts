/**
 * Keeps the Cognito access token fresh: a timer refreshes it two minutes before it expires, and
 * every API call first checks it is not about to expire (timers sleep with the laptop).
 * Only the library's own session is refreshed: an API-signed token (impersonation) has no
 * refresh token and simply ends with a 401.
 */
import type * as Cognito from './cognito';
import { jwtExpiry } from './jwt';
import { session } from './session';

const EARLY_MS = 120_000;
const MIN_DELAY_MS = 5_000;
const RETRY_MS = 30_000;

type CognitoModule = typeof Cognito;
const loadCognito = (): Promise<CognitoModule> => import('./cognito');

let timer: ReturnType<typeof setTimeout> | null = null;
let inFlight: Promise<void> | null = null;
let onExpired: () => void = () => undefined;

/** What to do when the refresh token is refused (the app signs out to the login page). */
export function setSessionExpiredHandler(fn: () => void): void {
  onExpired = fn;
}

async function isCognitoSession(token: string, cognito: CognitoModule): Promise<boolean> {
  return cognito.currentAccessToken() === token;
}

/** Refreshes now if the token is one the library can refresh. */
export function refreshNow(): Promise<void> {
  if (inFlight) return inFlight;
  const token = session.get().token;
  if (!token) return Promise.resolve();
  inFlight = (async () => {
    const cognito = await loadCognito();
    if (!(await isCognitoSession(token, cognito))) return;
    try {
      const fresh = await cognito.refreshAccessToken();
      // Signed out (or switched account) meanwhile: keep out of it.
      if (fresh && session.get().token === token) session.setToken(fresh.accessToken);
    } catch (error) {
      if (error instanceof cognito.SignInError && error.reason === 'credentials') onExpired();
      else schedule(RETRY_MS);
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function schedule(delay: number) {
  if (timer) clearTimeout(timer);
  timer = setTimeout(
    () => {
      timer = null;
      void refreshNow();
    },
    Math.max(delay, MIN_DELAY_MS),
  );
}

/** Re-arms the timer for the current token (called whenever the session changes). */
export function scheduleRefresh(now = Date.now()): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const expiry = jwtExpiry(session.get().token);
  if (expiry === null) return;
  schedule(expiry - now - EARLY_MS);
}

/** Before an API call: refresh first when the token expires within 30 seconds. */
export async function ensureFreshToken(now = Date.now()): Promise<void> {
  const expiry = jwtExpiry(session.get().token);
  if (expiry !== null && expiry - now < 30_000) await refreshNow();
}

let started = false;
export function startTokenRefresh(): void {
  if (started) return;
  started = true;
  let last = session.get().token;
  scheduleRefresh();
  session.subscribe(() => {
    const token = session.get().token;
    if (token === last) return;
    last = token;
    scheduleRefresh();
  });
}
