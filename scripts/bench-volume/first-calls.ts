/**
 * The first call of every route that reads a collection (collection-routes.ts), over HTTP, as the
 * internal admin (every internal role) or, for a guest's route the admin may not call, the demo
 * guest persona it is meant for. Default params as the screen sends them; path params taken from
 * what the routes answered before them (a ticket id from the ticket list, ...), or listed as skipped.
 */
import { rolesAllow } from '../../shared/access';
import type { RouteId } from '../../shared/api/call';
import { routes } from '../../shared/api/routes/index';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/demo-data';
import type { ApiClient, Answer } from './client';
import type { Classified } from './collection-routes';

/** API Gateway's limit, which the stand-in's gateway enforces. */
export const LIMIT_S = 29;
/** A first call slower than this is flagged. */
export const SLOW_S = 3;

export interface FirstCall {
  id: RouteId;
  kind: string;
  persona: string;
  status?: number;
  /** Rows in the answer, its recordsTotal (meta.total), or the file's size. */
  items?: string;
  seconds?: number;
  skipped?: string;
}

const ym = (d: Date) => d.toISOString().slice(0, 7);
const monthsFromNow = (n: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
};
const day = (d: Date) => d.toISOString().slice(0, 10);

const ADMIN = DEMO_ACCOUNTS.find((a) => a.persona === 'internal-admin')!;

/** Queries a route needs beyond its schema's defaults: what its screen sends first. */
const QUERIES: Partial<Record<RouteId, () => Record<string, unknown>>> = {
  // The laboratory's sales of the last 12 months (the volume feed's span).
  'guest-laboratory.statistics.export': () => ({ from: day(monthsFromNow(-11)), to: day(monthsFromNow(1)) }),
  'warehouse.pending_purchases': () => ({ date: ym(new Date()) }),
  // The screen's default range (§5): five months back to next month, excluded.
  'warehouse.pending_purchases.statistics': () => ({ from: ym(monthsFromNow(-5)), to: ym(monthsFromNow(1)) }),
  'working-time.export': () => ({ format: 'pdf' }),
  // No user: the whole staff.
  'working-time.admin.export': () => ({ format: 'pdf' }),
  'operations.import.mappings': () => ({ kind: 'sell_in_fede' }),
  'administration.catalog.show': () => ({ date: ym(new Date()) }),
  // The ticket list opens on the caller's tickets (web ticket-filters.ts), and exports what it shows.
  'ticketing.datatable': () => ({ search: { user_assigned: ADMIN.accountId } }),
  'ticketing.export': () => ({ search: { user_assigned: ADMIN.accountId } }),
};

type Answers = Map<RouteId, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- route answers, read defensively
const first = (answers: Answers, id: RouteId) => {
  const body = answers.get(id);
  const rows = Array.isArray(body?.data) ? body.data : undefined;
  return rows?.[0];
};

/** Path params (and queries) filled from earlier answers; undefined when nothing seeded provides them. */
const PARAMS: Partial<Record<RouteId, (a: Answers) => Record<string, unknown> | undefined>> = {
  'parties.search': () => ({ params: { text: 'FARM' } }),
  'intranet.path': (a) =>
    first(a, 'intranet.treeview')?.path ? { params: { path: first(a, 'intranet.treeview').path } } : undefined,
  'warehouse.distribution.products': (a) => num(first(a, 'warehouse.distribution.shipment_ins')?.number),
  'warehouse.distribution.mids.index': (a) => num(first(a, 'warehouse.distribution.shipment_ins')?.number),
  'warehouse.logistics.mids.show': (a) => num(first(a, 'warehouse.logistics.mids.index')?.number),
  'warehouse.logistics.outs.locate': (a) => num(first(a, 'warehouse.logistics.outs.index')?.number),
  'warehouse.logistics.shipments.signed_note': (a) => {
    const s = (a.get('warehouse.logistics.shipments.delivered')?.data ?? []).find((r: any) => r.has_signed_note); // eslint-disable-line @typescript-eslint/no-explicit-any
    return s ? { params: { id: s.id } } : undefined;
  },
  'warehouse.logistics.consignments.pdf': (a) => id(first(a, 'warehouse.logistics.consignments.index')?.id),
  'warehouse.returns.trackings.export': (a) => id(first(a, 'warehouse.returns.trackings.index')?.id),
  'warehouse.pending_sales.purchase_orders': () => ({ params: { platform: 825 } }),
  'warehouse.prenotices.purchase_orders': () => ({ params: { platform: 825 } }),
  'warehouse.prenotices.recipients.show': () => ({ params: { platform: 825 } }),
  'warehouse.relation_mids_outs.shipment_in': (a) => {
    const n = first(a, 'warehouse.distribution.shipment_ins')?.number;
    return n ? { params: { in: n } } : undefined;
  },
  'working-time.history': () => ({ params: { month: ym(new Date()) } }),
  'working-time.admin.month': () => ({ params: { user: 1, month: ym(new Date()) } }),
  'working-time.export': () => ({ params: { month: ym(new Date()) } }),
  'working-time.admin.export': () => ({ params: { month: ym(new Date()) } }),
  'ticketing.comments.index': (a) => id(first(a, 'ticketing.datatable')?.id),
  'ticketing.history': (a) => id(first(a, 'ticketing.datatable')?.id),
  'ticketing.duplicates': (a) => {
    const t = first(a, 'ticketing.datatable');
    return t?.party?.id && t?.type?.id ? { query: { party_id: t.party.id, type: t.type.id } } : undefined;
  },
  'administration.catalog.file': () => ({ params: { month: ym(new Date()), platform: 825 } }),
};
function num(number: unknown) {
  return number ? { params: { number } } : undefined;
}
function id(value: unknown) {
  return value ? { params: { id: value } } : undefined;
}

