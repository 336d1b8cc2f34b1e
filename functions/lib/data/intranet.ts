/**
 * The intranet document tree: reading a section (one top directory) with one paginated Query,
 * building the tree in memory, and shaping directories and files as the spec's §3 fields.
 */
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { FileUrl } from '../../../shared/api/file-url';
import type { Locale } from '../../../shared/i18n/locale';
import { INLINE_EXTENSIONS, LINK_EXTENSION } from '../../../shared/portal/intranet';
import { isNovelty } from '../../../shared/portal/novelty';
import { PATH_SEPARATOR, portalFilePath, SECTIONS } from '../../../shared/portal/sections';
import type { FileDetail, TreeDirectory, TreeFile } from '../../../shared/portal/tree';
import { downloadUrl } from '../files/download';
import { CONTENT_TYPES } from '../files/upload';
import { env } from '../env';
import {
  createDirectoryItem,
  DIRECTORY_ENTITY,
  directoryFromStored,
  getDirectoryItem,
  getDirectoryItems,
  sectionPartition,
  type DirectoryItem,
} from './entities/intranet-directory';
import { queryPages } from './raw-params';
import { FILE_ENTITY, fileFromStored, getFileItem, type FileItem } from './entities/intranet-file';

export type { DirectoryItem, FileItem };

export interface Section {
  topDirectoryId: number;
  directories: DirectoryItem[];
  files: FileItem[];
}

/**
 * The Query of the `section` collection (directories and files of a top directory, on gsi1): the
 * collection's key prefix and its filter on both entities' markers.
 */
export function sectionQuery(topDirectoryId: number): QueryCommandInput {
  return {
    KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)',
    TableName: env.tableName(),
    ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk1': 'gsi1sk', '#__edb_e__': '__edb_e__', '#__edb_v__': '__edb_v__' },
    ExpressionAttributeValues: {
      ':pk': sectionPartition(topDirectoryId),
      ':sk1': '$section',
      ':__edb_e___directory_c0': DIRECTORY_ENTITY,
      ':__edb_v___directory_c0': '1',
      ':__edb_e___file_c0': FILE_ENTITY,
      ':__edb_v___file_c0': '1',
    },
    IndexName: 'gsi1',
    FilterExpression:
      '((#__edb_e__ = :__edb_e___directory_c0 AND #__edb_v__ = :__edb_v___directory_c0) OR (#__edb_e__ = :__edb_e___file_c0 AND #__edb_v__ = :__edb_v___file_c0))',
  };
}

/** Every directory and file under a top directory: one Query of the `section` collection, paged through. */
export async function loadSection(topDirectoryId: number): Promise<Section> {
  const section: Section = { topDirectoryId, directories: [], files: [] };
  const { items } = await queryPages(sectionQuery(topDirectoryId), { maxPages: Infinity });
  for (const stored of items) {
    if (stored.__edb_e__ === DIRECTORY_ENTITY) section.directories.push(directoryFromStored(stored));
    else if (stored.__edb_e__ === FILE_ENTITY) section.files.push(fileFromStored(stored));
  }
  return section;
}

export async function getDirectory(directoryId: number): Promise<DirectoryItem | null> {
  return getDirectoryItem(directoryId);
}

export async function getDirectories(ids: number[]): Promise<Map<number, DirectoryItem>> {
  if (ids.length === 0) return new Map();
  const data = await getDirectoryItems(ids);
  return new Map(data.map((d) => [d.directoryId, d]));
}

/**
 * The locked top directory of a guest area, created on first need (a fresh deployment has none;
 * the local seed writes them). null for an id that is no area's top directory.
 */
export async function ensureTopDirectory(directoryId: number): Promise<DirectoryItem | null> {
  const index = SECTIONS.findIndex((s) => s.topDirectoryId === directoryId);
  const section = SECTIONS[index];
  if (!section) return null;
  try {
    await createDirectoryItem({
      directoryId,
      parentId: 0,
      topDirectoryId: directoryId,
      path: String(directoryId),
      nameCa: section.name.ca,
      nameEs: section.name.es,
      order: index + 1,
      locked: true,
    });
  } catch (e) {
    // Created meanwhile by another request.
    if (!String((e as Error).message).includes('conditional request failed')) throw e;
  }
  return getDirectory(directoryId);
}

/** An existing directory, or a guest area's top directory created now. */
export async function findDirectory(directoryId: number): Promise<DirectoryItem | null> {
  return (await getDirectory(directoryId)) ?? ensureTopDirectory(directoryId);
}

export async function getFile(fileId: number): Promise<FileItem | null> {
  return getFileItem(fileId);
}

/** The ids of a path string ('14-230-231'). */
export const pathIds = (path: string) => path.split(PATH_SEPARATOR).map(Number);

/** Whether `path` is `ancestorPath` itself or lies below it. */
export const isWithin = (path: string, ancestorPath: string) =>
  path === ancestorPath || path.startsWith(ancestorPath + PATH_SEPARATOR);

// ---------------------------------------------------------------------------------------------
// Views (spec §3; the wire types are shared/portal/tree.ts)

