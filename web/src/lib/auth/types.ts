/** The signed-in account as GET /api/user answers it (spec §3 "User"). */
export interface UserRole {
  id: number;
  name: string;
  parent_id: number | null;
}

export interface PartyEmployee {
  party_obj: { name: string; phone: string | null; email: string | null };
}

export interface Party {
  id: number;
  code: string;
  name: string;
  phone: string | null;
  kind?: string;
  employees?: PartyEmployee[];
}

export interface User {
  id: number;
  login: string;
  name: string;
  email: string | null;
  model: 'user' | 'guest';
  type_id: 1 | 2 | null;
  locale?: string;
  roles: UserRole[];
  party: Party | null;
  settings: { id: number; value: unknown }[];
  impersonated_by?: { accountId: number; login: string } | null;
}
