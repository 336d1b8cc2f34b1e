import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionText, updateOf } from '../params.testing';
import { captureSent } from '../toolbox.testing';
import {
  getReturnSplitJob,
  getReturnTracking,
  getReturnTrackingComment,
  listReturnTrackingComments,
  listReturnTrackingHistory,
  listReturnTrackings,
  patchRunningSplitJob,
  putReturnSplitJob,
  putReturnTrackingComment,
  reserveSplitJobClone,
  returnSplitJobKey,
  returnTrackingHistoryPut,
  returnTrackingPut,
  type ReturnTrackingItem,
} from './return-tracking';

// The ElectroDB models these entities had before dynamodb-toolbox: stored items must stay byte-identical.
const config = { table: 'portal' };
const tracking = new Entity(
  {
    model: { entity: 'returnTracking', version: '1', service: 'portal' },
    attributes: {
      trackingId: { type: 'number', required: true },
      partyId: { type: 'number', required: true },
      partyName: { type: 'string', required: true },
      statusId: { type: 'number', required: true },
      version: { type: 'number', required: true },
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
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['trackingId'] } },
    },
  } as const,
  config,
);
const comment = new Entity(
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
  config,
);
const history = new Entity(
  {
    model: { entity: 'returnTrackingHistory', version: '1', service: 'portal' },
    attributes: {
      trackingId: { type: 'number', required: true },
      entryId: { type: 'number', required: true },
      userName: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      changes: { type: 'any', required: true },
    },
    indexes: {
      byTracking: { pk: { field: 'pk', composite: ['trackingId'] }, sk: { field: 'sk', composite: ['entryId'] } },
    },
  } as const,
  config,
);
const job = new Entity(
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
  config,
);

const line = { id: 41, productId: 9001, productCode: 'P-9001', nationalCode: null, refunded: null, statusId: 1 };
const batches: ReturnTrackingItem[] = [
  {
    trackingId: 12,
    partyId: 2001,
    partyName: 'Laboratori A',
    statusId: 1,
    version: 1,
    lines: [line],
    splitInto: [],
    commentCount: 0,
    createdAt: '2026-11-25T10:00:00.000Z',
    createdBy: 'Magatzem',
    updatedAt: '2026-11-25T10:00:00.000Z',
  },
  {
    trackingId: 13,
    partyId: 2001,
    partyName: 'Laboratori A',
    statusId: 4,
    version: 3,
    lines: [{ ...line, statusId: 4 }],
    splitFrom: 12,
    createdAt: '2026-11-25T10:00:00.000Z',
    createdBy: 'Magatzem',
    updatedAt: '2026-11-25T11:00:00.000Z',
  },
];
const comments = [
  { trackingId: 12, commentId: 3, content: 'Trucat', userName: 'Joan', createdAt: '2026-11-25T10:00:00.000Z' },
  { trackingId: 12, commentId: 10, parentId: 3, content: 'Resposta', userName: 'Anna', createdAt: '2026-11-25T11:00:00.000Z' },
];
const entry = { trackingId: 12, entryId: 2, userName: 'Joan', createdAt: 'x', changes: [{ from_state_id: 1, state_id: 2 }] };
const running = { jobId: 'split-12-v1', trackingId: 12, status: 'running', createdAt: 'a', updatedAt: 'b' } as const;

