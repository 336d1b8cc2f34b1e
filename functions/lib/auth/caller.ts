/**
 * The authenticated caller as handlers see it. The authorizer builds it from the token and the
 * account record and passes it, serialised, in the authorizer context. (Plain types, no zod: the
 * authorizer runs on every cold request and stays lean; the value comes from our own authorizer.)
 */
export interface Caller {
  accountId: number;
  login: string;
  model: 'user' | 'guest';
  typeId: 1 | 2 | null;
  partyId: number | null;
  roleIds: number[];
  /** Set when the token was issued for an impersonation: the account really acting. */
  actor: { accountId: number; login: string } | null;
}

export const CALLER_CONTEXT_KEY = 'caller';

export function hasRole(caller: Caller, roleId: number): boolean {
  return caller.roleIds.includes(roleId);
}
