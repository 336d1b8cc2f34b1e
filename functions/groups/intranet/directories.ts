/** Intranet directories: create, edit, move, delete, and path resolution (spec §2, §5). */
import type { intranetRoutes } from '../../../shared/api/routes/intranet';
import { madridToday } from '../../../shared/time/madrid';
import { PATH_SEPARATOR, parseDirectoryPath } from '../../../shared/portal/sections';
import { nextId } from '../../lib/data/counters';
import {
  createDirectoryItem,
  directoryKey,
  directoryPatchTransaction,
  patchDirectoryItem,
  type DirectoryPatch,
} from '../../lib/data/entities/intranet-directory';
import { fileKey, filePatchTransaction, type FilePatch } from '../../lib/data/entities/intranet-file';
import {
  getDirectories,
  findDirectory,
  getDirectory,
  isWithin,
  loadSection,
  pathIds,
  sectionTree,
  type DirectoryItem,
} from '../../lib/data/intranet';
import { transact } from '../../lib/data/transact';
import { writeItems } from '../../lib/data/batch';
import { HttpError, invalid, notFound } from '../../lib/http/errors';
import { noContent, reply, type Request } from '../../lib/http/group-handler';
import { deleteObjects } from '../../lib/files/objects';
import { claimUpload, consumeUploads } from '../../lib/files/upload-ticket';
import { IMAGE_POLICY } from './uploads';

type Routes = typeof intranetRoutes;

export const lockedError = () => new HttpError(409, 'errors.intranet_locked');
const conflict = () => new HttpError(409, 'errors.conflict');

async function directoryAnswer(directoryId: number, locale: 'ca' | 'es') {
  const dir = await getDirectory(directoryId);
  if (!dir) throw notFound();
  // The answer is the directory as the tree shows it (children included).
  const section = await loadSection(dir.topDirectoryId);
  const onlyBelow = {
    ...section,
    topDirectoryId: directoryId,
    directories: section.directories.filter((d) => isWithin(d.path, dir.path)),
    files: section.files.filter((f) => isWithin(f.path, dir.path)),
  };
  const tree = await sectionTree(onlyBelow, locale, madridToday());
  if (!tree) throw notFound();
  return tree;
}

export async function resolvePath({ params }: Request<Routes['intranet.path']>) {
  const ids = parseDirectoryPath(params.path);
  if (!ids || ids.length === 0) throw notFound('errors.intranet_incorrect_path');
  const dirs = await getDirectories([...new Set(ids)]);
  const last = dirs.get(ids[ids.length - 1]!);
  // Stored paths start at a top directory, so the chain resolves exactly when the last one's path is it.
  if (!last || last.path !== ids.join(PATH_SEPARATOR)) throw notFound('errors.intranet_incorrect_path');
  return {
    data: ids.map((id) => {
      const d = dirs.get(id)!;
      return { id, name_ca: d.nameCa, name_es: d.nameEs, locked: d.locked, top_directory_id: d.topDirectoryId };
    }),
  };
}

export async function createDirectory({ body, caller, locale }: Request<Routes['intranet.directories.create']>) {
  const parent = await findDirectory(body.directory_id);
  if (!parent) throw invalid('directory_id', 'validation.in');
  const image = body.img_upload_id ? await claimUpload(body.img_upload_id, caller, IMAGE_POLICY, 'img_upload_id') : null;
  if (image) await consumeUploads([{ up: image, field: 'img_upload_id' }]);
  const directoryId = await nextId('intranet-directory');
  await createDirectoryItem({
    directoryId,
    parentId: parent.directoryId,
    topDirectoryId: parent.topDirectoryId,
    path: `${parent.path}${PATH_SEPARATOR}${directoryId}`,
    nameCa: body.name_ca,
    nameEs: body.name_es,
    order: body.order,
    locked: false,
    ...(image ? { imgKey: image.key, imgName: image.fileName } : {}),
  });
  return reply(201, { data: await directoryAnswer(directoryId, locale) });
}