describe('return trackings on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's batch items, keys (gsi1 too), defaults and markers byte for byte", () => {
    process.env.TABLE_NAME ??= 'portal';
    for (const b of batches) expect(returnTrackingPut(b)).toStrictEqual(tracking.put(b).params());
  });

  it("gets ElectroDB's batch key and reads its item back; null when absent", async () => {
    const sent = captureSent({ Item: tracking.put(batches[1]!).params().Item });
    expect(await getReturnTracking(13)).toStrictEqual({ ...batches[1], splitInto: [], commentCount: 0 });
    expect(sent[0]!.input.Key).toStrictEqual(tracking.get({ trackingId: 13 }).params().Key);
    vi.restoreAllMocks();
    captureSent({});
    expect(await getReturnTracking(14)).toBeNull();
  });

  it("queries ElectroDB's all index and reads its items back", async () => {
    const stored = batches.map((b) => tracking.put(b).params().Item as Record<string, unknown>);
    const sent = captureSent({ Items: stored });
    const read = await listReturnTrackings();
    const expected = tracking.query.all({}).params();
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining(Object.values(expected.ExpressionAttributeValues as object)),
    );
    expect(input).toMatchObject({ IndexName: 'gsi1' });
    expect(read).toStrictEqual(stored.map((Item) => tracking.parse({ Item }).data));
  });

  it("writes, gets and queries ElectroDB's comments", async () => {
    const sent = captureSent({ Items: comments.map((c) => comment.put(c).params().Item) });
    for (const c of comments) await putReturnTrackingComment(c);
    expect(sent.map((s) => s.input.Item)).toStrictEqual(comments.map((c) => comment.put(c).params().Item));
    expect(await listReturnTrackingComments(12)).toStrictEqual(comments);
    const expected = comment.query.byTracking({ trackingId: 12 }).params().ExpressionAttributeValues as object;
    const input = sent[2]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(expected)));
    vi.restoreAllMocks();
    const got = captureSent({ Item: comment.put(comments[1]!).params().Item });
    expect(await getReturnTrackingComment(12, 10)).toStrictEqual(comments[1]);
    expect(got[0]!.input.Key).toStrictEqual(comment.get({ trackingId: 12, commentId: 10 }).params().Key);
  });

  it("writes and queries ElectroDB's history entries", async () => {
    expect(returnTrackingHistoryPut(entry)).toStrictEqual(history.put(entry).params());
    const sent = captureSent({ Items: [history.put(entry).params().Item] });
    expect(await listReturnTrackingHistory(12)).toStrictEqual([entry]);
    const expected = history.query.byTracking({ trackingId: 12 }).params().ExpressionAttributeValues as object;
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(expected)));
  });

  it("writes, gets and patches ElectroDB's split jobs: same items, keys, SETs and existence condition", async () => {
    const sent = captureSent({ Item: job.put(running).params().Item });
    await putReturnSplitJob(running);
    expect(await getReturnSplitJob(running.jobId)).toStrictEqual(running);
    await patchRunningSplitJob(running.jobId, { status: 'failed', error: 'conflict', updatedAt: 'c' });
    await reserveSplitJobClone(running.jobId, 14);
    expect(sent[0]!.input.Item).toStrictEqual(job.put(running).params().Item);
    expect(sent[0]!.input.ConditionExpression).toBeUndefined();
    expect(sent[1]!.input.Key).toStrictEqual(job.get({ jobId: running.jobId }).params().Key);
    expect(returnSplitJobKey(running.jobId)).toStrictEqual(job.get({ jobId: running.jobId }).params().Key);

    const patched = job
      .patch({ jobId: running.jobId })
      .set({ status: 'failed', error: 'conflict', updatedAt: 'c' })
      .where((a, op) => op.eq(a.status, 'running'))
      .params();
    const reserved = job
      .patch({ jobId: running.jobId })
      .set({ cloneId: 14 })
      .where((a, op) => op.notExists(a.cloneId))
      .params();
    expect(updateOf(sent[2]!.input)).toStrictEqual(updateOf(patched));
    expect(updateOf(sent[3]!.input)).toStrictEqual(updateOf(reserved));
    expect(sent[2]!.input.Key).toStrictEqual(patched.Key);
    // The patch's condition: the item exists, and is still running / has no clone yet.
    expect(conditionText(sent[2]!.input)).toBe('attribute_exists(jobId) AND status = "running"');
    expect(conditionText(sent[3]!.input)).toBe('attribute_exists(jobId) AND attribute_not_exists(cloneId)');
  });
});
