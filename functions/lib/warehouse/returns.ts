/**
 * Returns to laboratories (ticketing-warehouse §2 "Returns", §3, §4): pending lines, processing
 * them into a tracking batch per laboratory, the board's cards, a batch's view with comments and
 * a history in words, and the in-place save. The split is functions/lib/warehouse/return-split.ts.
 */
import { serverMessage } from '../../../shared/i18n/server-messages';
import type { Locale } from '../../../shared/i18n/locale';
import {
  emptyLinesSummary,
  INITIAL_STATUS,
  PENDING_RESOLUTION,
  RESOLVING_STATUS,
  TRACKING_RESOLUTIONS,
  TRACKING_STATUSES,
  type LinesSummary,
  type PendingReturn as PendingReturnView,
  type Refunded,
  type ReturnDefect,
  type TrackingCard,
  type TrackingHistoryEntry,
  type TrackingLine,
  type TrackingView,
} from '../../../shared/warehouse/returns';
import type { Caller } from '../auth/caller';
import { getAccount } from '../data/accounts';
import { nextId } from '../data/counters';
import {
  getPendingReturn,
  listPendingReturns,
  pendingReturnDelete,
  type PendingReturnItem,
} from '../data/entities/pending-return';
import {
  getReturnTracking,
  getReturnTrackingComment,
  listReturnTrackingComments,
  listReturnTrackingHistory,
  listReturnTrackings,
  putReturnTrackingComment,
  returnTrackingHistoryPut,
  returnTrackingPut,
  type ReturnTrackingHistoryItem,
  type ReturnTrackingItem,
} from '../data/entities/return-tracking';
import { transact, type TransactItems } from '../data/transact';
import { HttpError, invalid, notFound } from '../http/errors';
import { brokenRule, sameLines, saveKind, type LineState } from './return-rules';

export type PendingItem = PendingReturnItem;
export type TrackingItem = ReturnTrackingItem;
type HistoryItem = ReturnTrackingHistoryItem;

/** A batch's line as stored inside the batch item. */
export interface TrackingLineItem {
  id: number;
  productId: number;
  productCode: string;
  nationalCode: string | null;
  description: string;
  quantity: number;
  lot: string | null;
  defect: ReturnDefect;
  expiresAt: string | null;
  listingPriceCents: number;
  statusId: number;
  resolutionId: number;
  refunded: Refunded;
}

/** One change of a history entry; `from_*` keeps the value before, so it reads "1 → 2". */
export interface HistoryChange {
  state_id?: number;
  from_state_id?: number;
  product_code?: string;
  /** The product's CN when it has one: the history names products as the lines show them. */
  national_code?: string;
  resolution_id?: number;
  refunded?: 'pending' | boolean;
  created?: number;
  split_from?: number;
  split_into?: number;
}

/** The pending list holds what the warehouse has not processed: a few hundred lines at most. */
export const PENDING_CAP = 5_000;
/** A batch is one item and a process or split one transaction: at most 99 lines. */
export const MAX_BATCH_LINES = 99;

const linesOf = (t: TrackingItem) => t.lines as TrackingLineItem[];
export const nameOf = async (caller: Caller) => (await getAccount(caller.accountId))?.name ?? caller.login;

// ---------------------------------------------------------------- pending lines

export function pendingView(p: PendingItem): PendingReturnView {
  return {
    id: p.returnId,
    product: {
      id: p.productId,
      code: p.productCode,
      national_code: p.nationalCode ?? null,
      description: p.description,
      ean13: p.ean13 ?? [],
    },
    quantity: p.quantity,
    lot: p.lot ?? null,
    defect: p.defect as ReturnDefect,
    expires_at: p.expiresAt ?? null,
    party: { id: p.partyId, name: p.partyName },
    created_at: p.createdAt,
    created_by: p.createdBy,
  };
}

export async function pendingReturns(): Promise<PendingItem[]> {
  const data = await listPendingReturns(PENDING_CAP + 1);
  if (data.length > PENDING_CAP) throw new Error(`pending returns over ${PENDING_CAP}`);
  return data;
}

export async function getPending(id: number): Promise<PendingItem | null> {
  return getPendingReturn(id);
}

// ---------------------------------------------------------------- views