export function treeFileView(f: FileItem, today: string): TreeFile {
  const link_ca = f.extensionCa === LINK_EXTENSION;
  const link_es = f.extensionEs === LINK_EXTENSION;
  return {
    id: f.fileId,
    directory_id: f.directoryId,
    name_ca: f.nameCa,
    name_es: f.nameEs,
    url_ca: link_ca ? (f.urlCa ?? null) : null,
    url_es: link_es ? (f.urlEs ?? null) : null,
    attachment_ca: link_ca ? null : (f.attachmentCa ?? null),
    attachment_es: link_es ? null : (f.attachmentEs ?? null),
    extension_ca: f.extensionCa,
    extension_es: f.extensionEs,
    tooltip_ca: f.tooltipCa ?? null,
    tooltip_es: f.tooltipEs ?? null,
    novelty_start: f.noveltyStart ?? null,
    novelty_end: f.noveltyEnd ?? null,
    novelty: isNovelty(f.noveltyStart, f.noveltyEnd, today),
  };
}

export function fileView(f: FileItem, today: string): FileDetail {
  return {
    ...treeFileView(f, today),
    top_directory_id: f.topDirectoryId,
    path: f.path,
    size_ca: f.sizeCa ?? null,
    size_es: f.sizeEs ?? null,
    created_at: f.createdAt,
    updated_at: f.updatedAt ?? null,
    link: portalFilePath(f.topDirectoryId, f.fileId),
  };
}

/** Presigned image addresses for the directories that have one. */
async function imageUrls(directories: DirectoryItem[]): Promise<Map<number, string>> {
  const withImage = directories.filter((d) => d.imgKey);
  const urls = await Promise.all(
    withImage.map((d) => downloadUrl({ key: d.imgKey!, fileName: d.imgName ?? 'image', disposition: 'inline' })),
  );
  return new Map(withImage.map((d, i) => [d.directoryId, urls[i]!.url]));
}

/**
 * Builds the tree of a section in memory: directories by order then name, files by name (in the
 * caller's language). Items whose parent is missing (a half-finished move) are left out.
 */
export async function sectionTree(section: Section, locale: Locale, today: string): Promise<TreeDirectory | null> {
  const images = await imageUrls(section.directories);
  const nodes = new Map<number, TreeDirectory>();
  for (const d of section.directories) {
    nodes.set(d.directoryId, {
      id: d.directoryId,
      directory_id: d.parentId === 0 ? null : d.parentId,
      top_directory_id: d.topDirectoryId,
      path: d.path,
      name_ca: d.nameCa,
      name_es: d.nameEs,
      img: images.get(d.directoryId) ?? null,
      order: d.order,
      locked: d.locked,
      children_directories: [],
      children_files: [],
    });
  }
  const root = nodes.get(section.topDirectoryId) ?? null;
  for (const node of nodes.values()) {
    if (node.directory_id !== null) nodes.get(node.directory_id)?.children_directories.push(node);
  }
  for (const f of section.files) nodes.get(f.directoryId)?.children_files.push(treeFileView(f, today));

  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const nameKey = locale === 'es' ? 'name_es' : 'name_ca';
  for (const node of nodes.values()) {
    node.children_directories.sort((a, b) => a.order - b.order || collator.compare(a[nameKey], b[nameKey]) || a.id - b.id);
    node.children_files.sort((a, b) => collator.compare(a[nameKey], b[nameKey]) || a.id - b.id);
  }
  return root;
}

/** The whole intranet: every top directory's tree (missing ones created), by order then name. */
export async function wholeTree(locale: Locale, today: string, only?: number): Promise<TreeDirectory[]> {
  const trees = await Promise.all(
    SECTIONS.filter((s) => only === undefined || s.topDirectoryId === only).map(async (s) => {
      const tree = await sectionTree(await loadSection(s.topDirectoryId), locale, today);
      if (tree) return tree;
      await ensureTopDirectory(s.topDirectoryId);
      return sectionTree(await loadSection(s.topDirectoryId), locale, today);
    }),
  );
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const nameKey = locale === 'es' ? 'name_es' : 'name_ca';
  return trees
    .filter((t): t is TreeDirectory => t !== null)
    .sort((a, b) => a.order - b.order || collator.compare(a[nameKey], b[nameKey]) || a.id - b.id);
}

// ---------------------------------------------------------------------------------------------
// Opening a file

/** Keeps a display name usable as a download file name. */
const downloadName = (name: string, extension: string) => `${name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'file'}.${extension}`;

/**
 * `{url}` to open a file in one language: the link itself, or a short-lived presigned GET named
 * after the file (inline for what browsers show, attachment otherwise).
 */
export async function openFileUrl(file: FileItem, lang: Locale): Promise<FileUrl> {
  const es = lang === 'es';
  const extension = es ? file.extensionEs : file.extensionCa;
  if (extension === LINK_EXTENSION) return { url: (es ? file.urlEs : file.urlCa) ?? '' };
  const key = (es ? file.keyEs : file.keyCa)!;
  const contentType = (CONTENT_TYPES as Record<string, string>)[extension];
  return downloadUrl({
    key,
    fileName: downloadName(es ? file.nameEs : file.nameCa, extension),
    disposition: INLINE_EXTENSIONS.includes(extension) ? 'inline' : 'attachment',
    ...(contentType ? { contentType } : {}),
  });
}
