/**
 * The workflow's per-file step: read one uploaded file with its distributor's profile, check the
 * layout against the header remembered for the distributor, skip a file already loaded (the same
 * bytes, or the same rows in another format), reconcile and stage its rows, keep the rejected ones.
 *
 * Rows are streamed: read, looked up (one read per distinct key, kept for the next slice) and
 * written a slice of whole pages at a time under the file's own partition, so a month's 100,000
 * rows are never all held. They count only when the file is registered as staged at the end (one transaction with
 * the staging's counters); until then no list, download or finish reads them, and if the step fails
 * the workflow's failure branch deletes them (finish-job.ts). A retried step overwrites the same keys.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ServerMessageKey } from '../../../shared/i18n/server-messages';
import { s3 } from '../aws-s3';
import { env } from '../env';
import { SpreadsheetError } from '../files/spreadsheet/reader';
import { zipIsDamaged } from '../files/spreadsheet/zip-check';
import { logger } from '../logger';
import { getDistributor } from './distributors';
import { getFile, setFile, type FileItem } from './jobs';
import { layoutDifference, readByProfile, type ReadSale, type Rejection } from './profile-reader';
import {
  addLookups,
  deleteFileRows,
  emptyLookups,
  fileKey,
  isWrongPrice,
  PAGE_ROWS,
  registerStagedFile,
  stagedItem,
  stagingState,
  writeStaged,
} from './staging';
import { getItem, isConditionFailure, K, putItem, update, writeMany } from './store';
import { round } from './values';

export interface ParseFileInput {
  jobId: string;
  distributorId: number;
  brandId: number | null;
  index: number;
}

/** Kept small: the state machine's payload is limited to 256 KiB. */
export interface ParseFileOutput {
  index: number;
  status: 'staged' | 'duplicate' | 'failed';
  rows: number;
}

/** Rejected rows kept per file (the count is exact beyond it). */
export const MAX_KEPT_REJECTIONS = 5_000;
/** Rows looked up and written together: whole pages (a multiple of PAGE_ROWS). */
const WRITE_SLICE = 10 * PAGE_ROWS;
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

/**
 * The rows' signature, whatever the file's format: the sum (mod 2^64) of one hash per row over
 * what makes a sale the same sale (date, customer, delivery note, product), so the same month's
 * rows re-saved by an office suite or sent as CSV instead of xlsx are recognised, in any order.
 */
class RowSignature {
  private sum = 0n;
  add(s: ReadSale) {
    const h = createHash('sha256').update(`${s.date}\u0000${s.customer}\u0000${s.delivery_note}\u0000${s.product_code}`).digest();
    this.sum = (this.sum + h.readBigUInt64BE(0)) & 0xffff_ffff_ffff_ffffn;
  }
  value(rows: number) {
    return `${rows}-${this.sum.toString(16)}`;
  }
}

export async function parseFile(input: ParseFileInput): Promise<ParseFileOutput> {
  const { jobId, index } = input;
  const file = await getFile(jobId, index);
  if (!file) throw new Error(`job ${jobId} has no file ${index}`);
  // Resumed or retried after the file was done: nothing to do again.
  if (file.status === 'staged' || file.status === 'duplicate' || file.status === 'failed')
    return { index, status: file.status, rows: file.rows };
  const { generation } = await stagingState();
  const progress = { row: 0 };
  try {
    return await stageFile(input, file, generation, progress);
  } catch (error) {
    if (error instanceof FileRefused || error instanceof SpreadsheetError) {
      const [key, vars] = error instanceof FileRefused ? [error.key, error.vars] : [error.key, error.params];
      // Refused for its content: whatever it wrote goes, and it is not resumable.
      await deleteFileRows(generation, fileKey(jobId, index));
      await setFile(jobId, index, { status: 'failed', messageKey: key, messageVars: vars, rows: 0 });
      return { index, status: 'failed', rows: 0 };
    }
    // Unexpected: the cause and the row go on the file and in the log; the workflow's failure
    // branch cleans the file's rows and marks the job failed.
    const e = error as Error;
    logger.error('sales import: file step failed', { jobId, file: index, fileName: file.fileName, row: progress.row, error: e });
    await setFile(jobId, index, { cause: { error: e.name, message: e.message, row: progress.row } }).catch(() => undefined);
    throw error;
  }
}

