import { describe, expect, it } from 'vitest';
import { isWithin, sectionTree, type DirectoryItem, type FileItem, type Section } from './intranet';

const dir = (directoryId: number, parentId: number, path: string, nameCa: string, order = 0): DirectoryItem =>
  ({
    directoryId,
    parentId,
    topDirectoryId: 14,
    path,
    nameCa,
    nameEs: `${nameCa} es`,
    order,
    locked: parentId === 0,
  }) as DirectoryItem;
const file = (fileId: number, directoryId: number, nameCa: string, extra: Partial<FileItem> = {}): FileItem =>
  ({
    fileId,
    directoryId,
    topDirectoryId: 14,
    path: '',
    nameCa,
    nameEs: `${nameCa} es`,
    extensionCa: 'link',
    extensionEs: 'pdf',
    urlCa: 'https://example.com',
    keyEs: 'k',
    attachmentEs: 'a.pdf',
    createdAt: '2026-01-01T00:00:00Z',
    ...extra,
  }) as FileItem;

describe('section tree', () => {
  const section: Section = {
    topDirectoryId: 14,
    directories: [
      dir(14, 0, '14', 'Acords'),
      dir(302, 300, '14-300-302', 'Zeta', 1),
      dir(300, 14, '14-300', 'Arrel', 2),
      dir(301, 300, '14-300-301', 'Beta', 1),
      dir(303, 300, '14-300-303', 'Alfa', 1),
      dir(399, 398, '14-398-399', 'Orfe'),
    ],
    files: [
      file(2, 300, 'Document 10'),
      file(1, 300, 'Document 9', { noveltyStart: '2026-05-01', noveltyEnd: '2026-05-31' }),
      file(3, 399, 'Perdut'),
    ],
  };

  it('nests directories and files, by order then name (numbers in order), leaving orphans out', async () => {
    const tree = (await sectionTree(section, 'ca', '2026-05-31'))!;
    expect(tree).toMatchObject({ id: 14, directory_id: null, locked: true });
    const root = tree.children_directories;
    expect(root.map((d) => d.id)).toEqual([300]);
    expect(root[0]!.children_directories.map((d) => d.name_ca)).toEqual(['Alfa', 'Beta', 'Zeta']);
    expect(root[0]!.children_files.map((f) => f.name_ca)).toEqual(['Document 9', 'Document 10']);
    expect(JSON.stringify(tree)).not.toContain('Orfe');
    expect(JSON.stringify(tree)).not.toContain('Perdut');
  });

  it('answers the spec fields of each file with the novelty of the day', async () => {
    const tree = (await sectionTree(section, 'es', '2026-06-01'))!;
    const [nine] = tree.children_directories[0]!.children_files;
    expect(nine).toEqual({
      id: 1,
      directory_id: 300,
      name_ca: 'Document 9',
      name_es: 'Document 9 es',
      url_ca: 'https://example.com',
      url_es: null,
      attachment_ca: null,
      attachment_es: 'a.pdf',
      extension_ca: 'link',
      extension_es: 'pdf',
      tooltip_ca: null,
      tooltip_es: null,
      novelty_start: '2026-05-01',
      novelty_end: '2026-05-31',
      novelty: false,
    });
  });

  it('is null without its top directory', async () => {
    expect(await sectionTree({ ...section, directories: section.directories.slice(1) }, 'ca', '2026-01-01')).toBeNull();
  });

  it('knows what lies below a path', () => {
    expect(isWithin('14-300', '14-300')).toBe(true);
    expect(isWithin('14-300-301', '14-300')).toBe(true);
    expect(isWithin('14-3001', '14-300')).toBe(false);
  });
});
