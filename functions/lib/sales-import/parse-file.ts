/**
 * The workflow's per-file step: read one uploaded file with its distributor's profile, check the
 * layout against the header remembered for the distributor, skip a file already loaded (same
 * content, distributor and month), reconcile and stage its rows, keep the rejected ones.
 * A file that fails stages nothing: rows are read whole first (a month's file is at most about
 * 100,000 rows), then written. A retried step overwrites the same keys.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ServerMessageKey } from '../../../shared/i18n/server-messages';
import { s3 } from '../aws-s3';
import { env } from '../env';
import { SpreadsheetError } from '../files/spreadsheet/reader';
import { getDistributor } from './distributors';
import { getFile, setFile } from './jobs';
import { layoutDifference, readByProfile, type ReadSale, type Rejection } from './profile-reader';
import { addStagedCount, lookupsFor, stagedItem, stagingState, writeStaged } from './staging';
import { getItem, isConditionFailure, K, putItem, update, writeMany } from './store';

export interface ParseFileInput {
  jobId: string;
  distributorId: number;
  brandId: number | null;
  index: number;
}

export interface ParseFileOutput {
  index: number;
  status: 'staged' | 'duplicate' | 'failed';
  rows: number;
}

/** Rejected rows kept per file (the count is exact beyond it). */
export const MAX_KEPT_REJECTIONS = 5_000;
/** Staged rows built and written so many at a time. */
const WRITE_SLICE = 2_000;
/** Progress is written every so many rows read. */
const PROGRESS_EVERY = 5_000;

class FileRefused extends Error {
  constructor(
    readonly key: ServerMessageKey,
    readonly vars: Record<string, string | number>,
  ) {
    super(key);
  }
}

/** The month most of the rows fall in. */
function mainMonth(sales: ReadSale[]): string {
  const counts = new Map<string, number>();
  for (const s of sales) counts.set(s.date.slice(0, 7), (counts.get(s.date.slice(0, 7)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
}

export async function parseFile(input: ParseFileInput): Promise<ParseFileOutput> {
  const { jobId, index } = input;
  const file = await getFile(jobId, index);
  if (!file) throw new Error(`job ${jobId} has no file ${index}`);
  // Resumed or retried after the file was done: nothing to do again.
  if (file.status === 'staged' || file.status === 'duplicate' || file.status === 'failed')
    return { index, status: file.status, rows: file.rows };
  try {
    return await stageFile(input, file.key, file.fileName);
  } catch (error) {
    if (error instanceof FileRefused || error instanceof SpreadsheetError) {
      const [key, vars] = error instanceof FileRefused ? [error.key, error.vars] : [error.key, error.params];
      await setFile(jobId, index, { status: 'failed', messageKey: key, messageVars: vars, rows: 0 });
      return { index, status: 'failed', rows: 0 };
    }
    throw error;
  }
}

async function stageFile(input: ParseFileInput, key: string, fileName: string): Promise<ParseFileOutput> {
  const { jobId, index, distributorId, brandId } = input;
  const distributor = await getDistributor(distributorId);
  if (!distributor) throw new Error(`distributor ${distributorId} not found`);
  await setFile(jobId, index, { status: 'reading', rowsRead: 0 });

  const { sdk, client } = await s3();
  const object = await client.send(new sdk.GetObjectCommand({ Bucket: env.filesBucket(), Key: key }));
  const bytes = Buffer.from(await object.Body!.transformToByteArray());
  const hash = createHash('sha256').update(bytes).digest('hex');
  const read = await readByProfile(Readable.from([bytes]), fileName, distributor);

  if (distributor.header && read.header) {
    const diff = layoutDifference(distributor.header, read.header);
    if (diff.changed)
      throw new FileRefused('import_sales.layout_changed', {
        file: fileName,
        missing: diff.missing.join(', ') || '-',
        added: diff.added.join(', ') || '-',
      });
  }

  const sales: ReadSale[] = [];
  const rejected: Rejection[] = [];
  let rejectedCount = 0;
  let seen = 0;
  for await (const r of read.rows) {
    if ('sale' in r) sales.push(r.sale);
    else if (rejectedCount++ < MAX_KEPT_REJECTIONS) rejected.push(r.rejected);
    if (++seen % PROGRESS_EVERY === 0) await setFile(jobId, index, { rowsRead: seen });
  }
  await setFile(jobId, index, { rowsRead: seen });
  if (seen === 0) throw new FileRefused('import_sales.file_empty', { file: fileName });

  const month = sales.length ? mainMonth(sales) : null;
  if (month) {
    // Claim the content for this distributor and month; the same job's retry owns the claim already.
    const loadedKey = K.loaded(distributorId, month, hash);
    try {
      await putItem(
        { pk: loadedKey, sk: 'loaded', jobId, file: index, fileName, at: new Date().toISOString() },
        {
          expression: 'attribute_not_exists(pk) OR (jobId = :job AND #f = :file)',
          values: { ':job': jobId, ':file': index },
          names: { '#f': 'file' },
        },
      );
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      const earlier = await getItem<{ at: string }>(loadedKey, 'loaded');
      await setFile(jobId, index, {
        status: 'duplicate',
        month,
        rows: 0,
        loadedAt: earlier?.at ?? null,
        messageKey: 'import_sales.file_duplicate',
        messageVars: { file: fileName },
      });
      return { index, status: 'duplicate', rows: 0 };
    }
  }

  const { generation } = await stagingState();
  const job = { jobId, file: index, distributorId, brandId, generation };
  const lookups = await lookupsFor(sales.map((s) => ({ ...s, month: s.date.slice(0, 7) })));
  // In slices, so a month's 100,000 rows are never all held twice (as sales and as items).
  for (let i = 0; i < sales.length; i += WRITE_SLICE)
    await writeStaged(sales.slice(i, i + WRITE_SLICE).map((s) => stagedItem(job, s, lookups)));
  await writeMany(
    rejected.map((r) => ({
      put: {
        pk: K.job(jobId),
        sk: `rej#${String(index).padStart(2, '0')}#${String(r.row).padStart(7, '0')}`,
        file: index,
        fileName,
        row: r.row,
        values: r.values,
        reasons: r.reasons,
      },
    })),
  );
  if (!distributor.header && read.header)
    await update(
      K.distributors,
      distributor.sk,
      'SET #h = :h',
      { ':h': read.header },
      { '#h': 'header' },
      'attribute_exists(pk)',
    );
  // Counted once: only the step that moves the file from reading to staged adds its rows.
  try {
    await setFile(jobId, index, { status: 'staged', rows: sales.length, rejected: rejectedCount, month }, 'reading');
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    return { index, status: 'staged', rows: sales.length };
  }
  await addStagedCount(sales.length, rejectedCount);
  return { index, status: 'staged', rows: sales.length };
}
