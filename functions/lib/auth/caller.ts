/**
 * The authenticated caller as handlers see it. The authorizer builds it from the token and the
 * account record and passes it, serialised, in the authorizer context.
 */
import * as z from 'zod';

export const callerSchema = z.object({
  accountId: z.number().int(),
  login: z.string(),
  model: z.enum(['user', 'guest']),
  typeId: z.union([z.literal(1), z.literal(2)]).nullable(),
  partyId: z.number().int().nullable(),
  roleIds: z.array(z.number().int()),
  /** Set when the token was issued for an impersonation: the account really acting. */
  actor: z.object({ accountId: z.number().int(), login: z.string() }).nullable(),
});

export type Caller = z.infer<typeof callerSchema>;

export const CALLER_CONTEXT_KEY = 'caller';

export function hasRole(caller: Caller, roleId: number): boolean {
  return caller.roleIds.includes(roleId);
}
