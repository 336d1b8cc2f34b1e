/**
 * Where `/` sends a user (spec §2 "Home"): role 2 → internal; role 29 with type 1 → pharmacy,
 * with type 2 → laboratory. No role at all: contact the provider. Several homes: choose a view.
 * Roles but no home: errors.roles.
 */
import { accessArea } from '../../../../shared/areas/access';
import { GUEST_TYPE } from '../../../../shared/roles/catalogue';
import type { HomeId } from '../../config/paths';
import { may, roleIds } from '../../lib/auth/roles';
import type { User } from '../../lib/auth/types';

export type HomeChoice =
  { kind: 'redirect'; home: HomeId } | { kind: 'choose'; homes: HomeId[] } | { kind: 'no-roles' } | { kind: 'unknown' };

export function homeFor(user: Pick<User, 'roles' | 'type_id'>): HomeChoice {
  const ids = roleIds(user);
  if (ids.length === 0) return { kind: 'no-roles' };
  const homes: HomeId[] = [];
  if (may(user, accessArea.access.internal)) homes.push('internal');
  if (may(user, accessArea.access.guest) && user.type_id === GUEST_TYPE.pharmacy) homes.push('pharmacy');
  if (may(user, accessArea.access.guest) && user.type_id === GUEST_TYPE.laboratory) homes.push('laboratory');
  if (homes.length === 1) return { kind: 'redirect', home: homes[0]! };
  if (homes.length > 1) return { kind: 'choose', homes };
  return { kind: 'unknown' };
}
