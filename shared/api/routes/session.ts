import { accessArea } from '../../areas/access';
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import type { SessionUser, TokenSession } from '../../acl/views';
import { CONFIRMED, confirmed, fields, optionalPassword, PASSWORD_MIN, requiredPassword } from '../account-fields';
import { answer, defineRoute, PUBLIC, SIGNED_IN } from '../route';

/** `?demo` (with or without a value) asks for the demo; `demo=0` or `demo=false` does not. */
const demoFlag = lazySchema(() =>
  z.pipe(
    z.optional(z.string()),
    z.transform((v) => v !== undefined && v !== '0' && v !== 'false'),
  ),
);

/** What the partner application's stand-in reads from our credential. */
export interface FedeClaims {
  application: string;
  login: string | null;
  name: string | null;
  email: string | null;
  locale: string | null;
  party: { id: number; code: string; name: string } | null;
  demo: boolean;
  expires_at: string | null;
}

export interface TicketingStatusOption {
  id: number;
  name: string;
  name_ca: string;
  name_es: string;
}

export const sessionRoutes = {
  'session.health': defineRoute({
    method: 'GET',
    path: '/api/health',
    access: PUBLIC,
    answer: answer<{ status: 'ok' | 'unavailable' }>(),
    summary: 'Liveness and storage reachability',
  }),
  'session.user': defineRoute({
    method: 'GET',
    path: '/api/user',
    access: SIGNED_IN,
    answer: answer<{ data: SessionUser }>(),
    summary: 'The signed-in account with its roles and party',
  }),

  // Password recovery (§2 password routes, §7 Session). Details: docs/api/acl.md.
  'session.password_create': defineRoute({
    method: 'POST',
    path: '/api/password/create',
    access: PUBLIC,
    body: lazySchema(() => z.object({ email: fields.email })),
    answer: answer<{ message: string }>(),
    summary: 'Mails a single-use password-reset link (rate-limited per address and per caller)',
  }),
  'session.password_find': defineRoute({
    method: 'GET',
    path: '/api/password/find/{token}',
    access: PUBLIC,
    params: lazySchema(() => z.object({ token: z.string().check(z.minLength(16), z.maxLength(200)) })),
    answer: answer<{ data: { email: string } }>(),
    summary: 'Checks a reset token; answers the e-mail it was issued for',
  }),
  'session.password_reset': defineRoute({
    method: 'POST',
    path: '/api/password/reset',
    access: PUBLIC,
    body: lazySchema(() =>
      z
        .object({
          email: fields.email,
          token: z.string().check(z.minLength(1), z.maxLength(200)),
          password: requiredPassword(),
          password_confirmation: z.nullish(z.string().check(z.maxLength(256))),
        })
        .check(z.refine(confirmed, CONFIRMED)),
    ),
    answer: answer<{ message: string }>(),
    summary: 'Sets a new password with a reset token (the token is consumed)',
  }),

  // Partner (fede) sign-in and single sign-on into the partner analytics application.
  'session.login_fede': defineRoute({
    method: 'POST',
    path: '/api/login-fede',
    access: PUBLIC,
    body: lazySchema(() => z.object({ credentials: z.string().check(z.trim(), z.minLength(1), z.maxLength(4096)) })),
    answer: answer<{ data: TokenSession }>(),
    summary: 'Signs in with a credential signed by the partner application (shared secret, expiring)',
  }),
  'session.encrypt_login_fede': defineRoute({
    method: 'GET',
    path: '/api/encrypt-login-fede',
    // 65: partner-app redirect; 63: the demo (?demo). The handler checks which one applies.
    access: accessArea.access.fede,
    query: lazySchema(() => z.object({ demo: demoFlag })),
    answer: answer<{ data: { url: string; expires_in: number } }>(),
    summary: 'URL of the partner application carrying a short-lived credential for the caller',
  }),
  'session.fede_demo': defineRoute({
    method: 'GET',
    path: '/api/public/fede/demo',
    access: PUBLIC,
    query: lazySchema(() => z.object({ token: z.string().check(z.minLength(1), z.maxLength(4096)) })),
    answer: answer<{ data: FedeClaims }>(),
    summary: 'Stand-in for the partner application (default FEDE_APP_URL): shows who the credential signs in',
  }),

  // Profile (§2 Shared, §5).
  'session.profile_update': defineRoute({
    method: 'POST',
    path: '/api/guest/profile/update/{id}',
    access: accessArea.access.guest,
    params: lazySchema(() => z.object({ id: fields.idText })),
    body: lazySchema(() =>
      z
        .object({
          name: fields.name,
          email: fields.email,
          password_current: z.string().check(z.minLength(PASSWORD_MIN), z.maxLength(256)),
          password: optionalPassword(),
          password_confirmation: z.nullish(z.string().check(z.maxLength(256))),
        })
        .check(z.refine(confirmed, CONFIRMED)),
    ),
    answer: answer<{ data: SessionUser }>(),
    summary: "A guest's own name, e-mail and (optionally) password; the current password is checked",
  }),
  'session.settings_update': defineRoute({
    method: 'POST',
    path: '/api/profile/settings',
    access: accessArea.access.internal,
    body: lazySchema(() =>
      z
        .object({
          ticketing_default_status: z.optional(z.number().check(z.int(), z.positive())),
          /** Setting 3: a mail when someone assigns me a ticket (on unless turned off). */
          ticketing_assignment_mail: z.optional(z.boolean()),
        })
        .check(
          z.refine((b) => b.ticketing_default_status !== undefined || b.ticketing_assignment_mail !== undefined, {
            path: ['ticketing_default_status'],
            params: { key: 'validation.required' },
          }),
        ),
    ),
    answer: answer<{ data: SessionUser }>(),
    summary: "Saves the caller's settings (2: ticketing default status, 3: ticketing assignment mail); those sent",
  }),
  'session.settings_ticketing_statuses': defineRoute({
    method: 'GET',
    path: '/api/profile/settings/ticketing-statuses',
    access: accessArea.access.internal,
    answer: answer<{ data: TicketingStatusOption[] }>(),
    summary: 'Ticketing statuses for the default-status select of the settings page',
  }),

  // The API's own description for internal users and integrators (docs/api/README.md).
  'session.openapi': defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    access: accessArea.access.internal,
    answer: answer<Record<string, unknown>>(),
    summary: 'The OpenAPI 3.1 document of this API, generated from the route table (npm run openapi)',
  }),
};
