/** The app's http client, wired to the session, the language, the alerts and the router. */
import { alerts } from '../alerts';
import { apiBase } from '../config';
import { currentLocale, i18n } from '../i18n';
import { session } from '../auth/session';
import { ensureFreshToken } from '../auth/token-refresh';
import { currentUrl, loginUrl, navigate } from '../navigation';
import { createApi } from './api';
import { createHttpClient } from './client';

export { ApiError, NETWORK_ERROR, type RequestOptions } from './client';
export type { CallAnswer, CallInput, CallOptions, RouteId, ValidBody } from './api';

/**
 * A 401: the session is over. Forget it (a saved impersonation too: its token is as old) and ask
 * to sign in again, coming back here after.
 */
export function signOutToLogin(): void {
  const wanted = currentUrl();
  alerts.reset();
  session.reset();
  void import('../auth/cognito').then((c) => c.signOut()).catch(() => undefined);
  navigate(loginUrl(wanted), { replace: true });
}

/** The raw client: private to this folder, so every call elsewhere goes through `api` by route name. */
const http = createHttpClient({
  baseUrl: apiBase,
  token: () => session.get().token,
  beforeRequest: () => ensureFreshToken(),
  locale: currentLocale,
  translate: (key) => i18n.t(key),
  notify: (alert) => void alerts.add(alert),
  onUnauthorized: signOutToLogin,
});

/** The typed client every feature calls the API with (by route name). */
export const api = createApi(http);
