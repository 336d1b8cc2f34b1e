/**
 * The three ticketing lookups (channels, types, status): small lists in one partition each, read
 * whole. A lookup a ticket uses cannot be deleted: the ticket counters (`channel#5`, `type#2`,
 * `status#3`) say whether any ticket holds it, so the check reads one item.
 */
import type { TicketLookup } from '../../../shared/ticketing/views';
import { ensureCounterAtLeast, nextId } from '../data/counters';
import { deleteTicketingChannel, listTicketingChannels, putTicketingChannel } from '../data/entities/ticketing-channel';
import { deleteTicketingStatus, listTicketingStatuses, putTicketingStatus } from '../data/entities/ticketing-status';
import { deleteTicketingType, listTicketingTypes, putTicketingType } from '../data/entities/ticketing-type';
import { readCount } from '../datatable/counts';
import { HttpError, notFound } from '../http/errors';
import { TICKETS_TABLE } from './counters';

export type LookupKind = 'channels' | 'types' | 'status';

interface Stored {
  id: number;
  nameCa: string;
  nameEs: string;
}

/** The entity behind each kind, reduced to what the routes need (each keeps its own id attribute). */
const stores = {
  channels: {
    counter: 'channel',
    async list(): Promise<Stored[]> {
      return (await listTicketingChannels()).map((d) => ({ id: d.channelId, nameCa: d.nameCa, nameEs: d.nameEs }));
    },
    put: (s: Stored) => putTicketingChannel({ channelId: s.id, nameCa: s.nameCa, nameEs: s.nameEs }),
    remove: deleteTicketingChannel,
  },
  types: {
    counter: 'type',
    async list(): Promise<Stored[]> {
      return (await listTicketingTypes()).map((d) => ({ id: d.typeId, nameCa: d.nameCa, nameEs: d.nameEs }));
    },
    put: (s: Stored) => putTicketingType({ typeId: s.id, nameCa: s.nameCa, nameEs: s.nameEs }),
    remove: deleteTicketingType,
  },
  status: {
    counter: 'status',
    async list(): Promise<Stored[]> {
      return (await listTicketingStatuses()).map((d) => ({ id: d.statusId, nameCa: d.nameCa, nameEs: d.nameEs }));
    },
    put: (s: Stored) => putTicketingStatus({ statusId: s.id, nameCa: s.nameCa, nameEs: s.nameEs }),
    remove: deleteTicketingStatus,
  },
} as const;

const view = (s: Stored): TicketLookup => ({ id: s.id, name_ca: s.nameCa, name_es: s.nameEs });

export async function listLookups(kind: LookupKind): Promise<TicketLookup[]> {
  return (await stores[kind].list()).sort((a, b) => a.id - b.id).map(view);
}

/** Every lookup by id, for resolving ticket rows. */
export interface LookupMaps {
  channels: Map<number, TicketLookup>;
  types: Map<number, TicketLookup>;
  status: Map<number, TicketLookup>;
}

export async function lookupMaps(): Promise<LookupMaps> {
  const [channels, types, status] = await Promise.all([listLookups('channels'), listLookups('types'), listLookups('status')]);
  const byId = (list: TicketLookup[]) => new Map(list.map((l) => [l.id, l]));
  return { channels: byId(channels), types: byId(types), status: byId(status) };
}

/** A lookup that is gone still shows its id rather than breaking the row. */
export const lookupOf = (map: Map<number, TicketLookup>, id: number): TicketLookup =>
  map.get(id) ?? { id, name_ca: `#${id}`, name_es: `#${id}` };

export async function createLookup(kind: LookupKind, body: { name_ca: string; name_es: string }): Promise<TicketLookup> {
  const existing = await stores[kind].list();
  // The seeded ids are small; the counter starts past them.
  await ensureCounterAtLeast(`ticketing-${kind}`, Math.max(0, ...existing.map((e) => e.id)));
  const id = await nextId(`ticketing-${kind}`);
  const stored = { id, nameCa: body.name_ca, nameEs: body.name_es };
  await stores[kind].put(stored);
  return view(stored);
}

export async function updateLookup(kind: LookupKind, id: number, body: { name_ca: string; name_es: string }) {
  const existing = (await stores[kind].list()).find((e) => e.id === id);
  if (!existing) throw notFound();
  const stored = { id, nameCa: body.name_ca, nameEs: body.name_es };
  await stores[kind].put(stored);
  return view(stored);
}

export async function deleteLookup(kind: LookupKind, id: number): Promise<void> {
  const existing = (await stores[kind].list()).find((e) => e.id === id);
  if (!existing) throw notFound();
  if ((await readCount(TICKETS_TABLE, `${stores[kind].counter}#${id}`)) > 0) throw new HttpError(409, 'errors.lookup_in_use');
  await stores[kind].remove(id);
}
