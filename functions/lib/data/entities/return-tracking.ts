import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbIndexKeys, edbKey, toolboxTable } from '../toolbox';
import { transactPut, type TransactPut } from '../raw-params';

/**
 * A returns tracking batch (ticketing-warehouse §3 "Return tracking"): one laboratory's processed
 * return lines, followed through statuses 1 → 2 → 4. The lines live inside the item (a batch is a
 * few dozen lines, at most 99), so a save or a split is one conditional write per batch; `version`
 * grows with every change, so a save or split prepared on an older version is refused (409).
 * Its comments and history are their own entities, keyed by trackingId (same partition).
 * Callers see only the declared types and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export interface ReturnTrackingItem {
  trackingId: number;
  partyId: number;
  partyName: string;
  statusId: number;
  version: number;
  /** TrackingLineItem[] (functions/lib/warehouse/returns.ts). */
  lines: unknown;
  splitFrom?: number;
  splitInto?: number[];
  commentCount?: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
}

/** A comment on a batch; replies name their parent. */
export interface ReturnTrackingCommentItem {
  trackingId: number;
  commentId: number;
  parentId?: number;
  content: string;
  userName: string;
  createdAt: string;
}

/**
 * A history entry of a batch, written by the server in the change's own write: raw changes (§3
 * "Return history entry") plus the before values, so the screen can say "status 1 → 2" in words.
 */
export interface ReturnTrackingHistoryItem {
  trackingId: number;
  entryId: number;
  userName: string;
  createdAt: string;
  /** HistoryChange[] (functions/lib/warehouse/returns-history.ts). */
  changes: unknown;
}

/** A split job (the returns-split workflow's record): named after the batch and the version it splits. */
export interface ReturnSplitJobItem {
  jobId: string;
  trackingId: number;
  status: 'running' | 'done' | 'failed';
  cloneId?: number;
  error?: 'conflict' | 'error';
  createdAt: string;
  updatedAt: string;
}

const PORTAL = edbKey('$portal', []);
const batchPartition = (trackingId: number) => edbKey('$portal', [['trackingid', trackingId]]);
const TRACKING = '$returntracking_1';
const COMMENT = '$returntrackingcomment_1';
const HISTORY = '$returntrackinghistory_1';

const ReturnTracking = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'returnTracking',
      table: toolboxTable(),
      schema: item({
        trackingId: number().key(),
        partyId: number(),
        partyName: string(),
        statusId: number(),
        version: number(),
        lines: any(),
        splitFrom: number().optional(),
        splitInto: list(number()).default(() => []),
        commentCount: number().default(0),
        createdAt: string(),
        createdBy: string(),
        updatedAt: string(),
        // The `all` index keys (every batch, by id) and schema version.
        ...edbIndexKeys(1),
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ trackingId }) => ({ pk: batchPartition(trackingId), sk: edbKey(TRACKING, []) }),
    }),
);

const ReturnTrackingComment = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'returnTrackingComment',
      table: toolboxTable(),
      schema: item({
        trackingId: number().key(),
        commentId: number().key(),
        parentId: number().optional(),
        content: string(),
        userName: string(),
        createdAt: string(),
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ trackingId, commentId }) => ({
        pk: batchPartition(trackingId),
        sk: edbKey(COMMENT, [['commentid', commentId]]),
      }),
    }),
);

const ReturnTrackingHistory = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'returnTrackingHistory',
      table: toolboxTable(),
      schema: item({
        trackingId: number().key(),
        entryId: number().key(),
        userName: string(),
        createdAt: string(),
        changes: any(),
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ trackingId, entryId }) => ({
        pk: batchPartition(trackingId),
        sk: edbKey(HISTORY, [['entryid', entryId]]),
      }),
    }),
);

const ReturnSplitJob = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'returnSplitJob',
      table: toolboxTable(),
      schema: item({
        jobId: string().key(),
        trackingId: number(),
        status: string().enum('running', 'done', 'failed'),
        cloneId: number().optional(),
        error: string().enum('conflict', 'error').optional(),
        createdAt: string(),
        updatedAt: string(),
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ jobId }) => ({ pk: edbKey('$portal', [['jobid', jobId]]), sk: edbKey('$returnsplitjob_1', []) }),
    }),
);

