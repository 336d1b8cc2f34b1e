/**
 * The intranet document tree over HTTP (role 48): directories and files, uploads through presigned
 * PUTs (bytes really sent to the S3 emulator) and links, moves, deletes, locked top directories,
 * path resolution and the novelty window. Each test works in directories of its own.
 */
import { describe, expect, it } from 'vitest';
import { madridToday } from '../../shared/time/madrid';
import { call } from './support/api';

const admin = { persona: 'internal-admin' } as const;
const AGREEMENTS = 14;
const CATALOG = 15;

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const today = madridToday();

let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}-${++counter}`;

async function createDirectory(parent: number, name = unique('Carpeta')) {
  const res = await call('/api/intranet/directories', {
    ...admin,
    method: 'POST',
    body: { directory_id: parent, name_ca: name, name_es: `${name} (es)`, order: 5 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; path: string; top_directory_id: number };
}

/** Step 1 and 2 of an upload: ask, then PUT the bytes to the presigned URL. */
async function upload(fileName: string, bytes: Uint8Array, purpose: 'file' | 'image' = 'file') {
  const res = await call('/api/intranet/uploads', {
    ...admin,
    method: 'POST',
    body: { file_name: fileName, size: bytes.length, purpose },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { upload_id, url, headers, method } = res.body.data;
  const put = await fetch(url, { method, headers, body: bytes });
  expect(put.status).toBe(200);
  return upload_id as string;
}

const pdfBytes = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

async function createLinkFile(directory: number, extra: Record<string, unknown> = {}) {
  const res = await call('/api/intranet/files', {
    ...admin,
    method: 'POST',
    body: {
      directory_id: directory,
      name_ca: unique('Enllaç'),
      name_es: unique('Enlace'),
      url_ca: 'https://www.example.com/ca',
      url_es: 'https://www.example.com/es',
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

type Node = { id: number; children_directories: Node[]; children_files: { id: number }[]; path: string };
const findNode = (nodes: Node[], id: number): Node | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const found = findNode(n.children_directories, id);
    if (found) return found;
  }
  return undefined;
};

describe('intranet tree', () => {
  it('answers every top directory, locked, with its subtree', async () => {
    const res = await call('/api/intranet/treeview', admin);
    expect(res.status).toBe(200);
    const tops = res.body.data as (Node & { locked: boolean; directory_id: number | null })[];
    expect(tops.map((t) => t.id).sort((a, b) => a - b)).toEqual([1, 14, 15, 16, 17, 18, 283, 284, 285, 286]);
    expect(tops.every((t) => t.locked && t.directory_id === null)).toBe(true);
    const agreements = tops.find((t) => t.id === AGREEMENTS)!;
    expect(findNode([agreements], 301)?.path).toBe('14-300-301');
    // One top directory only, for areas too big to load together.
    const one = await call('/api/intranet/treeview', { ...admin, query: 'top_directory_id=15' });
    expect(one.body.data.map((t: Node) => t.id)).toEqual([CATALOG]);
    expect((await call('/api/intranet/treeview', { ...admin, query: 'top_directory_id=300' })).body.data).toEqual([]);
  });

  it('creates a directory and a file uploaded per language, and opens each language', async () => {
    const dir = await createDirectory(AGREEMENTS);
    expect(dir.path).toBe(`14-${dir.id}`);
    const ca = await upload('Informe anual.pdf', pdfBytes('catala'));
    const es = await upload('Informe anual (es).pdf', pdfBytes('castella'));
    const created = await call('/api/intranet/files', {
      ...admin,
      method: 'POST',
      body: {
        directory_id: dir.id,
        name_ca: 'Informe anual',
        name_es: 'Informe anual ES',
        upload_ca: ca,
        upload_es: es,
        tooltip_ca: 'Consell',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const file = created.body.data;
    expect(file).toMatchObject({
      directory_id: dir.id,
      top_directory_id: AGREEMENTS,
      extension_ca: 'pdf',
      extension_es: 'pdf',
      attachment_ca: 'Informe anual.pdf',
      url_ca: null,
      tooltip_ca: 'Consell',
      tooltip_es: null,
      link: `/guest/pharmacy/file/14/${file.id}`,
    });

    for (const [lang, text] of [
      ['ca', 'catala'],
      ['es', 'castella'],
    ] as const) {
      const open = await call(`/api/intranet/files/${file.id}`, { ...admin, query: `lang=${lang}` });
      expect(open.status).toBe(200);
      const got = await fetch(open.body.url);
      expect(got.status).toBe(200);
      expect(await got.text()).toContain(text);
      expect(got.headers.get('content-disposition')).toMatch(/^inline; filename="Informe anual( ES)?\.pdf"/);
    }
    // The caller's language by default.
    const byLocale = await call(`/api/intranet/files/${file.id}`, { ...admin, lang: 'es' });
    expect(await (await fetch(byLocale.body.url)).text()).toContain('castella');

    // A pharmacy guest with the agreements role opens it by its portal link.
    const guest = await call(`/api/guest/pharmacy/file/14/${file.id}`, { persona: 'pharmacy-guest' });
    expect(guest.status).toBe(200);
    expect(await (await fetch(guest.body.url)).text()).toContain('catala');
  });

  it('uses an upload once, only when its bytes are in the bucket', async () => {
    const dir = await createDirectory(CATALOG);
    const never = await call('/api/intranet/uploads', {
      ...admin,
      method: 'POST',
      body: { file_name: 'fantasma.pdf', size: 100 },
    });
    const body = (upload_ca: string, upload_es: string) => ({
      directory_id: dir.id,
      name_ca: 'x',
      name_es: 'x',
      upload_ca,
      upload_es,
    });
    const missing = await call('/api/intranet/files', {
      ...admin,
      method: 'POST',
      body: body(never.body.data.upload_id, 'unknown'),
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['upload_ca']);
    // An upload issued under the image policy does not serve a document.
    const picture = await upload('foto.png', pdfBytes('png'), 'image');
    const wrongUse = await call('/api/intranet/files', { ...admin, method: 'POST', body: body(picture, 'unknown') });
    expect(wrongUse.status).toBe(422);
    expect(Object.keys(wrongUse.body.errors)).toEqual(['upload_ca']);

    const id = await upload('doc.pdf', pdfBytes('once'));
    const other = await upload('doc2.pdf', pdfBytes('twice'));
    expect((await call('/api/intranet/files', { ...admin, method: 'POST', body: body(id, other) })).status).toBe(201);
    const again = await call('/api/intranet/files', { ...admin, method: 'POST', body: body(id, other), lang: 'es' });
    expect(again.status).toBe(422);
    expect(again.body.errors.upload_ca).toEqual(['No se ha encontrado el fichero subido o ya se ha usado. Vuelva a subirlo.']);
  });

  it('refuses other file types, too large files and a file sent to the wrong size', async () => {
    const exe = await call('/api/intranet/uploads', { ...admin, method: 'POST', body: { file_name: 'virus.exe', size: 10 } });
    expect(exe.status).toBe(422);
    expect(exe.body.errors.file_name[0]).toMatch(/pdf, mp4, mkv, avi, jpg, png, pptx, ppt, xlsx, xls, csv/);
    const big = await call('/api/intranet/uploads', {
      ...admin,
      method: 'POST',
      body: { file_name: 'video.mp4', size: 501 * 1024 * 1024 },
    });
    expect(big.status).toBe(422);
    expect(big.body.errors.size[0]).toContain('500 MB');
    const image = await call('/api/intranet/uploads', {
      ...admin,
      method: 'POST',
      body: { file_name: 'foto.pdf', size: 10, purpose: 'image' },
    });
    expect(image.status).toBe(422);
    // Bytes of another size: S3 refuses them (the length is signed; the emulator does not check),
    // and the save refuses the upload whose object is not the declared size.
    const ask = await call('/api/intranet/uploads', { ...admin, method: 'POST', body: { file_name: 'a.csv', size: 5 } });
    await fetch(ask.body.data.url, { method: 'PUT', headers: ask.body.data.headers, body: 'too many bytes' });
    const save = await call('/api/intranet/files', {
      ...admin,
      method: 'POST',
      body: {
        directory_id: CATALOG,
        name_ca: 'a',
        name_es: 'a',
        upload_ca: ask.body.data.upload_id,
        url_es: 'https://www.example.com',
      },
    });
    expect(save.status).toBe(422);
    expect(Object.keys(save.body.errors)).toEqual(['upload_ca']);
  });

  it('validates files: names, a link or an upload per language, novelty order', async () => {
    const post = (body: unknown) => call('/api/intranet/files', { ...admin, method: 'POST', body });
    const none = await post({ directory_id: AGREEMENTS, name_ca: '', url_es: 'https://example.com' });
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors).sort()).toEqual(['name_ca', 'name_es']);
    const neither = await post({ directory_id: AGREEMENTS, name_ca: 'a', name_es: 'b', url_es: 'https://example.com' });
    expect(Object.keys(neither.body.errors)).toEqual(['url_ca']);
    const both = await post({
      directory_id: AGREEMENTS,
      name_ca: 'a',
      name_es: 'b',
      url_ca: 'https://a.com',
      upload_ca: 'x',
      url_es: 'https://b.com',
    });
    expect(Object.keys(both.body.errors)).toEqual(['upload_ca']);
    const badUrl = await post({
      directory_id: AGREEMENTS,
      name_ca: 'a',
      name_es: 'b',
      url_ca: 'javascript:alert(1)',
      url_es: 'https://b.com',
    });
    expect(Object.keys(badUrl.body.errors)).toEqual(['url_ca']);
    const order = await post({
      directory_id: AGREEMENTS,
      name_ca: 'a',
      name_es: 'b',
      url_ca: 'https://a.com',
      url_es: 'https://b.com',
      novelty_start: '2026-05-10',
      novelty_end: '2026-05-01',
    });
    expect(Object.keys(order.body.errors)).toEqual(['novelty_end']);
    const noDir = await post({
      directory_id: 999999,
      name_ca: 'a',
      name_es: 'b',
      url_ca: 'https://a.com',
      url_es: 'https://b.com',
    });
    expect(Object.keys(noDir.body.errors)).toEqual(['directory_id']);
  });

  it('validates directories: both names, numeric order, an existing parent', async () => {
    const post = (body: unknown) => call('/api/intranet/directories', { ...admin, method: 'POST', body });
    const res = await post({ directory_id: AGREEMENTS, name_ca: ' ', order: 'first' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name_ca', 'name_es', 'order']);
    const noParent = await post({ directory_id: 999999, name_ca: 'a', name_es: 'b' });
    expect(Object.keys(noParent.body.errors)).toEqual(['directory_id']);
    // Numbers are numbers: nothing is coerced into one.
    for (const wrong of [[AGREEMENTS], true, null, '', String(AGREEMENTS)]) {
      const bad = await post({ directory_id: wrong, name_ca: 'a', name_es: 'b', order: wrong });
      expect(bad.status, JSON.stringify(wrong)).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['directory_id', 'order']);
    }
  });

  it('edits a file: switches a language from link to upload and back, keeps what is not sent', async () => {
    const dir = await createDirectory(CATALOG);
    const file = await createLinkFile(dir.id, { tooltip_es: 'Pista' });
    const id = await upload('nou.pdf', pdfBytes('nou'));
    const edited = await call(`/api/intranet/files/${file.id}`, {
      ...admin,
      method: 'PUT',
      body: { upload_ca: id, name_es: 'Nou nom' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      extension_ca: 'pdf',
      attachment_ca: 'nou.pdf',
      url_ca: null,
      extension_es: 'link',
      url_es: 'https://www.example.com/es',
      name_es: 'Nou nom',
      name_ca: file.name_ca,
      tooltip_es: 'Pista',
    });
    const back = await call(`/api/intranet/files/${file.id}`, {
      ...admin,
      method: 'PUT',
      body: { url_ca: 'https://www.example.com/torna', tooltip_es: null },
    });
    expect(back.body.data).toMatchObject({
      extension_ca: 'link',
      url_ca: 'https://www.example.com/torna',
      attachment_ca: null,
      tooltip_es: null,
    });
    const open = await call(`/api/intranet/files/${file.id}`, admin);
    expect(open.body).toEqual({ url: 'https://www.example.com/torna' });
  });

  it('moves a file to a directory of another top directory', async () => {
    const from = await createDirectory(AGREEMENTS);
    const to = await createDirectory(CATALOG);
    const file = await createLinkFile(from.id);
    const moved = await call(`/api/intranet/files/${file.id}`, { ...admin, method: 'PUT', body: { directory_id: to.id } });
    expect(moved.body.data).toMatchObject({
      directory_id: to.id,
      top_directory_id: CATALOG,
      path: to.path,
      link: `/guest/pharmacy/file/15/${file.id}`,
    });
    expect((await call(`/api/guest/pharmacy/file/14/${file.id}`, { persona: 'pharmacy-guest' })).status).toBe(404);
    expect((await call(`/api/guest/pharmacy/file/15/${file.id}`, { persona: 'pharmacy-guest' })).status).toBe(200);
  });

  it('moves a directory with its subtree to another top directory, never into itself', async () => {
    const a = await createDirectory(AGREEMENTS);
    const b = await createDirectory(a.id);
    const c = await createDirectory(b.id);
    const file = await createLinkFile(c.id);
    const target = await createDirectory(CATALOG);

    const intoItself = await call(`/api/intranet/directories/${a.id}`, { ...admin, method: 'PUT', body: { directory_id: a.id } });
    expect(intoItself.status).toBe(422);
    const intoChild = await call(`/api/intranet/directories/${a.id}`, { ...admin, method: 'PUT', body: { directory_id: c.id } });
    expect(intoChild.status).toBe(422);
    expect(intoChild.body.errors.directory_id).toEqual([
      "No es pot moure un directori dins seu ni dins d'un dels seus subdirectoris.",
    ]);

    const moved = await call(`/api/intranet/directories/${a.id}`, {
      ...admin,
      method: 'PUT',
      body: { directory_id: target.id, name_ca: 'Reanomenat' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({
      id: a.id,
      directory_id: target.id,
      top_directory_id: CATALOG,
      name_ca: 'Reanomenat',
    });
    const newPath = `15-${target.id}-${a.id}`;
    expect(moved.body.data.path).toBe(newPath);

    const catalog = await call('/api/guest/pharmacy/platform/catalog/treeview', { persona: 'pharmacy-guest' });
    const movedC = findNode([catalog.body.data], c.id)!;
    expect(movedC.path).toBe(`${newPath}-${b.id}-${c.id}`);
    expect(movedC.children_files.map((f) => f.id)).toEqual([file.id]);
    const agreements = await call('/api/guest/pharmacy/platform/agreements/treeview', { persona: 'pharmacy-guest' });
    expect(findNode([agreements.body.data], a.id)).toBeUndefined();
    expect((await call(`/api/guest/pharmacy/file/15/${file.id}`, { persona: 'pharmacy-guest' })).status).toBe(200);
    expect((await call(`/api/guest/pharmacy/platform/agreements/files/${file.id}`, { persona: 'pharmacy-guest' })).status).toBe(
      404,
    );
    expect((await call(`/api/intranet/directories/path/${newPath}-${b.id}`, admin)).status).toBe(200);
  });

  it('deletes a directory with everything below it, objects included', async () => {
    const a = await createDirectory(AGREEMENTS);
    const b = await createDirectory(a.id);
    const ca = await upload('esborra.pdf', pdfBytes('esborra'));
    const es = await upload('borra.pdf', pdfBytes('borra'));
    const created = await call('/api/intranet/files', {
      ...admin,
      method: 'POST',
      body: { directory_id: b.id, name_ca: 'Esborra', name_es: 'Borra', upload_ca: ca, upload_es: es },
    });
    const link = await createLinkFile(a.id);
    const before = await call(`/api/intranet/files/${created.body.data.id}`, admin);

    const res = await call(`/api/intranet/directories/${a.id}`, { ...admin, method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await call(`/api/intranet/files/${created.body.data.id}`, admin)).status).toBe(404);
    expect((await call(`/api/intranet/files/${link.id}`, admin)).status).toBe(404);
    expect((await call(`/api/intranet/directories/path/14-${a.id}`, admin)).status).toBe(404);
    // The object is gone from the bucket (in AWS a delete marker: the versioned bucket keeps it).
    expect((await fetch(before.body.url)).status).toBe(404);
  });

  it('deletes a file', async () => {
    const dir = await createDirectory(CATALOG);
    const file = await createLinkFile(dir.id);
    expect((await call(`/api/intranet/files/${file.id}`, { ...admin, method: 'DELETE' })).status).toBe(204);
    expect((await call(`/api/intranet/files/${file.id}`, { ...admin, method: 'DELETE' })).status).toBe(404);
  });

  it('never edits, moves or deletes a locked top directory', async () => {
    const edit = await call(`/api/intranet/directories/${AGREEMENTS}`, { ...admin, method: 'PUT', body: { name_ca: 'Nou' } });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('Aquest directori està bloquejat: no es pot editar, moure ni eliminar.');
    expect(
      (await call(`/api/intranet/directories/${AGREEMENTS}`, { ...admin, method: 'PUT', body: { directory_id: CATALOG } }))
        .status,
    ).toBe(409);
    expect((await call(`/api/intranet/directories/${AGREEMENTS}`, { ...admin, method: 'DELETE' })).status).toBe(409);
    // What it holds is managed as usual.
    await createDirectory(AGREEMENTS);
  });

  it('gives a directory an image and removes it', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const img = await upload('icona.svg', svg, 'image');
    const dir = await createDirectory(CATALOG);
    const withImage = await call(`/api/intranet/directories/${dir.id}`, {
      ...admin,
      method: 'PUT',
      body: { img_upload_id: img },
    });
    expect(withImage.status, JSON.stringify(withImage.body)).toBe(200);
    expect(await (await fetch(withImage.body.data.img)).text()).toContain('<svg');
    const removed = await call(`/api/intranet/directories/${dir.id}`, { ...admin, method: 'PUT', body: { img_remove: true } });
    expect(removed.body.data.img).toBeNull();
  });

  it("resolves a {path?} of directory ids only when each is the previous one's child", async () => {
    const ok = await call('/api/intranet/directories/path/14-300-301', admin);
    expect(ok.status).toBe(200);
    expect(ok.body.data.map((d: { id: number }) => d.id)).toEqual([14, 300, 301]);
    expect(ok.body.data[0]).toMatchObject({ name_ca: 'Acords', name_es: 'Acuerdos', locked: true });
    for (const bad of ['14-301', '300-301', '15-300', '14-300-999999', 'abc', '14--300', '999999', '14-14', '14-300-300']) {
      const res = await call(`/api/intranet/directories/path/${bad}`, admin);
      expect(res.status, bad).toBe(404);
      expect(res.body.message).toBe("No s'ha trobat el camí; es mostra la carpeta arrel.");
    }
  });

  it('marks a file as novelty between its start and end dates, both included (Europe/Madrid)', async () => {
    const dir = await createDirectory(AGREEMENTS);
    const cases = [
      [{ novelty_start: today, novelty_end: today }, true],
      [{ novelty_start: addDays(today, -5), novelty_end: addDays(today, 5) }, true],
      [{ novelty_start: addDays(today, 1), novelty_end: addDays(today, 9) }, false],
      [{ novelty_start: addDays(today, -9), novelty_end: addDays(today, -1) }, false],
      [{ novelty_start: addDays(today, -1) }, true],
      [{ novelty_end: addDays(today, -1) }, false],
      [{}, false],
    ] as const;
    const files = [];
    for (const [window, novelty] of cases) {
      const f = await createLinkFile(dir.id, window);
      expect(f.novelty, JSON.stringify(window)).toBe(novelty);
      files.push([f.id, novelty] as const);
    }
    // The guest tree answers the same flags.
    const tree = await call('/api/guest/pharmacy/platform/agreements/treeview', { persona: 'pharmacy-guest' });
    const node = findNode([tree.body.data], dir.id)! as unknown as { children_files: { id: number; novelty: boolean }[] };
    for (const [id, novelty] of files) expect(node.children_files.find((f) => f.id === id)?.novelty).toBe(novelty);
    // Clearing the window ends the novelty.
    const [first] = files[0]!;
    const cleared = await call(`/api/intranet/files/${first}`, {
      ...admin,
      method: 'PUT',
      body: { novelty_start: null, novelty_end: null },
    });
    expect(cleared.body.data).toMatchObject({ novelty: false, novelty_start: null, novelty_end: null });
  });

  it('manages the pharmacy home carousel per locale', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="3"><title>prova</title></svg>',
    );
    const upload_id = await upload('banner-prova-es.svg', svg, 'image');
    const created = await call('/api/intranet/sliders', { ...admin, method: 'POST', body: { locale: 'es', upload_id } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { position, name } = created.body.data;
    expect(name).toBe('banner-prova-es.svg');
    const list = await call('/api/intranet/sliders', admin);
    expect(list.body.data.es.at(-1)).toMatchObject({ position, name });
    // The public carousel shows it last, with a working address.
    const shown = (await call('/api/public/pharmacy/sliders')).body.data.es.at(-1);
    expect(shown.name).toBe('banner-prova-es.svg');
    expect(await (await fetch(shown.url)).text()).toContain('<title>prova</title>');
    // The same upload cannot be used twice.
    const again = await call('/api/intranet/sliders', { ...admin, method: 'POST', body: { locale: 'ca', upload_id } });
    expect(again.status).toBe(422);
    expect((await call(`/api/intranet/sliders/es/${position}`, { ...admin, method: 'DELETE' })).status).toBe(204);
    const after = await call('/api/public/pharmacy/sliders');
    expect(after.body.data.es.some((s: { name: string }) => s.name === 'banner-prova-es.svg')).toBe(false);
    expect((await call(`/api/intranet/sliders/es/${position}`, { ...admin, method: 'DELETE' })).status).toBe(404);
  });
});
