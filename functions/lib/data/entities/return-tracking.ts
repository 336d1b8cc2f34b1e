import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A returns tracking batch (ticketing-warehouse §3 "Return tracking"): one laboratory's processed
 * return lines, followed through statuses 1 → 2 → 4. The lines live inside the item (a batch is a
 * few dozen lines, at most 99), so a save or a split is one conditional write per batch; `version`
 * grows with every change, so a save or split prepared on an older version is refused (409).
 * Its comments and history are their own entities, keyed by trackingId.
 */
export const returnTrackingSchema = {
  model: { entity: 'returnTracking', version: '1', service: 'portal' },
  attributes: {
    trackingId: { type: 'number', required: true },
    partyId: { type: 'number', required: true },
    partyName: { type: 'string', required: true },
    statusId: { type: 'number', required: true },
    version: { type: 'number', required: true },
    /** TrackingLineItem[] (functions/lib/warehouse/returns.ts). */
    lines: { type: 'any', required: true },
    splitFrom: { type: 'number' },
    splitInto: { type: 'list', items: { type: 'number' }, default: () => [] },
    commentCount: { type: 'number', default: 0 },
    createdAt: { type: 'string', required: true },
    createdBy: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['trackingId'] }, sk: { field: 'sk', composite: [] } },
    // Every batch (the board shows them all; a few thousand at most over the years).
    all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['trackingId'] } },
  },
} as const;

export const ReturnTracking = /* @__PURE__ */ once(() => new Entity(returnTrackingSchema, entityConfig()));

/** A comment on a batch; replies name their parent. */
export const ReturnTrackingComment = /* @__PURE__ */ once(
  () =>
    new Entity(
      {
        model: { entity: 'returnTrackingComment', version: '1', service: 'portal' },
        attributes: {
          trackingId: { type: 'number', required: true },
          commentId: { type: 'number', required: true },
          parentId: { type: 'number' },
          content: { type: 'string', required: true },
          userName: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
        },
        indexes: {
          byTracking: { pk: { field: 'pk', composite: ['trackingId'] }, sk: { field: 'sk', composite: ['commentId'] } },
        },
      } as const,
      entityConfig(),
    ),
);

/**
 * A history entry of a batch, written by the server in the change's own write: raw changes (§3
 * "Return history entry") plus the before values, so the screen can say "status 1 → 2" in words.
 */
export const ReturnTrackingHistory = /* @__PURE__ */ once(
  () =>
    new Entity(
      {
        model: { entity: 'returnTrackingHistory', version: '1', service: 'portal' },
        attributes: {
          trackingId: { type: 'number', required: true },
          entryId: { type: 'number', required: true },
          userName: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
          /** HistoryChange[] (functions/lib/warehouse/returns-history.ts). */
          changes: { type: 'any', required: true },
        },
        indexes: {
          byTracking: { pk: { field: 'pk', composite: ['trackingId'] }, sk: { field: 'sk', composite: ['entryId'] } },
        },
      } as const,
      entityConfig(),
    ),
);

/** A split job (the returns-split workflow's record): named after the batch and the version it splits. */
export const ReturnSplitJob = /* @__PURE__ */ once(
  () =>
    new Entity(
      {
        model: { entity: 'returnSplitJob', version: '1', service: 'portal' },
        attributes: {
          jobId: { type: 'string', required: true },
          trackingId: { type: 'number', required: true },
          status: { type: ['running', 'done', 'failed'] as const, required: true },
          cloneId: { type: 'number' },
          error: { type: ['conflict', 'error'] as const },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: { byId: { pk: { field: 'pk', composite: ['jobId'] }, sk: { field: 'sk', composite: [] } } },
      } as const,
      entityConfig(),
    ),
);
