/**
 * The call log (spec §2) as an indexed datatable: every call newest first on gsi4 (compact rows),
 * narrowed to a key range by the date filter, or to one number's calls (gsi1) when a whole number
 * is typed. Other filters are checked on the rows read; totals from the counters (all, per language).
 */
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod/mini';
import type { Access, RouteDef } from '../../../shared/api/route';
import { phoneDigits, toE164 } from '../../../shared/ticketing/phone';
import { matchesWords, searchable } from '../../../shared/ticketing/rules';
import type { callListQuery } from '../../../shared/ticketing/search';
import { callsByCreatedQuery, callsCreatedBetweenQuery, callsInLangQuery, callsOfNumberQuery } from '../data/entities/call';
import { readCount } from '../datatable/counts';
import { defineDatatable, isBlank, type IndexRange } from '../datatable/define';
import type { StoredCallRow } from './calls';
import { CALLS_TABLE } from './counters';
import { TICKETING_WALK_LIMIT } from './ticket-table';
import { createdWithinDays, madridDayEnd, madridDayStart } from './madrid';

type ListRoute = RouteDef<z.core.$ZodType, typeof callListQuery, z.core.$ZodType, Access, unknown>;
const route = undefined as unknown as ListRoute;

const row = (item: Record<string, unknown>) => item.row as StoredCallRow;
const range = (label: string, query: unknown, extra: Partial<IndexRange<StoredCallRow>> = {}): IndexRange<StoredCallRow> => ({
  label,
  query: query as QueryCommandInput,
  row,
  defaultDesc: true,
  ...extra,
});

const byCreated = () => range('gsi4 calls by created_at', callsByCreatedQuery());

export const callTable = defineDatatable(route).indexed<StoredCallRow>({
  sorts: { default: byCreated, created_at: byCreated },
  narrow: [
    (q) =>
      q.search.lang && !q.search.date_from && !q.search.date_to
        ? range('gsi3 calls in a language by created_at', callsInLangQuery(q.search.lang), {
            covers: ['lang'],
          })
        : undefined,
    (q) => {
      const e164 = q.search.number ? toE164(q.search.number) : null;
      return e164 ? range('gsi1 calls of a number', callsOfNumberQuery(e164), { covers: ['number'] }) : undefined;
    },
    (q) => {
      const within = createdWithinDays({ between: (a, b) => callsCreatedBetweenQuery(a.createdAt, b.createdAt) }, q.search);
      if (!within) return undefined;
      return range('gsi4 calls created between', within, { covers: ['date_from', 'date_to'] });
    },
  ],
  filters: {
    date_from: (r, v) => r.created_at >= madridDayStart(v),
    date_to: (r, v) => r.created_at < madridDayEnd(v),
    number: (r, v) => {
      const digits = phoneDigits(v);
      return digits !== '' && r.digits.includes(digits);
    },
    party: (r, v) => matchesWords(searchable(r.party_name ?? ''), v),
    code: (r, v) => searchable(r.party_code ?? '').includes(searchable(v)),
    lang: (r, v) => r.lang === v,
  },
  walkLimit: TICKETING_WALK_LIMIT,
  async count(q) {
    const active = Object.entries(q.search).filter(([, v]) => !isBlank(v));
    if (active.length === 0) return readCount(CALLS_TABLE, 'all');
    if (active.length === 1 && active[0]![0] === 'lang') return readCount(CALLS_TABLE, `lang#${String(active[0]![1])}`);
    return null;
  },
});
