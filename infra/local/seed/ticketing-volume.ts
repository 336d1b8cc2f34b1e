/**
 * Tickets and calls at the sizes the business has (about 100,000 tickets and 200,000 calls), for
 * `npm run seed:volume` and `npm run bench:tables`: deterministic, written in bulk with the real
 * entities (ticket, its listing item, call, call key), the counters added once for the whole load.
 * About 1% of descriptions carry RARE_WORD (with its accent), which the benchmark searches without it.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { searchable, upperCased } from '../../../shared/ticketing/rules';
import { dynamo } from '../../../functions/lib/aws';
import { writeItems } from '../../../functions/lib/data/batch';
import { ensureCounterAtLeast } from '../../../functions/lib/data/counters';
import { callKeyPut, callPut, type CallItem } from '../../../functions/lib/data/entities/call';
import { ticketPut } from '../../../functions/lib/data/entities/ticket';
import { ticketListingOf, ticketListingPut } from '../../../functions/lib/data/entities/ticket-listing';
import { countChange } from '../../../functions/lib/datatable/counts';
import type { StoredCallRow } from '../../../functions/lib/ticketing/calls';
import { callCountKeys, CALLS_TABLE, ticketCountKeys, TICKETS_TABLE } from '../../../functions/lib/ticketing/counters';
import { rowOf, type RowParty, type TicketItem } from '../../../functions/lib/ticketing/rows';
import { toE164 } from '../../../shared/ticketing/phone';
import { random } from './random';

export const RARE_WORD = 'termolàbil';

/** The words of synthetic ticket descriptions (Catalan and Spanish), also the table benchmark's. */
export const DESCRIPTION_WORDS = (
  'comanda entrega retard factura abonament devolució albarà lot caducitat transport farmàcia laboratori ' +
  'client trucada incidència preu descompte promoció catàleg estoc magatzem ruta repartidor caixa unitat ' +
  'pedido entrega retraso factura abono devolución albarán caducidad transporte cliente llamada incidencia ' +
  'precio descuento catálogo almacén reparto urgent pendent revisar confirmar anul·lar modificar reclamar'
).split(' ');

export interface VolumeParty extends RowParty {
  phone?: string | null;
}

export interface TicketVolumeShape {
  tickets: number;
  calls: number;
  /** Ids start above this, so the volume lives beside the demo data. */
  idOffset: number;
  users: number[];
  parties: VolumeParty[];
  seed?: number;
  today?: Date;
}

/** Synthetic parties when the table has none (the benchmark's empty table). */
export const syntheticParties = (n: number): VolumeParty[] =>
  Array.from({ length: n }, (_, i) => ({
    id: 500_000 + i,
    code: `S${String(i).padStart(5, '0')}`,
    name: `FARMÀCIA ${String(i).padStart(4, '0')}`,
    phone: `93${String(1_000_000 + i).padStart(7, '0')}`,
  }));

