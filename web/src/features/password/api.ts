/** Password recovery calls (public; docs/api/acl.md "Password recovery"). */
import { http } from '../../lib/http';

/** POST /api/password/create {email}: the link goes by mail; 422/429 are shown on the e-mail field. */
export const requestReset = (email: string) =>
  http.post<{ message: string }>('/password/create', { email }, { auth: false, handle: [422, 429] });

/** GET /api/password/find/{token}: the e-mail the token was issued for; 404 (or 422) when invalid. */
export const findToken = (token: string, signal?: AbortSignal) =>
  http
    .get<{ data: { email: string } }>(`/password/find/${encodeURIComponent(token)}`, { auth: false, handle: [404, 422], signal })
    .then((b) => b.data);

export interface ResetBody {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

/** POST /api/password/reset: sets the new password; 422 on password or token. */
export const resetPassword = (body: ResetBody) =>
  http.post<{ message: string }>('/password/reset', body, { auth: false, handle: [422] });
