/** How accounts appear in the access-control lists (platform.md §3 User and Guest). */
import type { GuestRow, UserRow } from '../../../shared/acl/views';
import type { Locale } from '../../../shared/i18n/locale';
import type { GuestTypeId } from '../../../shared/roles/catalogue';
import type { AccountItem } from '../data/accounts';
import type { PartyItem } from '../data/parties';
import { visibleRoles } from './role-rules';

/** An internal user: id, login, name, email, roles (every role held, with names). */
export function userRow(a: AccountItem, locale: Locale): UserRow {
  return {
    id: a.accountId,
    login: a.login,
    name: a.name,
    email: a.email,
    model: a.model,
    roles: visibleRoles(a.roleIds, locale),
    role_ids: a.roleIds,
    created_at: a.createdAt ?? null,
    updated_at: a.updatedAt ?? null,
  };
}

/** The spec's Guest: id, name, email, party_id, party (code, name), type_id, roles (base roles hidden). */
export function guestRow(a: AccountItem, party: PartyItem | null | undefined, locale: Locale): GuestRow {
  return {
    id: a.accountId,
    login: a.login,
    name: a.name,
    email: a.email,
    locale: a.locale ?? 'ca',
    party_id: a.partyId ?? null,
    party: party ? { id: party.partyId, code: party.code, name: party.name } : null,
    type_id: (a.typeId as GuestTypeId | undefined) ?? null,
    roles: visibleRoles(a.roleIds, locale),
    role_ids: a.roleIds,
    created_at: a.createdAt ?? null,
    updated_at: a.updatedAt ?? null,
  };
}

export type { GuestRow, UserRow };