/** What to say a path param comes from when no earlier answer gave one. */
const NO_SOURCE: Partial<Record<RouteId, string>> = {
  'sales_import.rejected': 'needs a job id: run without --no-import (the import makes one)',
  'administration.farmapremium.export': 'needs a loyalty-list id (uuid): none is seeded',
  'warehouse.relation_mids_outs.duplicates': 'needs a shipment in and a shipment out that share a mid: not derived',
  'warehouse.relation_mids_outs.check_quantities': 'needs a shipment in and a shipment out that share a mid: not derived',
  'warehouse.relation_ins_outs.check_quantities': 'needs a shipment in and a shipment out that share a line: not derived',
};

/** The admin, or the first demo persona the route's access lets in (the guests' own routes). */
function personaFor(id: RouteId): string | undefined {
  const access = routes[id].access;
  if (rolesAllow(access, ADMIN.roleIds)) return ADMIN.persona;
  return DEMO_ACCOUNTS.find((a) => rolesAllow(access, a.roleIds))?.persona;
}

/** Rows in the answer (data list, a report's row list), recordsTotal, or the file's size. */
async function itemsOf(a: Answer): Promise<string> {
  const body = a.body;
  if (body?.url && !body?.data) {
    try {
      const file = await fetch(body.url);
      return `file ${((await file.arrayBuffer()).byteLength / 1024).toFixed(0)} KiB`;
    } catch {
      return 'file (unread)';
    }
  }
  const data = body?.data;
  if (body?.meta && Array.isArray(data)) return `${data.length} of ${body.meta.total ?? 'open'}`;
  if (Array.isArray(data)) return `${data.length} rows`;
  if (data && typeof data === 'object') {
    const lists = Object.entries(data).filter(([, v]) => Array.isArray(v)) as [string, unknown[]][];
    if (lists.length) return lists.map(([k, v]) => `${k} ${v.length}`).join(', ');
  }
  return `${(a.bytes / 1024).toFixed(0)} KiB answer`;
}

export async function firstCalls(
  api: ApiClient,
  included: Classified[],
  extra: { jobId?: string },
  log: (line: string) => void,
): Promise<FirstCall[]> {
  const answers: Answers = new Map();
  const out: FirstCall[] = [];
  const byParams = (c: Classified) => (/\{/.test(c.path) || PARAMS[c.id] ? 1 : 0);
  // Routes without path params first: the others take theirs from those answers.
  const ordered = [...included].sort((a, b) => byParams(a) - byParams(b));
  for (const c of ordered) {
    const persona = personaFor(c.id);
    const row: FirstCall = { id: c.id, kind: c.kind!, persona: persona ?? '-' };
    out.push(row);
    if (!persona) {
      row.skipped = 'no demo persona has the roles it needs';
      continue;
    }
    let input: Record<string, unknown> | undefined = { query: QUERIES[c.id]?.() };
    if (c.id === 'sales_import.rejected') input = extra.jobId ? { params: { job: extra.jobId } } : undefined;
    else if (PARAMS[c.id]) {
      const filled = PARAMS[c.id]!(answers);
      input = filled ? { ...filled, query: { ...(input.query as object), ...(filled.query as object) } } : undefined;
    } else if (/\{/.test(c.path)) input = undefined;
    if (!input) {
      row.skipped = NO_SOURCE[c.id] ?? 'its path params are not found in the seeded data';
      continue;
    }
    const a = await api.call(c.id, input as never, persona);
    row.status = a.status;
    row.seconds = a.ms / 1000;
    if (a.status >= 200 && a.status < 300) {
      answers.set(c.id, a.body);
      row.items = await itemsOf(a);
    } else row.items = `${a.status}: ${String(a.body?.message ?? a.body).slice(0, 60)}`;
    log(`  ${c.id} ${row.seconds.toFixed(2)} s ${row.items}`);
  }
  return out;
}
