/**
 * The document tree's logic, free of React: resolving `{path?}` (directory ids joined by '-'),
 * the expanded state that follows it, names per language, what a directory holds (the delete
 * confirmation), and the directory choices of a move. One module for the intranet admin and every
 * guest document area.
 */
import type { Locale } from '../../../../shared/i18n/locale';
import { PATH_SEPARATOR, parseDirectoryPath } from '../../../../shared/portal/sections';
import type { TreeDirectory, TreeFile } from '../../../../shared/portal/tree';

export type TreeNode =
  | { kind: 'directory'; id: string; directory: TreeDirectory }
  | { kind: 'file'; id: string; file: TreeFile; parent: TreeDirectory };

export const directoryNodeId = (id: number) => `d${id}`;
export const fileNodeId = (id: number) => `f${id}`;

export const directoryNode = (directory: TreeDirectory): TreeNode => ({
  kind: 'directory',
  id: directoryNodeId(directory.id),
  directory,
});

/** What a directory shows when opened: its directories, then its files (server order kept). */
export function childNodes(directory: TreeDirectory): TreeNode[] {
  return [
    ...directory.children_directories.map(directoryNode),
    ...directory.children_files.map((file): TreeNode => ({ kind: 'file', id: fileNodeId(file.id), file, parent: directory })),
  ];
}

/** A field in the given language: name, tooltip, url, attachment, extension. */
export function inLocale<F extends 'name' | 'tooltip' | 'url' | 'attachment' | 'extension'>(
  item: Partial<Record<`${F}_${Locale}`, string | null>>,
  field: F,
  locale: Locale,
): string {
  return item[`${field}_${locale}`] ?? '';
}

export const isLink = (file: TreeFile, locale: Locale) => inLocale(file, 'extension', locale) === 'link';

/**
 * Resolves `{path?}` against the directories a view starts from (the admin: the top directories;
 * a guest area: what its top directory holds): each id must be a child of the previous one.
 * [] for no path (the root); null when it does not resolve.
 */
export function resolvePath(roots: readonly TreeDirectory[], path: string | null | undefined): TreeDirectory[] | null {
  const ids = parseDirectoryPath(path);
  if (ids === null) return null;
  const chain: TreeDirectory[] = [];
  let level: readonly TreeDirectory[] = roots;
  for (const id of ids) {
    const next = level.find((d) => d.id === id);
    if (!next) return null;
    chain.push(next);
    level = next.children_directories;
  }
  return chain;
}

export const joinPath = (chain: readonly { id: number }[]) => chain.map((d) => d.id).join(PATH_SEPARATOR);

/** Every directory with its chain from the roots (the roots' own entries have a chain of one). */
export function indexDirectories(roots: readonly TreeDirectory[]): Map<number, TreeDirectory[]> {
  const index = new Map<number, TreeDirectory[]>();
  const walk = (dirs: readonly TreeDirectory[], above: TreeDirectory[]) => {
    for (const d of dirs) {
      const chain = [...above, d];
      index.set(d.id, chain);
      walk(d.children_directories, chain);
    }
  };
  walk(roots, []);
  return index;
}

/** The chain from the roots down to a directory, or null when it is not in this tree. */
export function chainTo(roots: readonly TreeDirectory[], id: number): TreeDirectory[] | null {
  return indexDirectories(roots).get(id) ?? null;
}

/** Everything below a directory (itself not counted). */
export function contentsOf(directory: TreeDirectory): { directories: number; files: number } {
  let directories = 0;
  let files = directory.children_files.length;
  for (const child of directory.children_directories) {
    const inner = contentsOf(child);
    directories += 1 + inner.directories;
    files += inner.files;
  }
  return { directories, files };
}

/** The node ids open for a path: every directory of the chain. */
export const expandedForChain = (chain: readonly TreeDirectory[]) => chain.map((d) => directoryNodeId(d.id));

/** Closing a directory closes everything below it too. */
export function collapse(expanded: readonly string[], directory: TreeDirectory): string[] {
  const closing = new Set<string>();
  const walk = (d: TreeDirectory) => {
    closing.add(directoryNodeId(d.id));
    d.children_directories.forEach(walk);
  };
  walk(directory);
  return expanded.filter((id) => !closing.has(id));
}

export function mergeExpanded(expanded: readonly string[], add: readonly string[]): string[] {
  const out = [...expanded];
  for (const id of add) if (!out.includes(id)) out.push(id);
  return out;
}

export interface DirectoryChoice {
  id: number;
  /** Names from the roots down, joined by ' / '. */
  label: string;
  depth: number;
  locked: boolean;
}

/**
 * The directories a move or a create may target, in tree order. `exclude` leaves out a directory
 * and everything below it (a directory cannot move into itself).
 */
export function directoryChoices(roots: readonly TreeDirectory[], locale: Locale, exclude?: number): DirectoryChoice[] {
  const out: DirectoryChoice[] = [];
  const walk = (dirs: readonly TreeDirectory[], names: string[]) => {
    for (const d of dirs) {
      if (d.id === exclude) continue;
      const label = [...names, inLocale(d, 'name', locale)];
      out.push({ id: d.id, label: label.join(' / '), depth: names.length, locked: d.locked });
      walk(d.children_directories, label);
    }
  };
  walk(roots, []);
  return out;
}
