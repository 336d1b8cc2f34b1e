import { rolesAllow, type Access } from '../../../../shared/access';
import type { User } from './types';

export function roleIds(user: Pick<User, 'roles'> | null | undefined): number[] {
  return user?.roles.map((r) => r.id) ?? [];
}

/** Whether the user passes an access rule of an area manifest (shared/areas): the API checks the same rule. */
export function may(user: Pick<User, 'roles'> | null | undefined, access: Access): boolean {
  return rolesAllow(access, roleIds(user));
}
