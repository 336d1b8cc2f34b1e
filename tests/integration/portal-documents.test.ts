/**
 * The pharmacy document areas and news over HTTP: each area shows its own top directory, files
 * open only through their real top directory and only with its roles, and news lists exactly what
 * the caller may open, newest first.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { SEED_FILES } from '../../infra/local/seed/portal-data';
import { SECTIONS } from '../../shared/portal/sections';
import { call, tokenFor } from './support/api';

const basic = async () => ({ token: await tokenFor('farmacia-basica', DEMO_PASSWORD) });

type Node = {
  id: number;
  top_directory_id: number;
  path: string;
  children_directories: Node[];
  children_files: { id: number; directory_id: number }[];
};
const allIn = (n: Node): { dirs: Node[]; files: Node['children_files'] } => {
  const below = n.children_directories.map(allIn);
  return {
    dirs: [n, ...below.flatMap((b) => b.dirs)],
    files: [...n.children_files, ...below.flatMap((b) => b.files)],
  };
};

describe('document areas', () => {
  it('answers each area as the tree of its own top directory only', async () => {
    const areas = [
      ['platform/agreements', 'pharmacy-guest'],
      ['platform/catalog', 'pharmacy-guest'],
      ['platform/promotions', 'pharmacy-admin'],
      ['bi', 'pharmacy-guest'],
      ['club', 'pharmacy-admin'],
      ['networking', 'pharmacy-admin'],
      ['services/digital', 'pharmacy-guest'],
      ['services/inperson', 'pharmacy-guest'],
      ['administration', 'pharmacy-admin'],
      ['health', 'pharmacy-guest'],
    ] as const;
    for (const [key, persona] of areas) {
      const top = SECTIONS.find((s) => s.key === key)!.topDirectoryId;
      const res = await call(`/api/guest/pharmacy/${key}/treeview`, { persona, lang: 'es' });
      expect(res.status, key).toBe(200);
      expect(res.body.data).toMatchObject({ id: top, directory_id: null, locked: true });
      const { dirs, files } = allIn(res.body.data);
      expect(dirs.every((d) => d.top_directory_id === top && d.path.split('-')[0] === String(top))).toBe(true);
      // Each file sits in a directory of this tree.
      expect(files.every((f) => dirs.some((d) => d.id === f.directory_id))).toBe(true);
      const seeded = SEED_FILES.filter((f) => files.some((x) => x.id === f.id)).map((f) => f.id);
      expect(seeded.length, key).toBeGreaterThan(0);
    }
  });

  it('sorts directories by order and shapes files with the spec fields', async () => {
    const res = await call('/api/guest/pharmacy/platform/agreements/treeview', { persona: 'pharmacy-guest' });
    const top = res.body.data;
    const seededOrder = top.children_directories
      .filter((d: { id: number }) => d.id === 300 || d.id === 303)
      .map((d: { id: number }) => d.id);
    expect(seededOrder).toEqual([300, 303]);
    const link = allIn(top).files.find((f) => f.id === 4);
    expect(link).toMatchObject({
      extension_ca: 'link',
      url_ca: 'https://www.example.com/condicions',
      url_es: 'https://www.example.com/condiciones',
      attachment_ca: null,
      tooltip_es: 'Abre la página de condiciones',
      novelty: false,
    });
    const pdf = allIn(top).files.find((f) => f.id === 1);
    expect(pdf).toMatchObject({ extension_ca: 'pdf', url_ca: null, attachment_ca: 'acord-marc-2026.pdf', novelty: true });
  });

  it('opens an uploaded file inline and a link as the link itself', async () => {
    const pdf = await call('/api/guest/pharmacy/platform/agreements/files/1', { persona: 'pharmacy-guest', lang: 'es' });
    expect(pdf.status).toBe(200);
    const got = await fetch(pdf.body.url);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toMatch(/^inline; filename="Acuerdo marco 2026.pdf"/);
    expect((await got.text()).startsWith('%PDF')).toBe(true);
    const link = await call('/api/guest/pharmacy/services/digital/files/12', { persona: 'pharmacy-guest', query: 'lang=es' });
    expect(link.body).toEqual({ url: 'https://www.example.com/tienda' });
  });

  it('finds a file only through the area of its real top directory', async () => {
    // File 5 is a catalog file: not found through agreements, found through catalog.
    expect((await call('/api/guest/pharmacy/platform/agreements/files/5', { persona: 'pharmacy-guest' })).status).toBe(404);
    expect((await call('/api/guest/pharmacy/platform/catalog/files/5', { persona: 'pharmacy-guest' })).status).toBe(200);
    expect((await call('/api/guest/pharmacy/platform/catalog/files/999999', { persona: 'pharmacy-guest' })).status).toBe(404);
  });

  it('opens a file by its portal link only under its real top directory', async () => {
    // The caller holds both roles (40 and 41), yet a changed top id does not find the file.
    expect((await call('/api/guest/pharmacy/file/14/1', { persona: 'pharmacy-guest' })).status).toBe(200);
    expect((await call('/api/guest/pharmacy/file/15/1', { persona: 'pharmacy-guest' })).status).toBe(404);
    expect((await call('/api/guest/pharmacy/file/285/1', { persona: 'pharmacy-admin' })).status).toBe(404);
    // Promotions (285) needs role 67: the pharmacy guest lacks it.
    expect((await call('/api/guest/pharmacy/file/285/8', { persona: 'pharmacy-guest' })).status).toBe(403);
    expect((await call('/api/guest/pharmacy/file/285/8', { persona: 'pharmacy-admin' })).status).toBe(200);
    // BI documents (16) need 42 and 64.
    expect((await call('/api/guest/pharmacy/file/16/10', { persona: 'pharmacy-guest' })).status).toBe(200);
    expect((await call('/api/guest/pharmacy/file/16/10', { persona: 'pharmacy-admin' })).status).toBe(403);
  });

  describe('a pharmacy guest without the agreements role (40)', () => {
    it('cannot list agreements', async () => {
      const res = await call('/api/guest/pharmacy/platform/agreements/treeview', await basic());
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('No teniu permís per fer aquesta acció.');
    });

    it('cannot open an agreements file, through the area or by its link', async () => {
      expect((await call('/api/guest/pharmacy/platform/agreements/files/1', await basic())).status).toBe(403);
      expect((await call('/api/guest/pharmacy/file/14/1', await basic())).status).toBe(403);
    });

    it('cannot open an agreements file by changing the top id to one it may open', async () => {
      expect((await call('/api/guest/pharmacy/file/15/1', await basic())).status).toBe(404);
      expect((await call('/api/guest/pharmacy/platform/catalog/files/1', await basic())).status).toBe(404);
    });

    it('opens the catalog it has the role for', async () => {
      expect((await call('/api/guest/pharmacy/platform/catalog/treeview', await basic())).status).toBe(200);
      expect((await call('/api/guest/pharmacy/file/15/5', await basic())).status).toBe(200);
    });
  });
});

describe('news', () => {
  const tops = async (opts: Parameters<typeof call>[1]) => {
    const res = await call('/api/guest/pharmacy/news/files', { ...opts, query: 'limit=200' });
    expect(res.status).toBe(200);
    return res.body.data as { id: number; top_directory_id: number; created_at: string; section: string; link: string }[];
  };

  it('lists only files of the top directories the caller may open, newest first', async () => {
    const files = await tops({ persona: 'pharmacy-guest' });
    // Roles 62, 40, 41, 42+64, 61 and 60: digital, agreements, catalog, BI, in person, health.
    expect(new Set(files.map((f) => f.top_directory_id))).toEqual(new Set([1, 14, 15, 16, 17, 286]));
    const created = files.map((f) => f.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const seeded = files.filter((f) => f.id < 1000).map((f) => f.id);
    // Seeded ages: 5 (1 day), 1 (3), 15 (4), 11 (5), 18 (6), 12 (8), 13 (12), 7 (20), 10 (30), 2 (40), 3 (60), 6 (70), 4 (90).
    expect(seeded).toEqual([5, 1, 15, 11, 18, 12, 13, 7, 10, 2, 3, 6, 4]);
    const one = files.find((f) => f.id === 1)!;
    expect(one).toMatchObject({ section: 'platform/agreements', link: '/guest/pharmacy/file/14/1' });
  });

  it('follows each guest’s own roles', async () => {
    const admin = await tops({ persona: 'pharmacy-admin' });
    // Roles 40, 41, 67, 52 and 69: agreements, catalog, promotions, administration, club, networking.
    expect(new Set(admin.map((f) => f.top_directory_id))).toEqual(new Set([14, 15, 285, 18, 283, 284]));
    const limited = await tops(await basic());
    expect(new Set(limited.map((f) => f.top_directory_id))).toEqual(new Set([15]));
  });

  it('limits the list', async () => {
    const res = await call('/api/guest/pharmacy/news/files', { persona: 'pharmacy-guest', query: 'limit=3' });
    expect(res.body.data).toHaveLength(3);
    expect((await call('/api/guest/pharmacy/news/files', { persona: 'pharmacy-guest', query: 'limit=0' })).status).toBe(422);
  });
});
