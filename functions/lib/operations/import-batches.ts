/** Storing an operations import as one batch: its rows in chunks first, then the batch item that makes it visible. */
import type { Caller } from '../auth/caller';
import { nextId } from '../data/counters';
import { createOpcImportBatch, deleteOpcImportBatch, listOpcImportBatches } from '../data/entities/opc-import-batch';
import { deleteOpcImportChunks, listOpcImportChunks, putOpcImportChunks } from '../data/entities/opc-import-chunk';
import { deleteOpcSellInTotals, listOpcSellInTotals, putOpcSellInTotals } from '../data/entities/opc-sell-in-totals';
import { claimContents, markContents, releaseContents, type ImportContent } from './import-claims';
import type { LabTotals } from './sell-in-summary';

export type ImportKind = 'stock' | 'target' | 'sell_in_fede' | 'sell_in_platform';

/** Chunks stay well under DynamoDB's 400 KB item limit whatever the rows hold. */
const CHUNK_BYTES = 300_000;

export function chunked<T>(rows: readonly T[]): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (current.length && size + json.length + 1 > CHUNK_BYTES) {
      chunks.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    current.push(json);
    size += json.length + 1;
  }
  if (current.length) chunks.push(`[${current.join(',')}]`);
  return chunks;
}

export interface StoreBatchInput<T> {
  kind: ImportKind;
  caller: Caller;
  files: string[];
  rows: readonly T[];
  laboratoryId?: number;
  /** Sell-in batches: what they add to the summary, per laboratory code. */
  sellInTotals?: Map<string, LabTotals>;
  /** The imported content, claimed for the kind first: content imported before is refused (422). */
  contents?: readonly ImportContent[];
}

export async function storeBatch<T>(input: StoreBatchInput<T>): Promise<number> {
  const hashes = (input.contents ?? []).map((c) => c.hash);
  if (input.contents?.length) await claimContents(input.kind, input.contents);
  try {
    const batchId = await writeBatch(input, hashes);
    if (hashes.length) await markContents(input.kind, hashes, batchId);
    return batchId;
  } catch (e) {
    await releaseContents(input.kind, hashes);
    throw e;
  }
}

async function writeBatch<T>(input: StoreBatchInput<T>, hashes: string[]): Promise<number> {
  const batchId = await nextId('opc-import-batch');
  const chunks = chunked(input.rows);
  if (chunks.length) {
    const unprocessed = await putOpcImportChunks(chunks.map((rows, chunk) => ({ batchId, chunk, rows })));
    // The batch item is never written, so a half-stored import stays invisible (all or nothing).
    if (unprocessed) throw new Error(`import batch ${batchId}: ${unprocessed} chunks not written`);
  }
  if (input.sellInTotals?.size) {
    const unprocessed = await putOpcSellInTotals(
      [...input.sellInTotals].map(([laboratory, clients]) => ({ batchId, laboratory, clients: JSON.stringify(clients) })),
    );
    if (unprocessed) throw new Error(`import batch ${batchId}: ${unprocessed} totals not written`);
  }
  await createOpcImportBatch({
    batchId,
    kind: input.kind,
    accountId: input.caller.accountId,
    files: input.files,
    rows: input.rows.length,
    chunks: chunks.length,
    laboratoryId: input.laboratoryId,
    ...(hashes.length ? { hashes } : {}),
  });
  return batchId;
}

/** Every batch of a kind, oldest first. */
export async function batchesOf(kind: ImportKind) {
  const data = await listOpcImportBatches(kind);
  return data.sort((a, b) => a.batchId - b.batchId);
}

/**
 * Removes a batch as a unit: the batch item first (from then on no reader counts its rows or
 * totals), then its chunks and summary totals, and its files' claims (they may be loaded again).
 */
export async function removeBatch(kind: ImportKind, batch: { batchId: number; hashes?: string[] }): Promise<void> {
  const { batchId } = batch;
  await deleteOpcImportBatch(kind, batchId);
  if (batch.hashes?.length) await releaseContents(kind, batch.hashes);
  const chunks = await listOpcImportChunks(batchId);
  if (chunks.length) await deleteOpcImportChunks(chunks.map((c) => ({ batchId, chunk: c.chunk })));
  const totals = await listOpcSellInTotals(batchId);
  if (totals.length) await deleteOpcSellInTotals(totals.map((t) => ({ batchId, laboratory: t.laboratory })));
}