async function stageFile(
  input: ParseFileInput,
  file: FileItem,
  generation: number,
  progress: { row: number },
): Promise<ParseFileOutput> {
  const { jobId, index, distributorId, brandId } = input;
  const { key, fileName } = file;
  const distributor = await getDistributor(distributorId);
  if (!distributor) throw new Error(`distributor ${distributorId} not found`);
  await setFile(jobId, index, { status: 'reading', rowsRead: 0, cause: null });

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

  // The same bytes for the same distributor: refused before anything is written. The same job's
  // retry owns the claim already.
  const claim = { jobId, file: index, fileName, at: new Date().toISOString() };
  const owned = {
    expression: 'attribute_not_exists(pk) OR (jobId = :job AND #f = :file)',
    values: { ':job': jobId, ':file': index },
    names: { '#f': 'file' },
  };
  const loadedKey = K.loaded(distributorId, hash);
  try {
    await putItem({ pk: loadedKey, sk: 'loaded', ...claim }, owned);
    await setFile(jobId, index, { claims: [{ pk: loadedKey, sk: 'loaded' }] });
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const earlier = await getItem<{ at: string }>(loadedKey, 'loaded');
    await setFile(jobId, index, {
      status: 'duplicate',
      rows: 0,
      loadedAt: earlier?.at ?? null,
      messageKey: 'import_sales.file_duplicate',
      messageVars: { file: fileName },
    });
    return { index, status: 'duplicate', rows: 0 };
  }

  const job = { jobId, file: index, distributorId, brandId, generation };
  const lookups = emptyLookups();
  const rejected: Rejection[] = [];
  const months = new Map<string, number>();
  const signature = new RowSignature();
  const totals = { rows: 0, rejected: 0, price: 0, quantity: 0, wrong: 0 };
  let slice: ReadSale[] = [];
  let seen = 0;
  // The staged rows' sequence: rows are paged by it, the same on a retry of the same file.
  let seq = 0;

  const flush = async () => {
    if (slice.length === 0) return;
    await addLookups(
      slice.map((s) => ({ ...s, month: s.date.slice(0, 7) })),
      lookups,
    );
    const items = slice.map((s) => stagedItem(job, s, lookups, seq++));
    for (const i of items) {
      totals.price += i.price * i.quantity;
      totals.quantity += i.quantity;
      if (isWrongPrice(i)) totals.wrong++;
    }
    await writeStaged(items, generation);
    slice = [];
  };

  for await (const r of read.rows) {
    if ('sale' in r) {
      const s = r.sale;
      progress.row = s.row;
      totals.rows++;
      signature.add(s);
      months.set(s.date.slice(0, 7), (months.get(s.date.slice(0, 7)) ?? 0) + 1);
      slice.push(s);
      if (slice.length >= WRITE_SLICE) await flush();
    } else {
      progress.row = r.rejected.row;
      if (totals.rejected++ < MAX_KEPT_REJECTIONS) rejected.push(r.rejected);
    }
    if (++seen % PROGRESS_EVERY === 0) await setFile(jobId, index, { rowsRead: seen });
  }
  await flush();
  await setFile(jobId, index, { rowsRead: seen });
  // No rows: a damaged zip (xlsx, ods) reads as an empty sheet, and must be named so.
  if (seen === 0)
    throw new FileRefused((await zipIsDamaged(bytes)) ? 'import_sales.file_damaged' : 'import_sales.file_empty', {
      file: fileName,
    });

  // The month most of the rows fall in.
  const month = [...months.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? null;

  // The same rows in another format (or re-saved): named with the earlier file, and not staged twice.
  if (totals.rows > 0) {
    const sigKey = K.rowSignature(distributorId, signature.value(totals.rows));
    try {
      await putItem({ pk: sigKey, sk: 'rows', ...claim, month }, owned);
      await setFile(jobId, index, {
        claims: [
          { pk: loadedKey, sk: 'loaded' },
          { pk: sigKey, sk: 'rows' },
        ],
      });
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      const earlier = await getItem<{ fileName: string; at: string }>(sigKey, 'rows');
      await deleteFileRows(generation, fileKey(jobId, index));
      await setFile(jobId, index, {
        status: 'duplicate',
        month,
        rows: 0,
        loadedAt: earlier?.at ?? null,
        messageKey: 'import_sales.rows_duplicate',
        messageVars: { file: fileName, earlier: earlier?.fileName ?? '-' },
      });
      return { index, status: 'duplicate', rows: 0 };
    }
  }

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
  // A first file whose rows were all refused proves nothing about the layout: not remembered.
  if (!distributor.header && read.header && totals.rows > 0)
    await update(
      K.distributors,
      distributor.sk,
      'SET #h = :h',
      { ':h': read.header },
      { '#h': 'header' },
      'attribute_exists(pk)',
    );
  // Counted once: only the step that moves the file from reading to staged adds its rows.
  await registerStagedFile(
    generation,
    {
      jobId,
      file: index,
      fileName,
      distributorId,
      rows: totals.rows,
      rejected: totals.rejected,
      totalPrice: round(totals.price),
      totalQuantity: round(totals.quantity, 6),
      wrongPrices: totals.wrong,
    },
    month,
  );
  return { index, status: 'staged', rows: totals.rows };
}
