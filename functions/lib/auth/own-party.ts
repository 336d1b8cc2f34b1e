import { forbidden } from '../http/errors';
import type { Caller } from './caller';

/** The caller's own party: guests see only its data (an account without one sees nothing). */
export function ownPartyId(caller: Caller): number {
  if (!caller.partyId) throw forbidden();
  return caller.partyId;
}
