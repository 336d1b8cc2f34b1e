/**
 * A synthetic big table shaped like the ticket list (spec: ticketing §2, default sort updated_at
 * descending, default filter "assigned to me"), used by `npm run bench:tables` and the indexed
 * datatable's integration test until the ticketing area brings the real one. It is written and read
 * the way a real big table must be: an entity (dynamodb-toolbox, the table's key strings) with a
 * compact `row` for the list index (gsi4), key ranges for the indexed filters, counters for the totals.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import * as z from 'zod/mini';
import type { DatatableAnswer } from '../../shared/api/datatable';
import { datatableQuery } from '../../shared/api/datatable-query';
import { answer, defineRoute, SIGNED_IN } from '../../shared/api/route';
import { edbIndexKeys, edbKey, toolboxTable } from '../../functions/lib/data/toolbox';
import { keyQueryInput, transactPut, type TransactPut } from '../../functions/lib/data/raw-params';
import { once } from '../../shared/once';
import { random } from '../../infra/local/seed/random';
import { DESCRIPTION_WORDS, RARE_WORD } from '../../infra/local/seed/ticketing-volume';
import { contains } from '../../functions/lib/datatable/compare';
import { countDeltas, readCount } from '../../functions/lib/datatable/counts';
import { defineDatatable, type IndexRange } from '../../functions/lib/datatable/define';

export const TABLE = 'bench-tickets';

/** What the list shows and filters on: the compact row, the only attribute gsi4 keeps. */
export interface TicketRow {
  id: number;
  updated_at: string;
  created_at: string;
  status: number;
  channel: number;
  assigned: number;
  party: string;
  description: string;
}

const SORT = '$benchticket_1';

/** The entity is module-private: callers get raw params (see functions/lib/data/entities/warehouse-send.ts). */
const BenchTicket = once(
  () =>
    new Entity({
      name: 'benchTicket',
      table: toolboxTable(),
      schema: item({
        ticketId: number().key(),
        updatedAt: string(),
        createdAt: string(),
        status: number(),
        assignedUserId: number(),
        row: any(),
        // The table's schema-version marker (toolbox.ts): the items stay as this bench wrote them before.
        __edb_v__: string().const('1').hidden(),
        ...edbIndexKeys(1, 2, 3, 4),
      }),
      timestamps: false,
      computeKey: ({ ticketId }) => ({ pk: edbKey('$portal', [['ticketid', ticketId]]), sk: SORT }),
    }),
);

const sortKey = (pairs: [string, string | number][]) => edbKey(SORT, pairs);

/** The Put of a ticket row with every index's keys (the table's key strings). */
export function benchTicketPut(row: TicketRow): TransactPut {
  const byUpdated = sortKey([
    ['updatedat', row.updated_at],
    ['ticketid', row.id],
  ]);
  const byCreated = sortKey([
    ['createdat', row.created_at],
    ['ticketid', row.id],
  ]);
  const item = {
    ticketId: row.id,
    updatedAt: row.updated_at,
    createdAt: row.created_at,
    status: row.status,
    assignedUserId: row.assigned,
    row,
    gsi1pk: edbKey('$portal', [['assigneduserid', row.assigned]]),
    gsi1sk: byUpdated,
    gsi2pk: edbKey('$portal', [['status', row.status]]),
    gsi2sk: byCreated,
    gsi3pk: edbKey('$portal', []),
    gsi3sk: byCreated,
    gsi4pk: edbKey('$portal', []),
    gsi4sk: byUpdated,
  };
  return transactPut(new PutItemCommand(BenchTicket(), item).params());
}

/** The counters a ticket moves: all, its status, its assignee (the filters the screen uses alone). */
export const countedKeys = (row: TicketRow) => ['all', `status#${row.status}`, `assigned#${row.assigned}`];
export const createDeltas = (row: TicketRow) => countDeltas(null, countedKeys(row));

export const ticketsRoute = defineRoute({
  method: 'GET',
  path: '/api/bench/tickets/datatable',
  access: SIGNED_IN,
  query: datatableQuery(
    {
      text: z.string().check(z.trim(), z.maxLength(100)),
      status: z.coerce.number().check(z.int(), z.gte(1), z.lte(9)),
      channel: z.coerce.number().check(z.int(), z.gte(1), z.lte(9)),
      assigned: z.coerce.number().check(z.int(), z.positive()),
    },
    ['updated_at', 'created_at'],
  ),
  answer: answer<DatatableAnswer<TicketRow>>(),
  summary: 'Synthetic ticket list (benchmark)',
});

