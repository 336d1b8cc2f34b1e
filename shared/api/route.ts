/**
 * How an endpoint is declared. One declaration drives the Lambda router, the role check, input
 * validation, the local gateway, the CDK API resources and the web client's types.
 */
import type * as z from 'zod/mini';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Endpoint groups (one Lambda each) are declared by the area manifests (shared/areas). Only the
 * type here: a Lambda's bundle must not load every area's manifest.
 */
export type { Group } from '../areas';

export { PUBLIC, SIGNED_IN, allOf, anyOf, isPublic, rolesAllow, type Access } from '../access';
import type { Access } from '../access';

/**
 * What a route answers, as a type only: `answer: answer<{ data: GuestRow }>()`. The handler must
 * return it (or a `reply(status, it)`), and the web and test clients receive it. Nothing at run time,
 * so the answer types (plain interfaces in shared/) never pull a schema library into the web.
 */
declare const ANSWER: unique symbol;
export interface Answer<T> {
  readonly [ANSWER]?: T;
}
export const answer = <T>(): Answer<T> => ({});

export interface RouteDef<
  P extends z.core.$ZodType = z.core.$ZodType,
  Q extends z.core.$ZodType = z.core.$ZodType,
  B extends z.core.$ZodType = z.core.$ZodType,
  A extends Access = Access,
  T = unknown,
> {
  readonly method: HttpMethod;
  /** API Gateway style template: /api/parties/search/{text} */
  readonly path: `/api/${string}`;
  readonly access: A;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** The answer's type; the success status is 200 unless the handler replies otherwise (deletes: 204). */
  readonly answer?: Answer<T>;
  /** One line for docs and logs. */
  readonly summary: string;
}

/** Identity function that keeps the literal types of a route declaration. */
export function defineRoute<
  P extends z.core.$ZodType,
  Q extends z.core.$ZodType,
  B extends z.core.$ZodType,
  const A extends Access,
  T = unknown,
>(def: RouteDef<P, Q, B, A, T>): RouteDef<P, Q, B, A, T> {
  return def;
}

type Infer<T> = T extends z.core.$ZodType ? z.output<T> : undefined;
/** A schema the route left out infers as the bare ZodType: nothing to send. */
type InferInput<T> = T extends z.core.$ZodType ? (z.core.$ZodType extends T ? undefined : z.input<T>) : undefined;
/** What the handler receives, validated. */
export type ParamsOf<R> = R extends RouteDef<infer P, z.core.$ZodType, z.core.$ZodType, Access, unknown> ? Infer<P> : never;
export type QueryOf<R> = R extends RouteDef<z.core.$ZodType, infer Q, z.core.$ZodType, Access, unknown> ? Infer<Q> : never;
export type BodyOf<R> = R extends RouteDef<z.core.$ZodType, z.core.$ZodType, infer B, Access, unknown> ? Infer<B> : never;
/** What a client sends, before validation (defaults still optional). */
export type QueryInputOf<R> =
  R extends RouteDef<z.core.$ZodType, infer Q, z.core.$ZodType, Access, unknown> ? InferInput<Q> : never;
export type BodyInputOf<R> =
  R extends RouteDef<z.core.$ZodType, z.core.$ZodType, infer B, Access, unknown> ? InferInput<B> : never;
export type AnswerOf<R> = R extends { readonly answer?: Answer<infer T> } ? T : unknown;
export type IsPublic<R> =
  R extends RouteDef<z.core.$ZodType, z.core.$ZodType, z.core.$ZodType, infer A, unknown>
    ? A extends { public: true }
      ? true
      : false
    : false;

/** `{id}` and `{text}` of '/api/parties/search/{text}/{id}' as a union of names. */
type PathParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | PathParamNames<Rest> : never;
/** The path parameters a client fills in, from a literal path template alone (any schema library). */
export type PathParamsOf<Path extends string> = [PathParamNames<Path>] extends [never]
  ? undefined
  : Record<PathParamNames<Path>, string | number>;
