import { describe, expect, it } from 'vitest';
import {
  chainTo,
  childNodes,
  collapse,
  contentsOf,
  directoryChoices,
  expandedForChain,
  inLocale,
  isLink,
  joinPath,
  mergeExpanded,
  resolvePath,
} from './tree';
import type { TreeDirectory, TreeFile } from '../../../../shared/portal/tree';

function file(id: number, directory: number, extension = 'pdf'): TreeFile {
  return {
    id,
    directory_id: directory,
    name_ca: `Fitxer ${id}`,
    name_es: `Archivo ${id}`,
    url_ca: extension === 'link' ? 'https://example.com' : null,
    url_es: null,
    attachment_ca: null,
    attachment_es: null,
    extension_ca: extension,
    extension_es: 'pdf',
    tooltip_ca: 'Ajuda',
    tooltip_es: null,
    novelty_start: null,
    novelty_end: null,
    novelty: false,
  };
}

function dir(id: number, parent: number | null, children: TreeDirectory[] = [], files: TreeFile[] = []): TreeDirectory {
  return {
    id,
    directory_id: parent,
    top_directory_id: 14,
    path: String(id),
    name_ca: `Carpeta ${id}`,
    name_es: `Carpeta ${id} es`,
    img: null,
    order: 0,
    locked: parent === null,
    children_directories: children,
    children_files: files,
  };
}

// 14 ─┬─ 300 ─┬─ 301 (file 2)
//     │       └─ 302
//     │       (file 1)
//     └─ 303 (file 4)
// 15 ── 310 (file 5)
const d301 = dir(301, 300, [], [file(2, 301)]);
const d302 = dir(302, 300);
const d300 = dir(300, 14, [d301, d302], [file(1, 300)]);
const d303 = dir(303, 14, [], [file(4, 303, 'link')]);
const top14 = dir(14, null, [d300, d303], [file(18, 14)]);
const d310 = dir(310, 15, [], [file(5, 310)]);
const top15 = dir(15, null, [d310]);
const tops = [top14, top15];

describe('{path?}: directory ids joined by "-" (spec §2)', () => {
  it('resolves from the admin top directories or from inside a guest area', () => {
    expect(resolvePath(tops, '14-300-301')?.map((d) => d.id)).toEqual([14, 300, 301]);
    // A guest area starts below its top directory.
    expect(resolvePath(top14.children_directories, '300-302')?.map((d) => d.id)).toEqual([300, 302]);
    expect(resolvePath(tops, undefined)).toEqual([]);
    expect(resolvePath(tops, '')).toEqual([]);
  });

  it('does not resolve an unknown id, a child of another parent, or junk', () => {
    expect(resolvePath(tops, '14-999')).toBeNull();
    expect(resolvePath(tops, '14-310')).toBeNull();
    expect(resolvePath(tops, '300')).toBeNull();
    expect(resolvePath(top14.children_directories, '14-300')).toBeNull();
    expect(resolvePath(tops, '14--300')).toBeNull();
    expect(resolvePath(tops, '14-abc')).toBeNull();
    expect(resolvePath(tops, '-14')).toBeNull();
  });

  it('joins a chain back into a path and finds the chain to any directory', () => {
    expect(joinPath([top14, d300, d301])).toBe('14-300-301');
    expect(chainTo(tops, 302)?.map((d) => d.id)).toEqual([14, 300, 302]);
    expect(chainTo(top14.children_directories, 302)?.map((d) => d.id)).toEqual([300, 302]);
    expect(chainTo(tops, 12345)).toBeNull();
  });
});

describe('expanded state', () => {
  it('opens the chain of the address; closing a directory closes everything below it', () => {
    const open = expandedForChain([top14, d300, d301]);
    expect(open).toEqual(['d14', 'd300', 'd301']);
    expect(mergeExpanded(open, ['d15', 'd300'])).toEqual(['d14', 'd300', 'd301', 'd15']);
    expect(collapse(['d14', 'd300', 'd301', 'd15'], d300)).toEqual(['d14', 'd15']);
  });

  it('lists a directory as its directories then its files', () => {
    expect(childNodes(d300).map((n) => n.id)).toEqual(['d301', 'd302', 'f1']);
    const fileNode = childNodes(d300)[2]!;
    expect(fileNode.kind === 'file' && fileNode.parent.id).toBe(300);
  });
});

describe('what a directory holds (the delete confirmation)', () => {
  it('counts every directory and file below it', () => {
    expect(contentsOf(top14)).toEqual({ directories: 4, files: 4 });
    expect(contentsOf(d300)).toEqual({ directories: 2, files: 2 });
    expect(contentsOf(d302)).toEqual({ directories: 0, files: 0 });
  });
});

describe('move targets', () => {
  it('lists every directory with its full name, leaving out the moved one and what is below it', () => {
    const all = directoryChoices(tops, 'ca');
    expect(all.map((c) => c.id)).toEqual([14, 300, 301, 302, 303, 15, 310]);
    expect(all.find((c) => c.id === 301)).toEqual({
      id: 301,
      label: 'Carpeta 14 / Carpeta 300 / Carpeta 301',
      depth: 2,
      locked: false,
    });
    expect(directoryChoices(tops, 'es', 300).map((c) => c.id)).toEqual([14, 303, 15, 310]);
    expect(directoryChoices(tops, 'es', 300)[1]!.label).toBe('Carpeta 14 es / Carpeta 303 es');
  });
});

describe('per-language fields', () => {
  it('reads names, tooltips and links in the chosen language', () => {
    const f = file(4, 303, 'link');
    expect(inLocale(f, 'name', 'es')).toBe('Archivo 4');
    expect(inLocale(f, 'tooltip', 'ca')).toBe('Ajuda');
    expect(inLocale(f, 'tooltip', 'es')).toBe('');
    expect(isLink(f, 'ca')).toBe(true);
    expect(isLink(f, 'es')).toBe(false);
  });
});