/** The board's badges: lines of a status-2 batch per resolution and refund; zeros otherwise (§2). */
export function summaryOf(t: TrackingItem): LinesSummary {
  const s = emptyLinesSummary();
  if (t.statusId !== RESOLVING_STATUS) return s;
  for (const l of linesOf(t)) {
    const key = TRACKING_RESOLUTIONS.find((r) => r.id === l.resolutionId)?.key ?? 'pending';
    s[`${key}_resolutions` as keyof LinesSummary] += 1;
    if (l.refunded === null) s.pending_refundeds += 1;
    else if (l.refunded) s.refundeds += 1;
    else s.not_refundeds += 1;
  }
  return s;
}

/** Euros awaiting a refund: quantity x listing price of the lines in status 2 whose refund is pending. */
export function pendingRefund(t: TrackingItem): number {
  const cents = linesOf(t)
    .filter((l) => l.statusId === RESOLVING_STATUS && l.refunded === null)
    .reduce((sum, l) => sum + l.quantity * l.listingPriceCents, 0);
  return Math.round(cents) / 100;
}

export function cardOf(t: TrackingItem): TrackingCard {
  return {
    id: t.trackingId,
    party: { id: t.partyId, name: t.partyName },
    created_at: t.createdAt,
    status_id: t.statusId,
    lines: linesOf(t).length,
    lines_summary: summaryOf(t),
    pending_refund: pendingRefund(t),
  };
}

const lineView = (l: TrackingLineItem): TrackingLine => ({
  id: l.id,
  product: { id: l.productId, code: l.productCode, national_code: l.nationalCode, description: l.description },
  quantity: l.quantity,
  lot: l.lot,
  defect: l.defect,
  expires_at: l.expiresAt,
  status_id: l.statusId,
  resolution_id: l.resolutionId,
  refunded: l.refunded,
  listing_price: l.listingPriceCents / 100,
});

const statusName = (id: number, locale: Locale) => {
  const s = TRACKING_STATUSES.find((x) => x.id === id);
  return s ? `${id} (${locale === 'es' ? s.name_es : s.name_ca})` : String(id);
};
const resolutionName = (id: number, locale: Locale) => {
  const r = TRACKING_RESOLUTIONS.find((x) => x.id === id);
  return r ? (locale === 'es' ? r.name_es : r.name_ca) : String(id);
};
const refundedWord = (v: 'pending' | boolean, locale: Locale) =>
  serverMessage(locale, v === 'pending' ? 'returns.refunded.pending' : v ? 'returns.refunded.true' : 'returns.refunded.false');

/**
 * A history change in words, in the caller's language (never the raw JSON). The product is named
 * by its CN, as the lines show it: the one recorded with the change, else the batch's line of that
 * code (`cnOf`, for entries written before the CN was recorded), else its code.
 */
export function describeChange(c: HistoryChange, locale: Locale, cnOf?: (code: string) => string | undefined): string[] {
  const out: string[] = [];
  if (c.created !== undefined) out.push(serverMessage(locale, 'returns.history.created', { lines: c.created }));
  if (c.split_from !== undefined) out.push(serverMessage(locale, 'returns.history.split_from', { id: c.split_from }));
  if (c.split_into !== undefined) out.push(serverMessage(locale, 'returns.history.split_into', { id: c.split_into }));
  const product = c.product_code && (c.national_code ?? cnOf?.(c.product_code) ?? c.product_code);
  if (c.state_id !== undefined) {
    const vars = { from: statusName(c.from_state_id ?? 0, locale), to: statusName(c.state_id, locale) };
    out.push(
      product
        ? serverMessage(locale, 'returns.history.line_status', { ...vars, product })
        : serverMessage(locale, 'returns.history.status', vars),
    );
  }
  if (c.resolution_id !== undefined)
    out.push(
      serverMessage(locale, 'returns.history.line_resolution', {
        product: product ?? '',
        value: resolutionName(c.resolution_id, locale),
      }),
    );
  if (c.refunded !== undefined)
    out.push(
      serverMessage(locale, 'returns.history.line_refunded', { product: product ?? '', value: refundedWord(c.refunded, locale) }),
    );
  return out;
}

