import { beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition, downloadUrl } from './download';
import { presignUpload, safeFileName } from './upload';
import { HttpError } from '../http/errors';

beforeAll(() => {
  Object.assign(process.env, {
    FILES_BUCKET: 'files',
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'y',
  });
});

describe('downloads', () => {
  it('builds an RFC 6266 disposition with an ASCII fallback', () => {
    expect(contentDisposition('Factura 2026 — març.pdf', 'attachment')).toBe(
      `attachment; filename="Factura 2026  marc.pdf"; filename*=UTF-8''Factura%202026%20%E2%80%94%20mar%C3%A7.pdf`,
    );
    expect(contentDisposition('a"b.pdf', 'inline')).toMatch(/^inline; filename="a_b.pdf"/);
  });

  it('presigns a GET carrying the disposition', async () => {
    const { url } = await downloadUrl({ key: 'invoices/1.pdf', fileName: 'F1.pdf' });
    const u = new URL(url);
    expect(u.pathname).toContain('invoices/1.pdf');
    expect(u.searchParams.get('response-content-disposition')).toMatch(/^attachment; filename="F1.pdf"/);
    expect(Number(u.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
  });
});

describe('uploads', () => {
  const policy = { prefix: 'intranet/files', extensions: ['pdf', 'xlsx'] as const, maxBytes: 1000 };

  it('chooses the key itself, under the policy prefix', async () => {
    const up = await presignUpload(policy, { name: '../../etc/passwd.pdf', size: 10 });
    expect(up.key).toMatch(/^intranet\/files\/[0-9a-f-]{36}\/passwd\.pdf$/);
    expect(up.headers['Content-Type']).toBe('application/pdf');
    expect(new URL(up.url).searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
  });

  it('refuses other types and sizes with a 422 on the field', async () => {
    await expect(presignUpload(policy, { name: 'x.exe', size: 10 }, 'attachment_ca')).rejects.toMatchObject({
      status: 422,
      fields: { attachment_ca: [{ key: 'validation.file_type', vars: { types: 'pdf, xlsx' } }] },
    });
    await expect(presignUpload(policy, { name: 'x.pdf', size: 1001 })).rejects.toBeInstanceOf(HttpError);
    await expect(presignUpload(policy, { name: 'x.pdf', size: 0 })).rejects.toBeInstanceOf(HttpError);
  });

  it('keeps names readable and safe', () => {
    expect(safeFileName('C:\\docs\\Informe anual (v2).PDF')).toBe('Informe_anual_v2_.PDF');
  });
});
