/**
 * Who may reach a route or a screen: one vocabulary for the API's route table and the web's route
 * guard, so "the spec's roles 3 or 4" is written the same way on both sides.
 * - PUBLIC: no token needed.
 * - SIGNED_IN: any authenticated account.
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

export function isPublic(access: Access): access is { public: true } {
  return 'public' in access;
}

/** Whether a set of role ids satisfies an access rule (public and signedIn always do). */
export function rolesAllow(access: Access, roleIds: readonly number[]): boolean {
  if ('anyOf' in access) return access.anyOf.some((r) => roleIds.includes(r));
  if ('allOf' in access) return access.allOf.every((r) => roleIds.includes(r));
  return true;
}