export function* volumeTickets(shape: TicketVolumeShape): Generator<TicketItem> {
  const rnd = random(shape.seed ?? 11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const end = (shape.today ?? new Date()).getTime();
  const span = 2 * 365 * 86_400_000;
  for (let i = 1; i <= shape.tickets; i++) {
    const created = end - span + Math.floor((i / shape.tickets) * span) - 40 * 86_400_000;
    const updated = created + Math.floor(rnd() * 30 * 86_400_000);
    const words = Array.from({ length: 6 + Math.floor(rnd() * 8) }, () => pick(DESCRIPTION_WORDS));
    if (rnd() < 0.01) words.splice(2, 0, RARE_WORD);
    const party = rnd() < 0.9 ? pick(shape.parties) : null;
    const status = 1 + Math.floor(rnd() ** 2 * 6);
    const base = {
      ticketId: shape.idOffset + i,
      channelId: 1 + Math.floor(rnd() * 5),
      partyId: party?.id,
      partyName: party ? undefined : `FARMÀCIA PARTICULAR ${i % 500}`,
      typeId: 1 + Math.floor(rnd() * 6),
      description: upperCased(words.join(' ')),
      resolution: status >= 5 ? upperCased(`${pick(DESCRIPTION_WORDS)} ${pick(DESCRIPTION_WORDS)} resolt`) : undefined,
      createdById: pick(shape.users),
      assignedUserId: pick(shape.users),
      statusId: status,
      unread: rnd() < 0.1,
      version: 1,
      commentSeq: 0,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
      updatedById: pick(shape.users),
      commentText: rnd() < 0.2 ? searchable(`${pick(DESCRIPTION_WORDS)} ${pick(DESCRIPTION_WORDS)}`) : '',
    };
    yield { ...base, row: rowOf(base as TicketItem, party) } as TicketItem;
  }
}

export function* volumeCalls(shape: TicketVolumeShape): Generator<{ callId: number; item: Record<string, unknown> }> {
  const rnd = random((shape.seed ?? 11) + 1);
  const end = (shape.today ?? new Date()).getTime();
  const span = 365 * 86_400_000;
  const withPhone = shape.parties.filter((p) => toE164(p.phone));
  for (let i = 1; i <= shape.calls; i++) {
    const callId = shape.idOffset + i;
    const known = rnd() < 0.8 && withPhone.length ? withPhone[Math.floor(rnd() * withPhone.length)]! : null;
    const number = known?.phone ?? `6${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`;
    const e164 = toE164(number);
    const createdAt = new Date(end - span + Math.floor((i / shape.calls) * span)).toISOString();
    const lang = rnd() < 0.7 ? ('ca' as const) : ('es' as const);
    const row: StoredCallRow = {
      id: callId,
      created_at: createdAt,
      number,
      e164,
      digits: (e164 ?? number).replace(/\D/g, '').replace(/^34(?=[6-9]\d{8}$)/, ''),
      party_id: known?.id ?? null,
      party_code: known?.code ?? null,
      party_name: known?.name ?? null,
      lang,
    };
    yield {
      callId,
      item: {
        callId,
        switchboardId: `volume-${callId}`,
        createdAt,
        number,
        numberE164: e164 ?? undefined,
        partyId: known?.id,
        lang,
        row,
      },
    };
  }
}

export type Put = { PutRequest: { Item: Record<string, unknown> } };

export const putOf = (params: { Item?: Record<string, unknown> }): Put => ({ PutRequest: { Item: params.Item! } });

/** Adds counter deltas once (the load bypasses the per-row transactions). */
export async function addCounts(table: string, counts: Record<string, number>) {
  const entries = Object.entries(counts);
  for (let i = 0; i < entries.length; i += 50) {
    const update = countChange(table, Object.fromEntries(entries.slice(i, i + 50))).Update!;
    await dynamo().send(new UpdateCommand(update as ConstructorParameters<typeof UpdateCommand>[0]));
  }
}

/** Writes the tickets and calls; answers the seconds each took. `concurrency` batches in flight. */
export async function loadTicketVolume(
  shape: TicketVolumeShape,
  { concurrency = 8, log = (_: string) => {} } = {},
): Promise<{ ticketSeconds: number; callSeconds: number }> {
  const flushAll = async (chunks: Put[][]) => {
    await Promise.all(chunks.map((c) => writeItems(c)));
  };
  const run = async (source: Iterable<Put[]>, label: string) => {
    const started = performance.now();
    let pending: Put[][] = [];
    let n = 0;
    for (const puts of source) {
      pending.push(puts);
      n += 1;
      if (pending.length === concurrency) {
        await flushAll(pending);
        pending = [];
      }
      if (n % 200 === 0) log(`  ${label}: ${(n * 500).toLocaleString('en')}…`);
    }
    await flushAll(pending);
    return (performance.now() - started) / 1000;
  };

  const ticketCounts: Record<string, number> = {};
  function* ticketPuts(): Generator<Put[]> {
    let batch: Put[] = [];
    for (const t of volumeTickets(shape)) {
      for (const k of ticketCountKeys(t)) ticketCounts[k] = (ticketCounts[k] ?? 0) + 1;
      batch.push(putOf(ticketPut(t)));
      batch.push(putOf(ticketListingPut(ticketListingOf(t))));
      if (batch.length >= 500) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }
  const ticketSeconds = await run(ticketPuts(), 'tickets');
  await addCounts(TICKETS_TABLE, ticketCounts);
  await ensureCounterAtLeast('ticket', shape.idOffset + shape.tickets);

  const callCounts: Record<string, number> = {};
  function* callPuts(): Generator<Put[]> {
    let batch: Put[] = [];
    for (const { callId, item } of volumeCalls(shape)) {
      for (const k of callCountKeys(item as { lang: string })) callCounts[k] = (callCounts[k] ?? 0) + 1;
      batch.push(putOf(callPut(item as unknown as CallItem)));
      batch.push(putOf(callKeyPut({ switchboardId: item.switchboardId as string, callId })));
      if (batch.length >= 500) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }
  const callSeconds = await run(callPuts(), 'calls');
  await addCounts(CALLS_TABLE, callCounts);
  await ensureCounterAtLeast('call', shape.idOffset + shape.calls);
  return { ticketSeconds, callSeconds };
}
