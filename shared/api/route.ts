/**
 * How an endpoint is declared. One declaration drives the Lambda router, the role check, input
 * validation, the local gateway, the CDK API resources and the web client's types.
 */
import type * as z from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Endpoint groups: one Lambda each. */
export const GROUPS = [
  'session',
  'parties',
  'guest-pharmacy',
  'guest-pharmacy-documents',
  'acl',
  'guest-laboratory',
  'intranet',
  'bi',
] as const;
export type Group = (typeof GROUPS)[number];

/**
 * Who may call a route.
 * - public: no token needed (no authorizer in front of it).
 * - signedIn: any authenticated account.
 * - anyOf: the caller holds at least one of the roles (the spec's "roles 3 or 4").
 * - allOf: the caller holds every role (the spec's "roles 29 and 54").
 */
export type Access =
  | { readonly public: true }
  | { readonly signedIn: true }
  | { readonly anyOf: readonly number[] }
  | { readonly allOf: readonly number[] };

export const PUBLIC = { public: true } as const;
export const SIGNED_IN = { signedIn: true } as const;
export const anyOf = (...roles: number[]) => ({ anyOf: roles }) as const;
export const allOf = (...roles: number[]) => ({ allOf: roles }) as const;

export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  readonly method: HttpMethod;
  /** API Gateway style template: /api/parties/search/{text} */
  readonly path: `/api/${string}`;
  readonly group: Group;
  readonly access: A;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** One line for docs and logs. */
  readonly summary: string;
}

/** Identity function that keeps the literal types of a route declaration. */
export function defineRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, const A extends Access>(
  def: RouteDef<P, Q, B, A>,
): RouteDef<P, Q, B, A> {
  return def;
}

export function isPublic(access: Access): access is { public: true } {
  return 'public' in access;
}

/** Whether a set of role ids satisfies a route's access rule (public and signedIn always do). */
export function rolesAllow(access: Access, roleIds: readonly number[]): boolean {
  if ('anyOf' in access) return access.anyOf.some((r) => roleIds.includes(r));
  if ('allOf' in access) return access.allOf.every((r) => roleIds.includes(r));
  return true;
}

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
export type ParamsOf<R> = R extends RouteDef<infer P, z.ZodType, z.ZodType, Access> ? Infer<P> : never;
export type QueryOf<R> = R extends RouteDef<z.ZodType, infer Q, z.ZodType, Access> ? Infer<Q> : never;
export type BodyOf<R> = R extends RouteDef<z.ZodType, z.ZodType, infer B, Access> ? Infer<B> : never;
export type IsPublic<R> =
  R extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer A> ? (A extends { public: true } ? true : false) : false;
