/**
 * How an area is declared once: its Lambda groups and who reaches what. A manifest is zod-free and
 * names roles by their catalogue key (never by id), so the route table, the web's screens, the CDK
 * stack, the local gateway and the authorization matrices all read the same declaration.
 */
import type { Access } from '../access';
import { roleId, type RoleKey } from '../roles/catalogue';

/** One Lambda: the routes of `shared/api/routes/<group>.ts` and what the function needs. */
export interface LambdaGroup {
  /** Memory in MB when the default is not enough (big files held in memory; Lambda's CPU grows with it). */
  readonly memoryMb?: number;
  /** Sends mail through SES. */
  readonly mail?: true;
  /** Manages the Cognito accounts (create, disable, reset). */
  readonly accounts?: true;
  /** The workflows (infra/workflows/<name>.asl.json) it starts. */
  readonly starts?: readonly string[];
}

export interface AreaManifest<G extends string = string, A extends string = string, P extends string = string> {
  /** Short name: dashboards, matrices and logs use it. */
  readonly name: string;
  /** The operator's title (dashboards). */
  readonly title: string;
  /** Its Lambdas, each with the route file of the same name. */
  readonly groups: { readonly [K in G]: LambdaGroup };
  /** Who reaches each of its screens and routes. */
  readonly access: { readonly [K in A]: Access };
  /** Metric namespaces its dashboard shows (functions/lib/observability/metrics.ts). */
  readonly metrics?: readonly string[];
  /**
   * The README's demo personas (logins, infra/local/seed/personas.ts) its authorization matrix names:
   * every one its routes let through somewhere. The matrix calls every route as every README persona;
   * those not listed here must be refused by all of the area's role-gated routes.
   */
  readonly personas: readonly P[];
}

/** Keeps the literal group, rule and persona names of a manifest. */
export function defineArea<const G extends string, const A extends string, const P extends string>(
  area: AreaManifest<G, A, P>,
): AreaManifest<G, A, P> {
  return area;
}

/** The caller holds at least one of these roles (the spec's "roles 3 or 4"). */
export const anyOf = (...keys: RoleKey[]): { readonly anyOf: readonly number[] } => ({ anyOf: keys.map(roleId) });
/** The caller holds every one of these roles (the spec's "roles 29 and 54"). */
export const allOf = (...keys: RoleKey[]): { readonly allOf: readonly number[] } => ({ allOf: keys.map(roleId) });
/** Either rule's role ids: what a tile lists (it shows when the user holds any of them). */
export const rolesOf = (access: Access): readonly number[] =>
  'anyOf' in access ? access.anyOf : 'allOf' in access ? access.allOf : [];
/** The union of several anyOf rules: an area's home opens to whoever reaches one of its screens. */
export const anyOfRules = (...rules: Access[]): { readonly anyOf: readonly number[] } => ({
  anyOf: [...new Set(rules.flatMap(rolesOf))],
});
