import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { putRequests, edbKey, toolboxTable } from '../toolbox';
import type { TransactItems } from '../transact';
import { writeItems } from '../batch';
import { rawFormat } from '../raw-params';
import { sectionIndexKeys, sectionPartition } from './intranet-directory';

/**
 * A file of the intranet document tree: per language either a link (url) or an uploaded object
 * (key, original name, size). Like directories it carries its top directory and its directory's
 * path, so it comes back in the same `section` Query. Callers see only the declared types and
 * functions: toolbox's types are worked out here once (see warehouse-send.ts).
 *
 * Stored in the table's format (toolbox.ts): short attribute names and key labels, entity 'ifile', bySection
 * keys (gsi1) in the `section` collection, byNewest keys (gsi2) `$portal#t_<top>` /
 * `$ifile_1#c_<createdAt>#f_<id>` (lower-cased, as every key).
 */
export interface FileItem {
  fileId: number;
  directoryId: number;
  topDirectoryId: number;
  /** Path of its directory ('14-230'). */
  path: string;
  nameCa: string;
  nameEs: string;
  /** 'link' or the file type (pdf, mp4 …). */
  extensionCa: string;
  extensionEs: string;
  urlCa?: string;
  urlEs?: string;
  keyCa?: string;
  keyEs?: string;
  /** Original file names of the uploads (the spec's attachment_ca / attachment_es). */
  attachmentCa?: string;
  attachmentEs?: string;
  sizeCa?: number;
  sizeEs?: number;
  tooltipCa?: string;
  tooltipEs?: string;
  /** YYYY-MM-DD, both included (Europe/Madrid). */
  noveltyStart?: string;
  noveltyEnd?: string;
  /** ISO date-time; now by default. */
  createdAt: string;
  /** Set on every write. */
  updatedAt?: string;
}

export type NewFile = Omit<FileItem, 'createdAt' | 'updatedAt'> & Partial<Pick<FileItem, 'createdAt'>>;
/** What a patch may set: moving a file (topDirectoryId) needs its createdAt too (the byNewest keys). */
export type FilePatch = Partial<Omit<FileItem, 'fileId' | 'updatedAt'>>;
export type OptionalFileAttribute = {
  [K in keyof FileItem]-?: undefined extends FileItem[K] ? (K extends 'updatedAt' ? never : K) : never;
}[keyof FileItem];

export const FILE_ENTITY = 'ifile';
const NEWEST = '$ifile_1';
const newestSort = (createdAt: string, fileId: number) =>
  edbKey(NEWEST, [
    ['c', createdAt],
    ['f', fileId],
  ]);

const now = () => new Date().toISOString();

const schema = item({
  fileId: number().key(),
  directoryId: number().savedAs('dir'),
  topDirectoryId: number().savedAs('top'),
  path: string().savedAs('pth'),
  nameCa: string().savedAs('nca'),
  nameEs: string().savedAs('nes'),
  extensionCa: string().savedAs('xca'),
  extensionEs: string().savedAs('xes'),
  urlCa: string().optional().savedAs('uca'),
  urlEs: string().optional().savedAs('ues'),
  keyCa: string().optional().savedAs('kca'),
  keyEs: string().optional().savedAs('kes'),
  attachmentCa: string().optional().savedAs('aca'),
  attachmentEs: string().optional().savedAs('aes'),
  sizeCa: number().optional().savedAs('sca'),
  sizeEs: number().optional().savedAs('ses'),
  tooltipCa: string().optional().savedAs('tca'),
  tooltipEs: string().optional().savedAs('tes'),
  noveltyStart: string().optional().savedAs('nvs'),
  noveltyEnd: string().optional().savedAs('nve'),
  createdAt: string().putDefault(now).savedAs('ca'),
  updatedAt: string().optional().putDefault(now).updateDefault(now).savedAs('ua'),
  // The table's schema-version marker (toolbox.ts).
  __edb_v__: string().const('1').hidden(),
}).and((_schema) => ({
  ...sectionIndexKeys(({ fileId }: { fileId: number }) => edbKey('$section#ifile_1', [['f', fileId]])),
  // byNewest (gsi2): the newest files of a top directory.
  gsi2pk: string()
    .hidden()
    .link<typeof _schema>(({ topDirectoryId }) => edbKey('$portal', [['t', topDirectoryId]])),
  gsi2sk: string()
    .hidden()
    .link<typeof _schema>(({ createdAt, fileId }) => newestSort(createdAt, fileId)),
}));

