/**
 * Export receipts: each export of the register gets an id, printed in the file and set in its
 * metadata (PDF keywords, xlsx subject), and a receipt in the WORM bucket (anchors.ts) with the
 * file's SHA-256, when it was made and each worker's chain head and integrity state as printed:
 *
 *   exports/<export id>.json
 *
 * `npm run wtc:verify -- --export FILE` reads the id back from the file, finds the receipt, and
 * says whether the file is the one issued (a byte changed: not) and whether each register still
 * holds the chain head printed (a register rewritten since: not).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ChainHead, PeriodIntegrity } from '../../../shared/working-time/views';
import { s3 } from '../aws-s3';
import { env } from '../env';
import { recordsBySeq } from './store';

export interface Receipt {
  export_id: string;
  sha256: string;
  format: 'pdf' | 'xlsx';
  generated_at: string;
  period: string;
  registers: { user_id: number; state: PeriodIntegrity['state']; head: ChainHead | null }[];
}

export const EXPORT_ID_PREFIX = 'WTC-';
export const newExportId = (now: Date) =>
  `${EXPORT_ID_PREFIX}${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(6).toString('hex')}`;
const keyOf = (id: string) => `exports/${id}.json`;
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function putReceipt(receipt: Receipt): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.wtcAnchorBucket(),
      Key: keyOf(receipt.export_id),
      Body: JSON.stringify(receipt),
      ContentType: 'application/json',
    }),
  );
}

async function getReceipt(id: string): Promise<Receipt | null> {
  const { sdk, client } = await s3();
  try {
    const out = await client.send(new sdk.GetObjectCommand({ Bucket: env.wtcAnchorBucket(), Key: keyOf(id) }));
    return JSON.parse(await out.Body!.transformToString()) as Receipt;
  } catch (e) {
    if ((e as Error).name === 'NoSuchKey' || (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return null;
    throw e;
  }
}

/** The export id a file carries in its metadata (PDF keywords or subject; xlsx subject). */
export async function exportIdOf(bytes: Uint8Array): Promise<string | null> {
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  const pick = (...texts: (string | undefined)[]) =>
    texts.flatMap((t) => (t ?? '').split(/\s+/)).find((w) => w.startsWith(EXPORT_ID_PREFIX)) ?? null;
  try {
    if (head === '%PDF-') {
      const { PDFDocument } = await import('pdf-lib');
      const doc = await PDFDocument.load(bytes, { updateMetadata: false });
      return pick(doc.getKeywords(), doc.getSubject());
    }
    const XLSX = await import('@e965/xlsx');
    const wb = XLSX.read(bytes, { type: 'array', bookProps: true });
    return pick(wb.Props?.Subject, wb.Props?.Keywords);
  } catch {
    return null;
  }
}

export interface ExportCheck {
  ok: boolean;
  message: string;
}

export async function verifyExportFile(bytes: Uint8Array): Promise<ExportCheck> {
  const id = await exportIdOf(bytes);
  if (!id)
    return { ok: false, message: 'BROKEN: carries no export id (not an export of the register, or its metadata was changed)' };
  const receipt = await getReceipt(id);
  if (!receipt) return { ok: false, message: `BROKEN: export ${id} was never issued (no receipt)` };
  const digest = sha256(bytes);
  if (digest !== receipt.sha256)
    return {
      ok: false,
      message: `BROKEN: export ${id} was changed after it was issued (SHA-256 ${digest}, issued ${receipt.sha256} at ${receipt.generated_at})`,
    };
  // The registers still hold the heads printed: nobody rewrote them since.
  for (const r of receipt.registers) {
    if (!r.head) continue;
    const [record] = await recordsBySeq(r.user_id, [r.head.seq]);
    if (!record || record.mac !== r.head.mac)
      return {
        ok: false,
        message: `BROKEN: export ${id} is as issued, but user ${r.user_id}'s record ${r.head.seq} no longer holds the chain head printed`,
      };
  }
  const broken = receipt.registers.filter((r) => r.state === 'broken').map((r) => r.user_id);
  return {
    ok: true,
    message:
      `export ${id} is the file issued at ${receipt.generated_at} (SHA-256 ${digest}); ` +
      `${receipt.registers.length} registers, ${broken.length ? `printed as BROKEN: users ${broken.join(', ')}` : 'all printed as verified'}`,
  };
}
