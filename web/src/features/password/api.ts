/** Password recovery calls (public; docs/api/acl.md "Password recovery"). */
import { api, type CallInput } from '../../lib/http';

/** The e-mail goes by mail; 422/429 are shown on the e-mail field. */
export const requestReset = (email: string) => api.call('session.password_create', { body: { email }, handle: [422, 429] });

/** The e-mail the token was issued for; 404 (or 422) when invalid. */
export const findToken = (token: string, signal?: AbortSignal) =>
  api.call('session.password_find', { params: { token }, handle: [404, 422], signal }).then((b) => b.data);

export type ResetBody = CallInput<'session.password_reset'>['body'];

/** Sets the new password; 422 on password or token. */
export const resetPassword = (body: ResetBody) => api.call('session.password_reset', { body, handle: [422] });
