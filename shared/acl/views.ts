/**
 * Accounts, roles and parties as the API answers them (docs/api/acl.md): built by
 * functions/lib/acl/views.ts and role-rules.ts, read by the SPA's access-control screens.
 */
import type { Locale } from '../i18n/locale';
import type { GuestTypeId } from '../roles/catalogue';

/** Sort keys of the guests table (route acl.guests.datatable). */
export const GUEST_SORTS = ['id', 'login', 'name', 'email', 'code', 'party', 'type'] as const;
export type GuestSort = (typeof GUEST_SORTS)[number];

/** A role as account lists show it (base roles left out). */
export interface RoleRef {
  id: number;
  /** In the caller's language. */
  name: string;
  parent_id: number | null;
}

/** A role of the catalogue, with its names in both languages. */
export interface RoleItem extends RoleRef {
  key: string;
  name_ca: string;
  name_es: string;
  guest_type_id: GuestTypeId | null;
}

/** A role with its subtree, as the selection trees show it. */
export interface RoleNode extends RoleItem {
  children: RoleNode[];
}

export type PartyKind = 'pharmacy' | 'laboratory' | 'platform';

export interface PartyRef {
  id: number;
  code: string;
  name: string;
}

export interface PartySummary extends PartyRef {
  kind: PartyKind;
}

/** An internal user (account of model "user"). */
export interface UserRow {
  id: number;
  login: string;
  name: string;
  email: string;
  model: 'user' | 'guest';
  roles: RoleRef[];
  role_ids: number[];
  created_at: string | null;
  updated_at: string | null;
}

/** The spec's Guest. Accounts migrated from the old portal may lack a party or a type. */
export interface GuestRow {
  id: number;
  login: string;
  name: string;
  email: string;
  locale: Locale;
  party_id: number | null;
  party: PartyRef | null;
  type_id: GuestTypeId | null;
  roles: RoleRef[];
  role_ids: number[];
  created_at: string | null;
  updated_at: string | null;
}

/** A party as the signed-in account carries it: its first employee is the business manager. */
export interface PartyDetail extends PartySummary {
  phone: string | null;
  employees: { party_obj: { name: string; phone: string | null; email: string | null } }[];
}

/** The real actor behind an impersonated session. */
export interface ImpersonatedBy {
  accountId: number;
  login: string;
}

/** The spec's User: the signed-in account as GET /api/user answers it (§3 "User"). */
export interface SessionUser {
  id: number;
  login: string;
  name: string;
  email: string;
  model: 'user' | 'guest';
  type_id: GuestTypeId | null;
  locale: Locale;
  roles: RoleRef[];
  party: PartyDetail | null;
  settings: { id: number; value: unknown }[];
  impersonated_by?: ImpersonatedBy | null;
}

/** An API-signed token (impersonation, partner sign-in) and the account it signs in as. */
export interface TokenSession {
  token: string;
  expires_in: number;
  user: SessionUser;
}

export interface AuditRecord {
  id: string;
  at: string;
  action: string;
  actor: { id: number; login: string; name: string | null };
  target: { id: number; login: string; name: string | null; model: string | null };
  source_ip: string | null;
  token_expires_at: string | null;
}