export async function updateDirectory({ params, body, caller, locale }: Request<Routes['intranet.directories.update']>) {
  const dir = await getDirectory(params.id);
  if (!dir) throw notFound();
  if (dir.locked) throw lockedError();
  const image = body.img_upload_id ? await claimUpload(body.img_upload_id, caller, IMAGE_POLICY, 'img_upload_id') : null;
  const target =
    body.directory_id !== undefined && body.directory_id !== dir.parentId ? await moveTarget(dir, body.directory_id) : null;

  const set: DirectoryPatch = {};
  if (body.name_ca !== undefined) set.nameCa = body.name_ca;
  if (body.name_es !== undefined) set.nameEs = body.name_es;
  if (body.order !== undefined) set.order = body.order;
  if (image) Object.assign(set, { imgKey: image.key, imgName: image.fileName });
  const removeImage = !image && body.img_remove === true && !!dir.imgKey;
  if (image) await consumeUploads([{ up: image, field: 'img_upload_id' }]);
  if (Object.keys(set).length > 0 || removeImage) {
    await patchDirectoryItem(dir.directoryId, set, removeImage ? ['imgKey', 'imgName'] : []);
    if (image || removeImage) await deleteObjects([dir.imgKey]);
  }
  if (target) await moveSubtree(dir, target);
  return { data: await directoryAnswer(dir.directoryId, locale) };
}

/** The move target: an existing directory that is not the moved one nor below it. */
async function moveTarget(dir: DirectoryItem, targetId: number): Promise<DirectoryItem> {
  const target = await findDirectory(targetId);
  if (!target) throw invalid('directory_id', 'validation.in');
  if (pathIds(target.path).includes(dir.directoryId)) throw invalid('directory_id', 'validation.intranet_move_into_itself');
  return target;
}

/**
 * Moves a directory with everything below it: each item gets the target's top directory and its
 * new path. Written in transactions of up to 100 items, the moved directory first and conditioned
 * on its path (a concurrent move answers 409).
 */
async function moveSubtree(dir: DirectoryItem, target: DirectoryItem): Promise<void> {
  const section = await loadSection(dir.topDirectoryId);
  const oldPath = dir.path;
  const newPath = `${target.path}${PATH_SEPARATOR}${dir.directoryId}`;
  const top = target.topDirectoryId;
  const rebase = (path: string) => newPath + path.slice(oldPath.length);
  const below = section.directories.filter((d) => d.directoryId !== dir.directoryId && isWithin(d.path, oldPath));
  const files = section.files.filter((f) => isWithin(f.path, oldPath));

  type Change =
    { kind: 'directory'; id: number; set: DirectoryPatch; ifPath?: string } | { kind: 'file'; id: number; set: FilePatch };
  const changes: Change[] = [
    {
      kind: 'directory',
      id: dir.directoryId,
      set: { parentId: target.directoryId, topDirectoryId: top, path: newPath },
      ifPath: oldPath,
    },
    ...below.map((d): Change => ({ kind: 'directory', id: d.directoryId, set: { topDirectoryId: top, path: rebase(d.path) } })),
    ...files.map((f): Change => ({
      kind: 'file',
      id: f.fileId,
      set: { topDirectoryId: top, path: rebase(f.path), createdAt: f.createdAt },
    })),
  ];
  for (let i = 0; i < changes.length; i += 100) {
    const chunk = changes.slice(i, i + 100);
    const failed = await transact(
      chunk.map((c) =>
        c.kind === 'file' ? filePatchTransaction(c.id, c.set) : directoryPatchTransaction(c.id, c.set, c.ifPath),
      ),
    ).catch((e: { name?: string }) => {
      // Any cancelled transaction, whatever its reasons, counts as a conflict.
      if (e.name === 'TransactionCanceledException') return [-1];
      throw e;
    });
    if (failed.length > 0) throw conflict();
  }
}

export async function deleteDirectory({ params }: Request<Routes['intranet.directories.delete']>) {
  const dir = await getDirectory(params.id);
  if (!dir) throw notFound();
  if (dir.locked) throw lockedError();
  const section = await loadSection(dir.topDirectoryId);
  const dirs = section.directories.filter((d) => isWithin(d.path, dir.path));
  const files = section.files.filter((f) => isWithin(f.path, dir.path));
  // Files first, then directories deepest first: an interruption never leaves a file without its directory.
  await writeItems(files.map((f) => ({ DeleteRequest: { Key: fileKey(f.fileId) } })));
  dirs.sort((a, b) => b.path.length - a.path.length);
  await writeItems(dirs.map((d) => ({ DeleteRequest: { Key: directoryKey(d.directoryId) } })));
  await deleteObjects([...files.flatMap((f) => [f.keyCa, f.keyEs]), ...dirs.map((d) => d.imgKey)]);
  return noContent();
}
