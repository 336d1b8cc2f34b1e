/**
 * The pharmacy document areas (spec §2, §6): each a read-only tree of one top directory, files
 * opened by section or by portal link, and the news list. Every file open checks the file's REAL
 * top directory: against the section it is asked through, and the caller's roles for it.
 */
import type { guestPharmacyRoutes } from '../../../shared/api/routes/guest-pharmacy';
import { madridToday } from '../../../shared/time/madrid';
import { mayOpenTop, openableTops, sectionOfTop, SECTIONS, type SectionKey } from '../../../shared/portal/sections';
import { newestFiles } from '../../lib/data/entities/intranet-file';
import { fileView, getFile, loadSection, openFileUrl, sectionTree } from '../../lib/data/intranet';
import { forbidden, notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';

type Routes = typeof guestPharmacyRoutes;

const topOf = (key: SectionKey) => SECTIONS.find((s) => s.key === key)!.topDirectoryId;

function emptyTop(key: SectionKey) {
  const index = SECTIONS.findIndex((s) => s.key === key);
  const s = SECTIONS[index]!;
  return {
    id: s.topDirectoryId,
    directory_id: null,
    top_directory_id: s.topDirectoryId,
    path: String(s.topDirectoryId),
    name_ca: s.name.ca,
    name_es: s.name.es,
    img: null,
    order: index + 1,
    locked: true,
    children_directories: [],
    children_files: [],
  };
}

/** GET …/{section}/treeview (the route already checked the section's roles). */
export const sectionTreeview =
  (key: SectionKey) =>
  async ({ locale }: Request<Routes['guest-pharmacy.agreements.treeview']>) => {
    const tree = await sectionTree(await loadSection(topOf(key)), locale, madridToday());
    // Before an administrator ever opened the intranet, the area is an empty, locked top directory.
    return { data: tree ?? emptyTop(key) };
  };

/** GET …/{section}/files/{id}: a file of another section is not found there. */
export const sectionFile =
  (key: SectionKey) =>
  async ({ params, query, locale }: Request<Routes['guest-pharmacy.agreements.file']>) => {
    const file = await getFile(params.id);
    if (!file || file.topDirectoryId !== topOf(key)) throw notFound();
    return openFileUrl(file, query.lang ?? locale);
  };

/**
 * GET /api/guest/pharmacy/file/{top_directory_id}/{id}: the file must really be under that top
 * directory (else 404, whatever the caller's roles), and the caller must hold its roles (else 403).
 */
export async function fileByLink({ params, query, locale, caller }: Request<Routes['guest-pharmacy.file']>) {
  const file = await getFile(params.id);
  if (!file || file.topDirectoryId !== params.top_directory_id) throw notFound();
  if (!mayOpenTop(caller.roleIds, file.topDirectoryId)) throw forbidden();
  return openFileUrl(file, query.lang ?? locale);
}

/** GET /api/guest/pharmacy/news/files: the newest files of every top directory the caller may open. */
export async function news({ query, caller }: Request<Routes['guest-pharmacy.news']>) {
  const today = madridToday();
  const perTop = await Promise.all(
    openableTops(caller.roleIds).map((topDirectoryId) => newestFiles(topDirectoryId, query.limit)),
  );
  const files = perTop
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.fileId - a.fileId)
    .slice(0, query.limit);
  return {
    data: files.map((f) => ({ ...fileView(f, today), section: sectionOfTop(f.topDirectoryId)!.key })),
  };
}
