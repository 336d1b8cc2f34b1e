import type { User } from './types';

export function roleIds(user: Pick<User, 'roles'> | null | undefined): number[] {
  return user?.roles.map((r) => r.id) ?? [];
}

/** A route listing several roles needs all of them (spec §4). */
export function hasAllRoles(user: Pick<User, 'roles'> | null | undefined, required: readonly number[]): boolean {
  const ids = roleIds(user);
  return required.every((r) => ids.includes(r));
}

/** Links and tiles show when the user holds at least one of the listed roles (spec §6). */
export function hasAnyRole(user: Pick<User, 'roles'> | null | undefined, listed: readonly number[]): boolean {
  if (listed.length === 0) return true;
  const ids = roleIds(user);
  return listed.some((r) => ids.includes(r));
}