function historyView(h: HistoryItem, locale: Locale, cnOf: (code: string) => string | undefined): TrackingHistoryEntry {
  const changes = h.changes as HistoryChange[];
  return {
    id: h.entryId,
    created_at: h.createdAt,
    user: { name: h.userName },
    changes: changes.map(({ state_id, product_code, resolution_id, refunded }) => ({
      ...(state_id !== undefined ? { state_id } : {}),
      ...(product_code !== undefined ? { product_code } : {}),
      ...(resolution_id !== undefined ? { resolution_id } : {}),
      ...(refunded !== undefined ? { refunded } : {}),
    })),
    summary: changes.flatMap((c) => describeChange(c, locale, cnOf)),
  };
}

export async function getTracking(id: number): Promise<TrackingItem | null> {
  return getReturnTracking(id);
}

export async function requireTracking(id: number): Promise<TrackingItem> {
  const t = await getTracking(id);
  if (!t) throw notFound('errors.tracking_not_found');
  return t;
}

export async function trackingView(t: TrackingItem, locale: Locale): Promise<TrackingView> {
  const [comments, history] = await Promise.all([
    listReturnTrackingComments(t.trackingId),
    listReturnTrackingHistory(t.trackingId),
  ]);
  const cns = new Map(linesOf(t).flatMap((l) => (l.nationalCode ? [[l.productCode, l.nationalCode] as const] : [])));
  const cnOf = (code: string) => cns.get(code);
  return {
    ...cardOf(t),
    version: t.version,
    status: { id: t.statusId },
    split_from: t.splitFrom ?? null,
    split_into: t.splitInto ?? [],
    lines_detail: linesOf(t).map(lineView),
    comments: comments.map((c) => ({
      id: c.commentId,
      parent_id: c.parentId ?? null,
      content: c.content,
      user: { name: c.userName },
      created_at: c.createdAt,
    })),
    history: history.sort((a, b) => b.entryId - a.entryId).map((h) => historyView(h, locale, cnOf)),
  };
}

export async function allTrackings(): Promise<TrackingItem[]> {
  return listReturnTrackings();
}

// ---------------------------------------------------------------- writes

type TransactItem = TransactItems[number];

/** The history entry's write, keyed by the batch version it records. */
export function historyItem(
  trackingId: number,
  version: number,
  userName: string,
  changes: HistoryChange[],
  at: string,
): TransactItem {
  return { Put: returnTrackingHistoryPut({ trackingId, entryId: version, userName, createdAt: at, changes }) };
}

/** The batch's conditional write: absent (create) or still at `version`. */
export function trackingPut(t: TrackingItem, expectVersion: number | null): TransactItem {
  const put = returnTrackingPut(t);
  return {
    Put:
      expectVersion === null
        ? { ...put, ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ...put,
            ConditionExpression: '#v = :v',
            ExpressionAttributeNames: { '#v': 'version' },
            ExpressionAttributeValues: { ':v': expectVersion },
          },
  };
}

/**
 * Processes pending lines of one laboratory into a new batch in status 1: one transaction deletes
 * each pending line (conditional on it still being pending) and writes the batch and its history.
 */
