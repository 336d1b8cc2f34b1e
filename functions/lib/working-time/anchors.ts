/**
 * The register's anchors: each day's chain head of every worker with records that day, written to
 * a WORM bucket (AWS: S3 Object Lock, compliance mode, 4 years, infra/constructs/working-time-integrity.ts;
 * locally the stand-in's S3 keeps the same objects). An anchor is one object whose key says it all,
 * so one listing per worker gives the verifier every anchor without reading them:
 *
 *   anchors/<user>/<YYYY-MM-DD>/<seq>.<mac>     body: the same as JSON, with the key id and when written
 *
 * Anchors are written only where none exists for that worker and day (the job may run again, and on
 * demand); two different anchors for one day are a conflict the verifier reports.
 */
import { madridParts } from '../../../shared/time/madrid';
import { s3 } from '../aws-s3';
import { env } from '../env';
import { allRecords, type RecordItem } from './store';

export interface Anchor {
  userId: number;
  /** The Madrid day it closes. */
  date: string;
  seq: number;
  mac: string;
}

const prefixOf = (userId: number) => `anchors/${userId}/`;
const keyOf = (a: Anchor) => `${prefixOf(a.userId)}${a.date}/${a.seq}.${a.mac}`;

export function parseAnchorKey(key: string): Anchor | null {
  const m = /^anchors\/(\d+)\/(\d{4}-\d{2}-\d{2})\/(\d+)\.([0-9a-f]{64})$/.exec(key);
  return m ? { userId: Number(m[1]), date: m[2]!, seq: Number(m[3]), mac: m[4]! } : null;
}

/** Every anchor of a worker, by date (a date with two different anchors keeps both). */
export async function anchorsOf(userId: number): Promise<Anchor[]> {
  const { sdk, client } = await s3();
  const out: Anchor[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListObjectsV2Command({ Bucket: env.wtcAnchorBucket(), Prefix: prefixOf(userId), ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) {
      const a = o.Key ? parseAnchorKey(o.Key) : null;
      if (a) out.push(a);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.seq - b.seq));
}

async function putAnchor(a: Anchor, keyId: string, now: Date): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.wtcAnchorBucket(),
      Key: keyOf(a),
      Body: JSON.stringify({
        user_id: a.userId,
        date: a.date,
        seq: a.seq,
        mac: a.mac,
        key_id: keyId,
        written_at: now.toISOString(),
      }),
      ContentType: 'application/json',
    }),
  );
}

/** The Madrid day a record was written on. */
export const recordDate = (r: Pick<RecordItem, 'at'>) => madridParts(r.at).date;

/**
 * Anchors the worker's days before today (Madrid) that have records and no anchor yet: each closes
 * on the last record written that day. Returns the days anchored.
 */
export async function anchorWorker(userId: number, now: Date, records?: RecordItem[]): Promise<string[]> {
  const today = madridParts(now).date;
  const [all, anchors] = await Promise.all([records ? Promise.resolve(records) : allRecords(userId), anchorsOf(userId)]);
  const anchored = new Set(anchors.map((a) => a.date));
  const lastOfDay = new Map<string, RecordItem>();
  for (const r of all) if (r.mac && recordDate(r) < today) lastOfDay.set(recordDate(r), r);
  const written: string[] = [];
  for (const [date, r] of lastOfDay) {
    if (anchored.has(date)) continue;
    await putAnchor({ userId, date, seq: r.seq, mac: r.mac }, r.keyId, now);
    written.push(date);
  }
  return written;
}