const row = (item: Record<string, unknown>) => item.row as TicketRow;
const range = (label: string, query: IndexRange<TicketRow>['query'], extra: Partial<IndexRange<TicketRow>> = {}) => ({
  label,
  query,
  row,
  ...extra,
});

/** Every ticket by last update: the compact list index, so deep pages and text search read little. */
const UPDATED = `${SORT}#updatedat_`;
const CREATED = `${SORT}#createdat_`;
const byUpdated = () =>
  range(
    'gsi4 list by updated_at',
    keyQueryInput({ index: 'gsi4', partition: edbKey('$portal', []), range: { beginsWith: UPDATED } }),
    {
      defaultDesc: true,
    },
  );

/** The table; `options` lets a test build a variant (a small walk limit). */
export const ticketsTableWith = (options: { walkLimit?: number } = {}) =>
  defineDatatable(ticketsRoute).indexed<TicketRow>({
    ...options,
    sorts: {
      default: byUpdated,
      updated_at: byUpdated,
      created_at: () =>
        range(
          'gsi3 by created_at',
          keyQueryInput({ index: 'gsi3', partition: edbKey('$portal', []), range: { beginsWith: CREATED } }),
        ),
    },
    narrow: [
      // "Assigned to me", newest update first: the screen's default filter.
      (q) =>
        q.search.assigned && (q.sort_by ?? 'updated_at') === 'updated_at'
          ? range(
              'gsi1 assigned, by updated_at',
              keyQueryInput({
                index: 'gsi1',
                partition: edbKey('$portal', [['assigneduserid', q.search.assigned]]),
                range: { beginsWith: UPDATED },
              }),
              {
                defaultDesc: true,
                covers: ['assigned'],
              },
            )
          : undefined,
      (q) =>
        q.search.status && q.sort_by === 'created_at'
          ? range(
              'gsi2 status, by created_at',
              keyQueryInput({
                index: 'gsi2',
                partition: edbKey('$portal', [['status', q.search.status]]),
                range: { beginsWith: CREATED },
              }),
              {
                covers: ['status'],
              },
            )
          : undefined,
    ],
    filters: {
      text: (r, v) => contains(r.description, v) || contains(r.party, v) || String(r.id) === v,
      status: (r, v) => r.status === v,
      channel: (r, v) => r.channel === v,
      assigned: (r, v) => r.assigned === v,
    },
    async count(q) {
      const active = Object.entries(q.search).filter(([, v]) => v !== undefined && v !== '');
      if (active.length === 0) return readCount(TABLE, 'all');
      if (active.length === 1 && (active[0]![0] === 'status' || active[0]![0] === 'assigned'))
        return readCount(TABLE, `${active[0]![0]}#${String(active[0]![1])}`);
      return null;
    },
  });

export const ticketsTable = ticketsTableWith();

/** `n` tickets over two years, deterministic: 40 assignees, 5 statuses, 6 channels, 2,000 parties. */
export function* syntheticTickets(n: number, seed = 7): Generator<TicketRow> {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const start = Date.parse('2024-11-01T08:00:00Z');
  const span = 2 * 365 * 86_400_000;
  for (let id = 1; id <= n; id++) {
    const created = start + Math.floor((id / n) * span);
    const updated = created + Math.floor(rnd() * 30 * 86_400_000);
    const words = Array.from({ length: 6 + Math.floor(rnd() * 8) }, () => pick(DESCRIPTION_WORDS));
    if (rnd() < 0.01) words.splice(2, 0, RARE_WORD);
    yield {
      id,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(updated).toISOString(),
      status: 1 + Math.floor(rnd() ** 2 * 5),
      channel: 1 + Math.floor(rnd() * 6),
      assigned: 1 + Math.floor(rnd() * 40),
      party: `FARMÀCIA ${String(1 + Math.floor(rnd() * 2000)).padStart(4, '0')}`,
      description: words.join(' ').toUpperCase(),
    };
  }
}
