/**
 * Ticket attachments through the one upload path, with real presigned uploads: refused types and
 * sizes before upload (422 per field) and by S3 itself, attach on create and later, download one,
 * all as one zip, delete one; an upload is used once and only by its uploader.
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { TICKET_ATTACHMENT_MAX_BYTES } from '../../shared/ticketing/rules';
import { api } from './support/api';

const STAFF = { persona: 'internal-staff' } as const;
const ADMIN = { persona: 'internal-admin' } as const;

async function upload(name: string, bytes: Buffer, who: { persona: string } = STAFF): Promise<string> {
  const ticket = await api.call('ticketing.attachments.upload_ticket', { body: { file_name: name, size: bytes.length }, ...who });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.url, { method: ticket.body.method, headers: ticket.body.headers, body: bytes });
  expect(put.status).toBe(200);
  return ticket.body.upload_id;
}

const ticketBody = (attachments: string[]) => ({
  channel: 5,
  party_id: null,
  party_name: 'proves adjunts',
  type: 6,
  description: 'amb fitxers',
  user_assigned: 2,
  status: 3,
  attachments,
  allow_duplicate: true,
});

describe('ticket attachments', () => {
  it('refuses a type or a size beyond the limit before upload, in both languages', async () => {
    const exe = await api.call('ticketing.attachments.upload_ticket', {
      body: { file_name: 'virus.exe', size: 10 },
      ...STAFF,
      lang: 'es',
    });
    expect(exe.status).toBe(422);
    expect(exe.error.errors?.file_name?.[0]).toMatch(/^Tipo de fichero no permitido/);
    const big = await api.call('ticketing.attachments.upload_ticket', {
      body: { file_name: 'scan.pdf', size: TICKET_ATTACHMENT_MAX_BYTES + 1 },
      ...STAFF,
    });
    expect(big.error.errors?.size).toEqual(['El fitxer supera la mida màxima (20 MB).']);
  });

  it('a file of another size than the one signed is refused: by S3 in AWS, by the save everywhere', async () => {
    const ticket = await api.call('ticketing.attachments.upload_ticket', { body: { file_name: 'a.txt', size: 5 }, ...STAFF });
    expect(ticket.body.url).toMatch(/X-Amz-SignedHeaders=[^&]*content-length/);
    // The local S3 stand-in does not check signed headers; AWS answers 403 here.
    await fetch(ticket.body.url, { method: 'PUT', headers: ticket.body.headers, body: Buffer.from('much longer body') });
    const save = await api.call('ticketing.store', { body: ticketBody([ticket.body.upload_id]), ...STAFF, lang: 'es' });
    expect(save.status).toBe(422);
    expect(save.error.errors?.attachments).toEqual(['No se ha encontrado el fichero subido o ya se ha usado. Vuelva a subirlo.']);
  });

  it('attaches on create and later, downloads one and all as a zip, deletes one', async () => {
    const pdf = Buffer.from('%PDF-1.4 albarà');
    const note = Buffer.from('nota de la trucada');
    const created = await api.call('ticketing.store', {
      body: ticketBody([await upload('albarà signat.pdf', pdf), await upload('nota.txt', note)]),
      ...STAFF,
    });
    expect(created.status).toBe(201);
    const t = created.body.data;
    expect(t.attachments.map((a) => a.filename).sort()).toEqual(['albarà signat.pdf', 'nota.txt']);
    expect(t.attachments[0]!.basename).toMatch(/^[0-9a-f-]{36}\.(pdf|txt)$/);

    const added = await api.call('ticketing.attachments.add', {
      params: { id: t.id },
      body: { attachments: [await upload('nota.txt', Buffer.from('segona nota'))] },
      ...STAFF,
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toHaveLength(3);

    const pdfAttachment = t.attachments.find((a) => a.filename.endsWith('.pdf'))!;
    const one = await api.call('ticketing.attachments.download', {
      params: { id: t.id, basename: pdfAttachment.basename },
      ...STAFF,
    });
    const file = await fetch(one.body.url);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''albar%C3%A0%20signat.pdf");

    const all = await api.call('ticketing.attachments.download_all', { params: { id: t.id }, ...STAFF });
    expect(all.status).toBe(200);
    const zipFile = await fetch(all.body.url);
    expect(zipFile.headers.get('content-disposition')).toContain(`Tiquet ${t.id} adjunts.zip`);
    const entries = unzipSync(new Uint8Array(await zipFile.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['albarà signat.pdf', 'nota (2).txt', 'nota.txt']);
    expect(Buffer.from(entries['albarà signat.pdf']!)).toEqual(pdf);

    const gone = await api.call('ticketing.attachments.delete', {
      params: { id: t.id, basename: pdfAttachment.basename },
      ...STAFF,
    });
    expect(gone.status).toBe(204);
    const after = await api.call('ticketing.show', { params: { id: t.id }, ...STAFF });
    expect(after.body.data.attachments).toHaveLength(2);
    expect(
      (await api.call('ticketing.attachments.download', { params: { id: t.id, basename: pdfAttachment.basename }, ...STAFF }))
        .status,
    ).toBe(404);
    expect(
      (await api.call('ticketing.attachments.download', { params: { id: t.id, basename: '../../etc/passwd' }, ...STAFF })).status,
    ).toBe(404);
  });

  it('an upload works once and only for its uploader; an update attaches new files in its save', async () => {
    const id = await upload('a.txt', Buffer.from('a'));
    const byOther = await api.call('ticketing.store', { body: ticketBody([id]), ...ADMIN });
    expect(byOther.status).toBe(422);
    expect(Object.keys(byOther.error.errors ?? {})).toEqual(['attachments']);
    const t = (await api.call('ticketing.store', { body: ticketBody([id]), ...STAFF })).body.data;
    const again = await api.call('ticketing.store', { body: ticketBody([id]), ...STAFF });
    expect(again.status).toBe(422);
    const never = await api.call('ticketing.store', { body: ticketBody(['00000000-0000-4000-8000-000000000000']), ...STAFF });
    expect(never.status).toBe(422);

    const saved = await api.call('ticketing.update', {
      params: { id: t.id },
      body: { ...ticketBody([await upload('b.pdf', Buffer.from('%PDF b'))]), new: false, version: t.version },
      ...STAFF,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attachments.map((a) => a.filename).sort()).toEqual(['a.txt', 'b.pdf']);
  });

  it('the zip of a ticket without files is a 404', async () => {
    const t = (await api.call('ticketing.store', { body: ticketBody([]), ...STAFF })).body.data;
    expect((await api.call('ticketing.attachments.download_all', { params: { id: t.id }, ...STAFF })).status).toBe(404);
  });
});