const IntranetFile = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: FILE_ENTITY,
      table: toolboxTable(),
      schema,
      timestamps: false,
      computeKey: ({ fileId }) => ({ pk: edbKey('$portal', [['f', fileId]]), sk: edbKey('$ifile_1', []) }),
    }),
);

const format = /* @__PURE__ */ rawFormat<FileItem>(IntranetFile);

/** A file as stored (raw, short attribute names) -> as read (big reads: see rawFormat). */
export function fileFromStored(stored: Record<string, unknown>): FileItem {
  return format(stored);
}

/** The primary key of a file (for batch deletes). */
export const fileKey = (fileId: number): Record<string, unknown> => new GetItemCommand(IntranetFile(), { fileId }).params().Key!;

export async function getFileItem(fileId: number): Promise<FileItem | null> {
  const { Item } = await new GetItemCommand(IntranetFile(), { fileId }).send();
  return Item ?? null;
}

/** The newest files of a top directory, newest first. */
export async function newestFiles(topDirectoryId: number, limit: number): Promise<FileItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [IntranetFile()],
    { index: 'gsi2', partition: edbKey('$portal', [['t', topDirectoryId]]), range: { beginsWith: `${NEWEST}#c_` } },
    { reverse: true, limit },
  ).send();
  return Items;
}

/** A new file; refuses to overwrite one (a conditional failure). Answers it as stored. */
export async function createFileItem(file: NewFile): Promise<FileItem> {
  const stored = { ...file, createdAt: file.createdAt ?? now(), updatedAt: now() };
  await new PutItemCommand(IntranetFile(), stored).options({ condition: { attr: 'fileId', exists: false } }).send();
  return stored;
}

/** Puts files unconditionally, in batches (the seed). */
export async function putFileItems(files: NewFile[], concurrency?: number): Promise<void> {
  await writeItems(putRequests(IntranetFile(), files), { concurrency });
}

/**
 * The update of a patch: the attributes set, updatedAt, the schema version
 * and the index keys whose composites it sets (topDirectoryId: both partitions; createdAt: byNewest's
 * sort key, with the file's id).
 */
function patchInput(fileId: number, set: FilePatch, remove: readonly OptionalFileAttribute[]) {
  const top = set.topDirectoryId;
  return {
    fileId,
    ...set,
    ...(top !== undefined ? { gsi1pk: sectionPartition(top), gsi2pk: edbKey('$portal', [['t', top]]) } : {}),
    ...(set.createdAt !== undefined ? { gsi2sk: newestSort(set.createdAt, fileId) } : {}),
    ...Object.fromEntries(remove.map((a) => [a, $remove()])),
    __edb_v__: '1',
  } as const;
}

/** Patches an existing file: a conditional failure when it is missing. */
export async function patchFileItem(
  fileId: number,
  set: FilePatch,
  remove: readonly OptionalFileAttribute[] = [],
): Promise<void> {
  await new UpdateItemCommand(IntranetFile(), patchInput(fileId, set, remove))
    .options({ condition: { attr: 'fileId', exists: true } })
    .send();
}

/** A patch of an existing file as a transaction item (the moves of a directory). */
export function filePatchTransaction(fileId: number, set: FilePatch): TransactItems[number] {
  const { Update } = new UpdateTransaction(IntranetFile(), patchInput(fileId, set, []))
    .options({ condition: { attr: 'fileId', exists: true } })
    .params();
  return { Update };
}

export async function deleteFileItem(fileId: number): Promise<void> {
  await new DeleteItemCommand(IntranetFile(), { fileId }).send();
}
