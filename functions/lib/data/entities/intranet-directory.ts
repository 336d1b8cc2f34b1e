import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { getItems, writeItems } from '../batch';
import { putRequests, edbKey, toolboxTable } from '../toolbox';
import type { TransactItems } from '../transact';
import { rawFormat } from '../raw-params';

/**
 * A directory of the intranet document tree. Each one carries its top directory and its path (the
 * ids from the top directory down to itself, joined by '-'), so one Query of the `section`
 * collection (functions/lib/data/intranet.ts) returns a whole top directory (directories and
 * files) and the tree is built in memory. Callers see only the declared types and functions:
 * toolbox's types are worked out here once (see warehouse-send.ts).
 *
 * Stored in the table's format (toolbox.ts): short attribute names and key labels (a section of 12,000 items
 * is read whole, every byte counts), entity 'idir', the bySection keys (gsi1) in the `section`
 * collection: `$portal#t_<top>` / `$section#idir_1#d_<id>`.
 */
export interface DirectoryItem {
  directoryId: number;
  /** Parent directory; 0 for a top directory (the spec's directory_id null). */
  parentId: number;
  topDirectoryId: number;
  /** '14-230-231': ids from the top directory to this one. */
  path: string;
  nameCa: string;
  nameEs: string;
  order: number;
  /** Image object key in the files bucket and its original name. */
  imgKey?: string;
  imgName?: string;
  /** Top directories are locked: no edit, move or delete. */
  locked: boolean;
  /** Set once, when the directory is written first (read-only after). */
  createdAt?: string;
  /** Set on every write. */
  updatedAt?: string;
}

type Defaulted = 'order' | 'locked';
export type NewDirectory = Omit<DirectoryItem, Defaulted | 'createdAt' | 'updatedAt'> & Partial<Pick<DirectoryItem, Defaulted>>;
/** What a patch may set (createdAt is read-only, updatedAt is set by every write). */
export type DirectoryPatch = Partial<Omit<DirectoryItem, 'directoryId' | 'createdAt' | 'updatedAt'>>;
export type RemovableDirectoryAttribute = 'imgKey' | 'imgName';

export const DIRECTORY_ENTITY = 'idir';
/** The `section` collection's partition of a top directory (gsi1pk of its directories and files). */
export const sectionPartition = (topDirectoryId: number) => edbKey('$portal', [['t', topDirectoryId]]);

/**
 * bySection (gsi1), the `section` collection: a top directory's directories and files in one
 * partition, each sorted by its own key; linked on put. Typed by no schema (both entities use it).
 */
export const sectionIndexKeys = <I>(sortKey: (item: I) => string) => ({
  gsi1pk: string()
    .hidden()
    .link((item) => sectionPartition((item as { topDirectoryId: number }).topDirectoryId)),
  gsi1sk: string()
    .hidden()
    .link((item) => sortKey(item as I)),
});

const now = () => new Date().toISOString();

const schema = item({
  directoryId: number().key().savedAs('dir'),
  parentId: number().savedAs('par'),
  topDirectoryId: number().savedAs('top'),
  path: string().savedAs('pth'),
  nameCa: string().savedAs('nca'),
  nameEs: string().savedAs('nes'),
  order: number().default(0).savedAs('ord'),
  imgKey: string().optional().savedAs('ik'),
  imgName: string().optional().savedAs('in'),
  locked: boolean().default(false).savedAs('lck'),
  createdAt: string().optional().putDefault(now).savedAs('ca'),
  updatedAt: string().optional().putDefault(now).updateDefault(now).savedAs('ua'),
  // The table's schema-version marker (toolbox.ts).
  __edb_v__: string().const('1').hidden(),
}).and(sectionIndexKeys(({ directoryId }: { directoryId: number }) => edbKey('$section#idir_1', [['d', directoryId]])));

const IntranetDirectory = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: DIRECTORY_ENTITY,
      table: toolboxTable(),
      schema,
      timestamps: false,
      computeKey: ({ directoryId }) => ({ pk: edbKey('$portal', [['d', directoryId]]), sk: edbKey('$idir_1', []) }),
    }),
);

const format = /* @__PURE__ */ rawFormat<DirectoryItem>(IntranetDirectory);

/** A directory as stored (raw, short attribute names) -> as read (big reads: see rawFormat). */
export function directoryFromStored(stored: Record<string, unknown>): DirectoryItem {
  return format(stored);
}

/** The primary key of a directory (for batch deletes). */
export const directoryKey = (directoryId: number): Record<string, unknown> =>
  new GetItemCommand(IntranetDirectory(), { directoryId }).params().Key!;

export async function getDirectoryItem(directoryId: number): Promise<DirectoryItem | null> {
  const { Item } = await new GetItemCommand(IntranetDirectory(), { directoryId }).send();
  return Item ?? null;
}

/** The directories of these ids that exist (a BatchGet). */
export async function getDirectoryItems(directoryIds: number[]): Promise<DirectoryItem[]> {
  return (await getItems(directoryIds.map(directoryKey))).map(directoryFromStored);
}

/** A new directory; refuses to overwrite one (a conditional failure, isConditionalFailure). */
export async function createDirectoryItem(directory: NewDirectory): Promise<void> {
  await new PutItemCommand(IntranetDirectory(), directory).options({ condition: { attr: 'directoryId', exists: false } }).send();
}

/** Puts directories unconditionally, in batches (the seed). */
export async function putDirectoryItems(directories: NewDirectory[], concurrency?: number): Promise<void> {
  await writeItems(putRequests(IntranetDirectory(), directories), { concurrency });
}

/**
 * The update of a patch: the attributes set, updatedAt, the schema version
 * and, when the top directory changes, the bySection partition key (its only composite).
 */
function patchInput(directoryId: number, set: DirectoryPatch, remove: readonly RemovableDirectoryAttribute[]) {
  return {
    directoryId,
    ...set,
    ...(set.topDirectoryId !== undefined ? { gsi1pk: sectionPartition(set.topDirectoryId) } : {}),
    ...Object.fromEntries(remove.map((a) => [a, $remove()])),
    __edb_v__: '1',
  } as const;
}

/** Patches an existing directory: a conditional failure when it is missing. */
export async function patchDirectoryItem(
  directoryId: number,
  set: DirectoryPatch,
  remove: readonly RemovableDirectoryAttribute[] = [],
): Promise<void> {
  await new UpdateItemCommand(IntranetDirectory(), patchInput(directoryId, set, remove))
    .options({ condition: { attr: 'directoryId', exists: true } })
    .send();
}

/**
 * A patch of an existing directory as a transaction item (the moves of functions/lib/data/transact.ts),
 * conditioned on its stored path when `ifPath` is given.
 */
export function directoryPatchTransaction(directoryId: number, set: DirectoryPatch, ifPath?: string): TransactItems[number] {
  const exists = { attr: 'directoryId', exists: true } as const;
  const { Update } = new UpdateTransaction(IntranetDirectory(), patchInput(directoryId, set, []))
    .options({ condition: ifPath === undefined ? exists : { and: [exists, { attr: 'path', eq: ifPath }] } })
    .params();
  return { Update };
}
