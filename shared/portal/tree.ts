/**
 * The intranet tree as the API answers it (docs/api/portal.md "Directory", "TreeFile", "File"):
 * built by functions/lib/data/intranet.ts, read by the SPA's document trees and admin screens.
 */
import type { SectionKey } from './sections';

/** A file as the trees show it: the spec's §3 fields only (a section can hold 10,000 of them). */
export interface TreeFile {
  id: number;
  directory_id: number;
  name_ca: string;
  name_es: string;
  url_ca: string | null;
  url_es: string | null;
  attachment_ca: string | null;
  attachment_es: string | null;
  /** 'link' or the uploaded file's type (pdf, mp4, …). */
  extension_ca: string;
  extension_es: string;
  tooltip_ca: string | null;
  tooltip_es: string | null;
  novelty_start: string | null;
  novelty_end: string | null;
  /** Computed by the server for today (Europe/Madrid). */
  novelty: boolean;
}

/** A file on its own (create, edit, news): the tree fields plus where it is, sizes and dates. */
export interface FileDetail extends TreeFile {
  top_directory_id: number;
  path: string;
  size_ca: number | null;
  size_es: number | null;
  created_at: string;
  updated_at: string | null;
  /** The portal address to copy (copy file link), relative to the site: /guest/pharmacy/file/{top}/{id}. */
  link: string;
}

export interface TreeDirectory {
  id: number;
  /** The parent; null for a top directory. */
  directory_id: number | null;
  top_directory_id: number;
  /** Ids from the top directory down to this one, joined by '-'. */
  path: string;
  name_ca: string;
  name_es: string;
  /** Presigned URL of its image (short-lived) or null. */
  img: string | null;
  order: number;
  locked: boolean;
  children_directories: TreeDirectory[];
  children_files: TreeFile[];
}

/** A file of the pharmacy news list: a file on its own and the guest area (section) it is in. */
export interface NewsFile extends FileDetail {
  /** The API section of its area (e.g. platform/agreements). */
  section: SectionKey;
}

/** One directory of a resolved `{path}` (intranet.path), from the top directory down. */
export interface DirectoryCrumb {
  id: number;
  name_ca: string;
  name_es: string;
  locked: boolean;
  top_directory_id: number;
}