export async function processReturns(party: number, ids: number[], caller: Caller): Promise<TrackingItem> {
  if (ids.length > MAX_BATCH_LINES) throw invalid('returns', 'validation.max_array', { max: MAX_BATCH_LINES });
  const unique = [...new Set(ids)];
  const items = await Promise.all(unique.map(getPending));
  if (items.some((p) => !p || p.partyId !== party)) throw invalid('returns', 'validation.returns_other_party');
  const pending = items as PendingItem[];
  const now = new Date().toISOString();
  const userName = await nameOf(caller);
  const tracking: TrackingItem = {
    trackingId: await nextId('returnTracking'),
    partyId: party,
    partyName: pending[0]!.partyName,
    statusId: INITIAL_STATUS,
    version: 1,
    lines: pending.map((p): TrackingLineItem => ({
      id: p.returnId,
      productId: p.productId,
      productCode: p.productCode,
      nationalCode: p.nationalCode ?? null,
      description: p.description,
      quantity: p.quantity,
      lot: p.lot ?? null,
      defect: p.defect as ReturnDefect,
      expiresAt: p.expiresAt ?? null,
      listingPriceCents: p.listingPriceCents,
      statusId: INITIAL_STATUS,
      resolutionId: PENDING_RESOLUTION,
      refunded: null,
    })),
    splitInto: [],
    commentCount: 0,
    createdAt: now,
    createdBy: userName,
    updatedAt: now,
  };
  const writes: TransactItems = [
    trackingPut(tracking, null),
    historyItem(tracking.trackingId, 1, userName, [{ created: pending.length }], now),
    ...pending.map((p): TransactItem => ({
      Delete: {
        ...pendingReturnDelete(p.returnId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    })),
  ];
  const failed = await transact(writes);
  // Another process took one of the lines meanwhile.
  if (failed.length) throw invalid('returns', 'validation.returns_other_party');
  return tracking;
}

/** The changes between two states of a batch, for its history. */
export function changesBetween(before: TrackingItem, afterStatus: number, afterLines: TrackingLineItem[]): HistoryChange[] {
  const changes: HistoryChange[] = [];
  if (before.statusId !== afterStatus) changes.push({ from_state_id: before.statusId, state_id: afterStatus });
  const old = new Map(linesOf(before).map((l) => [l.id, l]));
  for (const l of afterLines) {
    const o = old.get(l.id);
    if (!o) continue;
    const c: HistoryChange = {};
    if (o.statusId !== l.statusId) Object.assign(c, { from_state_id: o.statusId, state_id: l.statusId });
    if (o.resolutionId !== l.resolutionId) c.resolution_id = l.resolutionId;
    if (o.refunded !== l.refunded) c.refunded = l.refunded === null ? 'pending' : l.refunded;
    if (Object.keys(c).length)
      changes.push({ product_code: l.productCode, ...(l.nationalCode ? { national_code: l.nationalCode } : {}), ...c });
  }
  return changes;
}

/** The batch's lines with the states sent (ids already checked to be exactly the batch's). */
export function applyLines(t: TrackingItem, sent: readonly LineState[]): TrackingLineItem[] {
  const byId = new Map(sent.map((l) => [l.id, l]));
  return linesOf(t).map((l) => {
    const s = byId.get(l.id)!;
    return { ...l, statusId: s.status_id, resolutionId: s.resolution_id, refunded: s.refunded };
  });
}

/** §4's rules, each answered 422 on `lines` naming the rule; lines not the batch's: 422 too. */
export function checkSave(t: TrackingItem, lines: readonly LineState[]): void {
  if (
    !sameLines(
      linesOf(t).map((l) => l.id),
      lines,
    )
  )
    throw invalid('lines', 'returns.split_lines');
  // Named as the lines show them: by CN where the product has one.
  const codes = new Map(linesOf(t).map((l) => [l.id, l.nationalCode ?? l.productCode]));
  const broken = brokenRule(t.statusId, lines, (id) => codes.get(id) ?? String(id));
  if (broken) throw invalid('lines', broken.key, broken.vars);
}

/** Saves a batch in place (every line on one status); two statuses must go through the split. */
export async function saveInPlace(
  t: TrackingItem,
  version: number,
  lines: readonly LineState[],
  caller: Caller,
): Promise<TrackingItem> {
  if (version !== t.version) throw new HttpError(409, 'errors.conflict');
  checkSave(t, lines);
  const kind = saveKind(t.statusId, lines);
  if (kind.kind === 'split') throw invalid('lines', 'returns.split_required');
  const now = new Date().toISOString();
  const newLines = applyLines(t, lines);
  const changes = changesBetween(t, kind.status, newLines);
  const after: TrackingItem = { ...t, statusId: kind.status, lines: newLines, version: t.version + 1, updatedAt: now };
  const writes: TransactItems = [trackingPut(after, t.version)];
  if (changes.length) writes.push(historyItem(t.trackingId, after.version, await nameOf(caller), changes, now));
  const failed = await transact(writes);
  if (failed.length) throw new HttpError(409, 'errors.conflict');
  return after;
}

export async function addComment(t: TrackingItem, body: { parent_id?: number | null; content: string }, caller: Caller) {
  if (body.parent_id) {
    const parent = await getReturnTrackingComment(t.trackingId, body.parent_id);
    if (!parent) throw invalid('parent_id', 'validation.exists');
  }
  const item = {
    trackingId: t.trackingId,
    commentId: await nextId('returnTrackingComment'),
    parentId: body.parent_id ?? undefined,
    content: body.content,
    userName: await nameOf(caller),
    createdAt: new Date().toISOString(),
  };
  await putReturnTrackingComment(item);
  return {
    id: item.commentId,
    parent_id: item.parentId ?? null,
    content: item.content,
    user: { name: item.userName },
    created_at: item.createdAt,
  };
}