// ---------------------------------------------------------------- batches

export async function getReturnTracking(trackingId: number): Promise<ReturnTrackingItem | null> {
  const { Item } = await new GetItemCommand(ReturnTracking(), { trackingId }).send();
  return Item ?? null;
}

/** Every batch (the board shows them all; a few thousand at most over the years), by id. */
export async function listReturnTrackings(): Promise<ReturnTrackingItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [ReturnTracking()],
    { index: 'gsi1', partition: PORTAL, range: { beginsWith: `${TRACKING}#trackingid_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/** A batch's whole item for a transaction (no condition: the caller adds its own). */
export function returnTrackingPut(tracking: ReturnTrackingItem): TransactPut {
  return transactPut(
    new PutItemCommand(ReturnTracking(), {
      ...tracking,
      gsi1pk: PORTAL,
      gsi1sk: edbKey(TRACKING, [['trackingid', tracking.trackingId]]),
    }).params(),
  );
}

// ---------------------------------------------------------------- comments

/** A batch's comments, by id as text (the sort key's order). */
export async function listReturnTrackingComments(trackingId: number): Promise<ReturnTrackingCommentItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [ReturnTrackingComment()],
    { partition: batchPartition(trackingId), range: { beginsWith: `${COMMENT}#commentid_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

export async function getReturnTrackingComment(trackingId: number, commentId: number): Promise<ReturnTrackingCommentItem | null> {
  const { Item } = await new GetItemCommand(ReturnTrackingComment(), { trackingId, commentId }).send();
  return Item ?? null;
}

export async function putReturnTrackingComment(comment: ReturnTrackingCommentItem): Promise<void> {
  await new PutItemCommand(ReturnTrackingComment(), comment).send();
}

// ---------------------------------------------------------------- history

export async function listReturnTrackingHistory(trackingId: number): Promise<ReturnTrackingHistoryItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [ReturnTrackingHistory()],
    { partition: batchPartition(trackingId), range: { beginsWith: `${HISTORY}#entryid_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/** A history entry's write for a transaction. */
export function returnTrackingHistoryPut(entry: ReturnTrackingHistoryItem): TransactPut {
  return transactPut(new PutItemCommand(ReturnTrackingHistory(), entry).params());
}

// ---------------------------------------------------------------- split jobs

export async function getReturnSplitJob(jobId: string): Promise<ReturnSplitJobItem | null> {
  const { Item } = await new GetItemCommand(ReturnSplitJob(), { jobId }).send();
  return Item ?? null;
}

export async function putReturnSplitJob(job: ReturnSplitJobItem): Promise<void> {
  await new PutItemCommand(ReturnSplitJob(), job).send();
}

/** The job's primary key, for a transaction's raw update. */
export function returnSplitJobKey(jobId: string): Record<string, unknown> {
  return new GetItemCommand(ReturnSplitJob(), { jobId }).params().Key!;
}

/** Sets fields of a job still running (it must exist); otherwise fails conditionally. */
export async function patchRunningSplitJob(
  jobId: string,
  fields: Partial<Pick<ReturnSplitJobItem, 'status' | 'error' | 'cloneId'>> & Pick<ReturnSplitJobItem, 'updatedAt'>,
): Promise<void> {
  await new UpdateItemCommand(ReturnSplitJob(), { jobId, ...fields, __edb_v__: '1' })
    .options({
      condition: {
        and: [
          { attr: 'jobId', exists: true },
          { attr: 'status', eq: 'running' },
        ],
      },
    })
    .send();
}

/** Records the clone id on a job that has none (it must exist); otherwise fails conditionally. */
export async function reserveSplitJobClone(jobId: string, cloneId: number): Promise<void> {
  await new UpdateItemCommand(ReturnSplitJob(), { jobId, cloneId, __edb_v__: '1' })
    .options({
      condition: {
        and: [
          { attr: 'jobId', exists: true },
          { attr: 'cloneId', exists: false },
        ],
      },
    })
    .send();
}
