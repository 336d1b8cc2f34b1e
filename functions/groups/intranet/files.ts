/** Intranet files: create, edit, move, delete and open (spec §2, §3, §5). */
import type { intranetRoutes } from '../../../shared/api/routes/intranet';
import { LINK_EXTENSION } from '../../../shared/portal/intranet';
import { madridToday } from '../../../shared/time/madrid';
import type { Caller } from '../../lib/auth/caller';
import { nextId } from '../../lib/data/counters';
import {
  createFileItem,
  deleteFileItem,
  patchFileItem,
  type FilePatch,
  type NewFile,
  type OptionalFileAttribute,
} from '../../lib/data/entities/intranet-file';
import { fileView, findDirectory, getFile, openFileUrl } from '../../lib/data/intranet';
import { invalid, notFound } from '../../lib/http/errors';
import { noContent, reply, type Request } from '../../lib/http/group-handler';
import { deleteObjects } from '../../lib/files/objects';
import { claimUpload, consumeUploads, type StoredUpload } from '../../lib/files/upload-ticket';
import { FILE_POLICY } from './uploads';

type Routes = typeof intranetRoutes;
type Lang = 'ca' | 'es';

const suffix = (lang: Lang) => (lang === 'ca' ? 'Ca' : 'Es');

/** The stored fields of one language's content: a link or an upload. */
function content(lang: Lang, src: { url: string } | { up: StoredUpload }): FilePatch {
  const s = suffix(lang);
  if ('url' in src) return { [`extension${s}`]: LINK_EXTENSION, [`url${s}`]: src.url } as FilePatch;
  return {
    [`extension${s}`]: src.up.extension,
    [`key${s}`]: src.up.key,
    [`attachment${s}`]: src.up.fileName,
    [`size${s}`]: src.up.size,
  } as FilePatch;
}

/** What a language's previous content leaves behind when replaced: attributes to remove. */
function staleAttributes(lang: Lang, nowLink: boolean): OptionalFileAttribute[] {
  const s = suffix(lang);
  return (nowLink ? [`key${s}`, `attachment${s}`, `size${s}`] : [`url${s}`]) as OptionalFileAttribute[];
}

interface ContentInput {
  url_ca?: string | null;
  url_es?: string | null;
  upload_ca?: string | null;
  upload_es?: string | null;
}

/** Per language, the new content if the request gives one (uploads checked, not yet used). */
async function newContents(body: ContentInput, caller: Caller) {
  const out: { lang: Lang; src: { url: string } | { up: StoredUpload } }[] = [];
  for (const lang of ['ca', 'es'] as const) {
    const url = body[`url_${lang}`];
    const uploadId = body[`upload_${lang}`];
    if (url) out.push({ lang, src: { url } });
    else if (uploadId) out.push({ lang, src: { up: await claimUpload(uploadId, caller, FILE_POLICY, `upload_${lang}`) } });
  }
  return out;
}

const uploadsOf = (contents: Awaited<ReturnType<typeof newContents>>) =>
  contents.flatMap((c) => ('up' in c.src ? [{ up: c.src.up, field: `upload_${c.lang}` }] : []));

async function targetDirectory(directoryId: number) {
  const dir = await findDirectory(directoryId);
  if (!dir) throw invalid('directory_id', 'validation.in');
  return dir;
}

export async function createFile({ body, caller }: Request<Routes['intranet.files.create']>) {
  const dir = await targetDirectory(body.directory_id);
  const contents = await newContents(body, caller);
  await consumeUploads(uploadsOf(contents));
  const fileId = await nextId('intranet-file');
  const item = {
    fileId,
    directoryId: dir.directoryId,
    topDirectoryId: dir.topDirectoryId,
    path: dir.path,
    nameCa: body.name_ca,
    nameEs: body.name_es,
    ...(body.tooltip_ca ? { tooltipCa: body.tooltip_ca } : {}),
    ...(body.tooltip_es ? { tooltipEs: body.tooltip_es } : {}),
    ...(body.novelty_start ? { noveltyStart: body.novelty_start } : {}),
    ...(body.novelty_end ? { noveltyEnd: body.novelty_end } : {}),
    ...Object.assign({}, ...contents.map((c) => content(c.lang, c.src))),
  } as NewFile;
  const data = await createFileItem(item);
  return reply(201, { data: fileView(data, madridToday()) });
}

export async function updateFile({ params, body, caller }: Request<Routes['intranet.files.update']>) {
  const file = await getFile(params.id);
  if (!file) throw notFound();
  const start = body.novelty_start === undefined ? file.noveltyStart : body.novelty_start;
  const end = body.novelty_end === undefined ? file.noveltyEnd : body.novelty_end;
  if (start && end && end < start) throw invalid('novelty_end', 'validation.after_start');
  const dir =
    body.directory_id !== undefined && body.directory_id !== file.directoryId ? await targetDirectory(body.directory_id) : null;
  const contents = await newContents(body, caller);

  const set: FilePatch = {};
  const remove: OptionalFileAttribute[] = [];
  const replacedKeys: (string | undefined)[] = [];
  if (body.name_ca !== undefined) set.nameCa = body.name_ca;
  if (body.name_es !== undefined) set.nameEs = body.name_es;
  for (const [field, attr] of [
    ['tooltip_ca', 'tooltipCa'],
    ['tooltip_es', 'tooltipEs'],
    ['novelty_start', 'noveltyStart'],
    ['novelty_end', 'noveltyEnd'],
  ] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (value) set[attr] = value;
    else if (file[attr] !== undefined) remove.push(attr);
  }
  for (const c of contents) {
    Object.assign(set, content(c.lang, c.src));
    remove.push(...staleAttributes(c.lang, 'url' in c.src).filter((a) => file[a] !== undefined));
    replacedKeys.push(c.lang === 'ca' ? file.keyCa : file.keyEs);
  }
  if (dir)
    Object.assign(set, {
      directoryId: dir.directoryId,
      topDirectoryId: dir.topDirectoryId,
      path: dir.path,
      createdAt: file.createdAt,
    });

  await consumeUploads(uploadsOf(contents));
  if (Object.keys(set).length > 0 || remove.length > 0) {
    await patchFileItem(file.fileId, set, remove);
    await deleteObjects(replacedKeys);
  }
  return { data: fileView((await getFile(file.fileId))!, madridToday()) };
}

export async function deleteFile({ params }: Request<Routes['intranet.files.delete']>) {
  const file = await getFile(params.id);
  if (!file) throw notFound();
  await deleteFileItem(file.fileId);
  await deleteObjects([file.keyCa, file.keyEs]);
  return noContent();
}

export async function showFile({ params, query, locale }: Request<Routes['intranet.files.show']>) {
  const file = await getFile(params.id);
  if (!file) throw notFound();
  return openFileUrl(file, query.lang ?? locale);
}
