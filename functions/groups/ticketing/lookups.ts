/** The lookup pages (channels, types, status): list, create, rename, delete when unused. */
import type { ticketingRoutes } from '../../../shared/api/routes/ticketing';
import { noContent, reply, type Request } from '../../lib/http/group-handler';
import { createLookup, deleteLookup, listLookups, updateLookup, type LookupKind } from '../../lib/ticketing/lookups';

type R = typeof ticketingRoutes;
type Kind = 'channels' | 'types' | 'status';

/** The four handlers of one lookup kind, under their route ids (`ticketing.<kind>.index`, …). */
export function lookupHandlers<K extends Kind>(kind: K & LookupKind) {
  const handlers = {
    index: async (_: Request<R[`ticketing.${K}.index`]>) => ({ data: await listLookups(kind) }),
    store: async ({ body }: Request<R[`ticketing.${K}.store`]>) => reply(201, { data: await createLookup(kind, body) }),
    update: async ({ params, body }: Request<R[`ticketing.${K}.update`]>) => ({
      data: await updateLookup(kind, params.id, body),
    }),
    delete: async ({ params }: Request<R[`ticketing.${K}.delete`]>) => {
      await deleteLookup(kind, params.id);
      return noContent();
    },
  };
  type Handlers = typeof handlers;
  return Object.fromEntries(Object.entries(handlers).map(([action, h]) => [`ticketing.${kind}.${action}`, h])) as {
    [A in keyof Handlers as `ticketing.${K}.${A}`]: Handlers[A];
  };
}
