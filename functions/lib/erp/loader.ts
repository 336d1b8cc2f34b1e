/**
 * The ERP feed loader (docs/erp-feed.md): reads JSON Lines, validates each line with the shared
 * schemas, checks that what a record points at exists, and upserts it only when it is newer than the
 * stored version. Bad lines go to the rejects sink with their line number and reason; the good lines
 * of the same file still load. Each record is written whole in one conditional write (a product with
 * its barcode items in one transaction), so nothing is half-written, and loading a file twice
 * changes nothing.
 *
 * Throughput: lines are taken in chunks; a chunk's stored versions and missing references are read
 * with BatchGetItem, and its writes go out as transactions of up to 100 actions, several chunks in
 * flight. A record may point at one earlier in the same file.
 */
import { PutCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { envelopeSchema, ERP_RECORDS, isErpEntity, referencesOf, type ErpEntity, type ErpRecord } from '../../../shared/erp/feed';
import { dynamo } from '../aws';
import { env } from '../env';
import { getItems, writeItems, type WriteRequest } from '../data/batch';
import { patchErpBatch, putErpBatch } from '../data/entities/erp-batch';
import { logger } from '../logger';
import { productBarcodeDelete, productBarcodePut } from '../data/entities/product-barcode';
import { ERP_STORES, invoicePdfKey, type PutParams } from './entities';

// zod/mini loads no messages; the reasons in the rejects file are read by people: English ones.
config(en());

export interface RejectedLine {
  line: number;
  reason: string;
  /** The line as received, cut to 2,000 characters. */
  text: string;
}

/** Where rejected lines go: an S3 object beside the feed in AWS and locally, a file or memory in tools. */
export interface RejectSink {
  write(rejected: RejectedLine): void;
  /** Stores what was written; answers where (or undefined when nothing was rejected). */
  close(): Promise<string | undefined>;
}

export interface LoadOptions {
  /** The feed's name in the batch report (its S3 key or local path). */
  source: string;
  rejects: RejectSink;
  /** Copies an invoice's PDF into place; false when the PDF is not there. */
  copyInvoicePdf?: (pdfFile: string, destinationKey: string) => Promise<boolean>;
  /**
   * Lines per chunk (default 500) and chunks written concurrently (default 8). 500 against 250:
   * 2,246 against 2,108 records/s at scale 0.2 (bench:ingest, 28/11), fewer and fuller requests.
   */
  chunkSize?: number;
  inFlight?: number;
  /** A line longer than this is rejected unread (default 256 KiB). */
  maxLineLength?: number;
}

export interface Counts {
  received: number;
  upserted: number;
  skipped: number;
  rejected: number;
}

export interface LoadReport extends Counts {
  batchId: string;
  byEntity: Partial<Record<ErpEntity, Counts>>;
  rejectsKey?: string;
}

interface Parsed {
  line: number;
  /** Where the record first appears in the file (references resolve in that order). */
  order: number;
  text: string;
  record: ErpRecord;
  /** updated_at normalised to UTC ISO, so stored versions compare as strings. */
  version: string;
  key: string;
}

const keyOf = (entity: ErpEntity, id: number) => `${entity}#${id}`;

/**
 * Records that exist, by entity: ids kept as numbers (a full load knows some 500,000; as
 * `entity#id` strings they cost the heap ~10x more and a string per reference checked).
 */
class KnownRecords {
  private readonly ids = new Map<ErpEntity, Set<number>>();
  has(entity: ErpEntity, id: number): boolean {
    return this.ids.get(entity)?.has(id) ?? false;
  }
  add(entity: ErpEntity, id: number): void {
    (this.ids.get(entity) ?? this.ids.set(entity, new Set()).get(entity)!).add(id);
  }
}

function zero(): Counts {
  return { received: 0, upserted: 0, skipped: 0, rejected: 0 };
}

function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/** Parses and validates one line: the record, or why it is rejected. */
export function parseLine(text: string): { record: ErpRecord; version: string } | { reason: string; entity?: ErpEntity } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { reason: 'not JSON: each line must be one JSON object' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { reason: 'not a JSON object' };
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { reason: describeIssues(envelope.error.issues) };
  const entity = envelope.data.entity;
  if (!isErpEntity(entity)) return { reason: `unknown entity "${entity.slice(0, 40)}"` };
  const parsed = ERP_RECORDS[entity].safeParse(json);
  if (!parsed.success) return { reason: describeIssues(parsed.error.issues), entity };
  return { record: parsed.data as ErpRecord, version: new Date(parsed.data.updated_at).toISOString() };
}

export class ErpLoader {
  /** Records that exist: stored, or written (or being written) by this load. */
  private readonly known = new KnownRecords();
  private readonly counts: Partial<Record<ErpEntity, Counts>> = {};
  private readonly total = zero();
  private readonly writes = new Set<Promise<void>>();
  /** Records being written by chunks still in flight. */
  private readonly writing = new Set<string>();
  private failure: unknown;

  constructor(private readonly opts: LoadOptions) {}

  private count(entity: ErpEntity | undefined, field: keyof Counts) {
    this.total[field]++;
    if (entity) (this.counts[entity] ??= zero())[field]++;
  }

  private reject(line: number, text: string, reason: string, entity?: ErpEntity) {
    this.count(entity, 'rejected');
    this.opts.rejects.write({ line, reason, text: text.slice(0, 2000) });
  }

  async load(lines: AsyncIterable<string>): Promise<LoadReport> {
    const batchId = randomUUID();
    const startedAt = new Date().toISOString();
    const zeroes = { received: 0, upserted: 0, skipped: 0, rejected: 0 };
    await putErpBatch({ batchId, source: this.opts.source, startedAt, status: 'running', ...zeroes });
    try {
      const size = this.opts.chunkSize ?? 500;
      const maxLength = this.opts.maxLineLength ?? 256 * 1024;
      let chunk: { line: number; text: string }[] = [];
      let n = 0;
      for await (const raw of lines) {
        n++;
        const text = raw.trim();
        if (!text) continue;
        if (text.length > maxLength) {
          this.count(undefined, 'received');
          this.reject(n, text, `line longer than ${maxLength} characters`);
          continue;
        }
        chunk.push({ line: n, text });
        if (chunk.length >= size) {
          await this.chunk(chunk);
          chunk = [];
        }
      }
      if (chunk.length) await this.chunk(chunk);
      await Promise.all(this.writes);
      if (this.failure) throw this.failure;
      const rejectsKey = await this.opts.rejects.close();
      await patchErpBatch(batchId, {
        status: 'done',
        finishedAt: new Date().toISOString(),
        ...this.total,
        byEntity: this.counts,
        ...(rejectsKey ? { rejectsKey } : {}),
      });
      return { batchId, ...this.total, byEntity: this.counts, rejectsKey };
    } catch (error) {
      // The batch id is the load's job id: the runbook finds a failed load by it.
      logger.error('ERP feed load failed', { batchId, source: this.opts.source, error: error as Error });
      await Promise.allSettled(this.writes);
      await patchErpBatch(batchId, {
        status: 'failed',
        finishedAt: new Date().toISOString(),
        ...this.total,
        error: String(error).slice(0, 1000),
      }).catch(() => undefined);
      throw error;
    }
  }

  private async chunk(lines: { line: number; text: string }[]): Promise<void> {
    if (this.failure) throw this.failure;
    // 1. Validate; keep the newest of a record that appears twice in the chunk.
    const newest = new Map<string, Parsed>();
    for (const { line, text } of lines) {
      const result = parseLine(text);
      if ('reason' in result) {
        this.count(result.entity, 'received');
        this.reject(line, text, result.reason, result.entity);
        continue;
      }
      const { record, version } = result;
      this.count(record.entity, 'received');
      const key = keyOf(record.entity, record.id);
      const parsed = { line, order: line, text, record, version, key };
      const other = newest.get(key);
      if (!other) newest.set(key, parsed);
      else if (version > other.version) {
        this.count(other.record.entity, 'skipped');
        // A record exists from its first line on: what points at it later in the file still finds it.
        newest.set(key, { ...parsed, order: other.order });
      } else this.count(record.entity, 'skipped');
    }
    const records = [...newest.values()].sort((a, b) => a.order - b.order);

    // 2. What is stored: skip what is not newer; keep the portal-owned attributes of the rest.
    // A record an earlier chunk is still writing: let it land, so the stored version is the truth.
    if (records.some((p) => this.writing.has(p.key))) await Promise.all(this.writes);
    const stored = await this.readStored(records);
    const candidates: Parsed[] = [];
    for (const p of records) {
      const current = stored.get(p.key);
      if (current) this.known.add(p.record.entity, p.record.id);
      if (current && typeof current.erpUpdatedAt === 'string' && current.erpUpdatedAt >= p.version)
        this.count(p.record.entity, 'skipped');
      else candidates.push(p);
    }

    // 3. References: stored, written by this load, or earlier in this chunk.
    await this.readReferences(candidates);
    const ready: Parsed[] = [];
    for (const p of candidates) {
      const missing = referencesOf(p.record).filter((ref) => !this.known.has(ref.entity, ref.id));
      if (missing.length) {
        const what = missing.map((m) => `${m.entity} ${m.id}`).join(', ');
        this.reject(p.line, p.text, `references missing ${what}`, p.record.entity);
        continue;
      }
      if (p.record.entity === 'invoice') {
        const invoice = p.record;
        const copied = await this.opts.copyInvoicePdf?.(invoice.pdf_file, invoicePdfKey(invoice));
        if (copied === false) {
          this.reject(p.line, p.text, `PDF not found: erp-inbox/pdf/${invoice.pdf_file}`, 'invoice');
          continue;
        }
      }
      this.known.add(p.record.entity, p.record.id);
      ready.push(p);
    }

    // 4. Write, a few chunks in flight.
    if (!ready.length) return;
    while (this.writes.size >= (this.opts.inFlight ?? 8)) await Promise.race(this.writes);
    if (this.failure) throw this.failure;
    for (const p of ready) this.writing.add(p.key);
    const write: Promise<void> = this.write(ready, stored)
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => {
        this.writes.delete(write);
        for (const p of ready) this.writing.delete(p.key);
      });
    this.writes.add(write);
  }

  /** The stored versions of a chunk's records: erpUpdatedAt, portal-owned attributes, barcodes. */
  private async readStored(records: Parsed[]): Promise<Map<string, Record<string, unknown>>> {
    const out = new Map<string, Record<string, unknown>>();
    const byEntity = groupBy(records, (p) => p.record.entity);
    await Promise.all(
      [...byEntity].map(async ([entity, list]) => {
        const store = ERP_STORES[entity];
        const attributes = [store.idAttribute, 'erpUpdatedAt', ...store.portalOwned];
        if (entity === 'product') attributes.push('ean13');
        const rows = await getMany(entity, [...new Set(list.map((p) => p.record.id))], attributes);
        for (const row of rows) out.set(keyOf(entity, row[store.idAttribute] as number), row);
      }),
    );
    return out;
  }

  /** Reads the referenced records this load has not seen yet, and remembers those that exist. */
  private async readReferences(records: Parsed[]): Promise<void> {
    const inChunk = new Set(records.map((p) => p.key));
    const wanted = new Map<ErpEntity, Set<number>>();
    for (const p of records)
      for (const ref of referencesOf(p.record)) {
        if (this.known.has(ref.entity, ref.id) || inChunk.has(keyOf(ref.entity, ref.id))) continue;
        (wanted.get(ref.entity) ?? wanted.set(ref.entity, new Set()).get(ref.entity)!).add(ref.id);
      }
    await Promise.all(
      [...wanted].map(async ([entity, ids]) => {
        const idAttribute = ERP_STORES[entity].idAttribute;
        const rows = await getMany(entity, [...ids], [idAttribute]);
        for (const row of rows) this.known.add(entity, row[idAttribute] as number);
      }),
    );
  }

  private async write(ready: Parsed[], stored: Map<string, Record<string, unknown>>): Promise<void> {
    // Records the portal never edits go out in batch writes of 25: the stored versions were read just
    // before, and loads never overlap (one file at a time, see docs/erp-feed.md). The others (a
    // product with its barcodes, a delivery note's effective date, an out's consignment mark) are
    // conditional writes on the portal-owned values read, so an edit made meanwhile is never lost:
    // the write fails and the record is read and written again.
    const plain: WriteRequest[] = [];
    // A record's other items (a new product's barcodes) are written before the record itself: a
    // load cut between the two leaves the record absent, so loading the file again writes both.
    const before: WriteRequest[] = [];
    const guarded: Parsed[] = [];
    const plainByEntity = new Map<ErpEntity, Record<string, unknown>[]>();
    for (const p of ready) {
      const store = ERP_STORES[p.record.entity];
      const current = stored.get(p.key);
      if (store.portalOwned.length && (store.guarded?.(current) ?? true)) {
        guarded.push(p);
        continue;
      }
      const [main, ...more] = actionsFor(p, current);
      const item = main!.Put!.Item!;
      plain.push({ PutRequest: { Item: item } });
      for (const action of more)
        before.push(action.Put ? { PutRequest: { Item: action.Put.Item! } } : { DeleteRequest: { Key: action.Delete!.Key! } });
      if (store.afterPlainWrite)
        (plainByEntity.get(p.record.entity) ?? plainByEntity.set(p.record.entity, []).get(p.record.entity)!).push(item);
    }
    // All of a chunk's requests of 25 at once (a chunk is 500 lines by default).
    const afterPlain = (before.length ? writeItems(before, { concurrency: Infinity }) : Promise.resolve())
      .then(() => writeItems(plain, { concurrency: Infinity }))
      .then(() => Promise.all([...plainByEntity].map(([entity, items]) => ERP_STORES[entity].afterPlainWrite!(items))));
    await Promise.all([
      afterPlain,
      ...guarded.map(async (p) => {
        try {
          await writeActions(actionsFor(p, stored.get(p.key)));
          this.count(p.record.entity, 'upserted');
        } catch (error) {
          if (!isCancelled(error)) throw error;
          // An edit got there first, or two products share a barcode: look again.
          await this.writeOne(p);
        }
      }),
    ]);
    const isGuarded = new Set(guarded);
    for (const p of ready) if (!isGuarded.has(p)) this.count(p.record.entity, 'upserted');
  }

  /** One record on its own, re-reading its stored version: upserted, or skipped when not newer. */
  private async writeOne(p: Parsed): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = (await this.readStored([p])).get(p.key);
      if (current && typeof current.erpUpdatedAt === 'string' && current.erpUpdatedAt >= p.version) {
        this.count(p.record.entity, 'skipped');
        return;
      }
      try {
        await writeActions(actionsFor(p, current));
        this.count(p.record.entity, 'upserted');
        return;
      } catch (error) {
        if (!isCancelled(error)) throw error;
      }
    }
    this.count(p.record.entity, 'skipped');
  }
}

