/** Form rules of the access-control screens (spec §5), pure so they are unit-tested. */
import { check, email, issues, required, type FieldIssue, type Issues } from '../../components/validation';

const ROLES_REQUIRED: FieldIssue = { key: 'acl.roles.required' };

/** Internal user add: a user choice is required, and at least one role (none would leave it pending). */
export function addUserIssues(v: { userId: number | null; roles: readonly number[] }): Issues<'user' | 'roles'> {
  return issues({
    user: v.userId === null ? { key: 'validation.required' } : null,
    roles: v.roles.length === 0 ? ROLES_REQUIRED : null,
  });
}

export interface GuestFormValues {
  name: string;
  email: string;
  type_id: 1 | 2 | null;
  party_id: number | null;
  roles: number[];
  locale: 'ca' | 'es';
}

/** Guest forms (internal side): name required; e-mail required and valid; party and type required. */
export function guestIssues(v: GuestFormValues): Issues<'name' | 'email' | 'type_id' | 'party_id'> {
  return issues({
    name: check(v.name, required),
    email: check(v.email, required, email),
    type_id: v.type_id === null ? { key: 'validation.required' } : null,
    party_id: v.party_id === null ? { key: 'validation.required' } : null,
  });
}

/** Pharmacy self-service form: name required; e-mail required and valid (party and type are the administrator's). */
export function ownUserIssues(v: { name: string; email: string }): Issues<'name' | 'email'> {
  return issues({ name: check(v.name, required), email: check(v.email, required, email) });
}