/** The conditional put of a record (plus, for a product, its barcode items). */
type Actions = NonNullable<TransactWriteCommandInput['TransactItems']>;

function actionsFor(p: Parsed, current: Record<string, unknown> | undefined): Actions {
  const store = ERP_STORES[p.record.entity] as (typeof ERP_STORES)[ErpEntity];
  const item: Record<string, unknown> = { ...(store.attributes as (r: ErpRecord) => Record<string, unknown>)(p.record) };
  item.erpUpdatedAt = p.version;
  for (const name of store.portalOwned) if (item[name] === undefined && current?.[name] !== undefined) item[name] = current[name];
  Object.assign(item, store.derived?.(item));
  // Written only over an older version (or none): a concurrent newer load wins. And only over the
  // portal-owned values read (scalars): an edit made since is re-read, not lost.
  const names: Record<string, string> = { '#v': 'erpUpdatedAt' };
  const values: Record<string, unknown> = { ':v': p.version };
  const conditions = ['(attribute_not_exists(#v) OR #v < :v)'];
  store.portalOwned.forEach((name, i) => {
    const value = current?.[name];
    if (value !== undefined && !['string', 'number', 'boolean'].includes(typeof value)) return;
    names[`#o${i}`] = name;
    if (value === undefined) conditions.push(`attribute_not_exists(#o${i})`);
    else {
      values[`:o${i}`] = value;
      conditions.push(`#o${i} = :o${i}`);
    }
  });
  const put: PutParams = {
    TableName: env.tableName(),
    Item: store.entity.item(item),
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
  const actions: Actions = [{ Put: put }];
  if (p.record.entity === 'product') {
    const now = p.record.ean13;
    const before = Array.isArray(current?.ean13) ? (current.ean13 as string[]) : [];
    for (const ean of now.filter((e) => !before.includes(e))) actions.push({ Put: productBarcodePut(ean, p.record.id) });
    for (const ean of before.filter((e) => !now.includes(e))) actions.push({ Delete: productBarcodeDelete(ean, p.record.id) });
  }
  return actions;
}

/** A record's actions: one conditional put on its own (cheaper than a transaction), several in one transaction. */
async function writeActions(actions: Actions): Promise<void> {
  const [only] = actions;
  if (actions.length === 1 && only?.Put) await dynamo().send(new PutCommand(only.Put));
  else await dynamo().send(new TransactWriteCommand({ TransactItems: actions }));
}

function isCancelled(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'TransactionCanceledException' || name === 'ConditionalCheckFailedException';
}

function groupBy<T, K>(list: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of list) (out.get(key(item)) ?? out.set(key(item), []).get(key(item))!).push(item);
  return out;
}

/** The stored records of these ids (only the attributes named). */
function getMany(entity: ErpEntity, ids: number[], attributes: string[]): Promise<Record<string, unknown>[]> {
  const store = ERP_STORES[entity];
  return getItems(
    ids.map((id) => store.entity.key(id)),
    { attributes, concurrency: 4 },
  );
}

/** Loads one feed (lines of JSON) and reports what happened to it. */
export function loadFeed(lines: AsyncIterable<string>, opts: LoadOptions): Promise<LoadReport> {
  return new ErpLoader(opts).load(lines);
}
