/**
 * A file is imported once per kind (as the sales import claims a file's SHA-256 per
 * distributor): each stored batch claims its files' content hashes, one item per (kind, hash)
 * written with `attribute_not_exists`, so two imports of the same bytes cannot both win. A second
 * import is refused naming the file and when the earlier batch was stored. Removing the batch
 * releases its claims, so the file can be loaded again.
 *
 *   $opc#imported#<kind>#<sha256> / imported    {kind, hash, file, at, batchId?}
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { s3 } from '../aws-s3';
import { formatMadridDateTime } from '../../../shared/time/madrid';
import { env } from '../env';
import { invalid } from '../http/errors';
import type { OpcImportKind } from '../data/entities/opc-import-batch';

/** One file of an import: the answer's field naming it, its name and its content hash. */
export interface ImportContent {
  field: string;
  file: string;
  hash: string;
}

export const contentHash = (content: Uint8Array | string): string => createHash('sha256').update(content).digest('hex');

/** The hash of each stored upload's bytes. */
export async function uploadHashes(
  uploads: readonly { up: { key: string; fileName: string }; field: string }[],
): Promise<ImportContent[]> {
  const { sdk, client } = await s3();
  const out: ImportContent[] = [];
  for (const { up, field } of uploads) {
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: env.filesBucket(), Key: up.key }));
    out.push({ field, file: up.fileName, hash: contentHash(await object.Body!.transformToByteArray()) });
  }
  return out;
}

/** Longer than any import request runs (API Gateway cuts at 29 s). */
const STALE_CLAIM_MS = 15 * 60_000;

const claimKey = (kind: OpcImportKind, hash: string) => ({ pk: `$opc#imported#${kind}#${hash}`, sk: 'imported' });

const isConditionFailure = (e: unknown) => (e as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

/**
 * Claims every file's content for the kind, or none: a file already imported (or the same file
 * twice in this import) is a 422 on its field naming the file and the earlier import's date.
 */
export async function claimContents(kind: OpcImportKind, contents: readonly ImportContent[]): Promise<void> {
  const seen = new Map<string, ImportContent>();
  for (const c of contents) {
    const first = seen.get(c.hash);
    if (first) throw invalid(c.field, 'validation.opc_file_repeated', { file: c.file, other: first.file });
    seen.set(c.hash, c);
  }
  const claimed: ImportContent[] = [];
  const at = new Date().toISOString();
  for (const c of contents) {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: env.tableName(),
          Item: { ...claimKey(kind, c.hash), kind, hash: c.hash, file: c.file, at },
          // A claim with no batch older than a Lambda's life is an import that died: taken over.
          ConditionExpression: 'attribute_not_exists(pk) OR (attribute_not_exists(batchId) AND #at < :stale)',
          ExpressionAttributeNames: { '#at': 'at' },
          ExpressionAttributeValues: { ':stale': new Date(Date.now() - STALE_CLAIM_MS).toISOString() },
        }),
      );
      claimed.push(c);
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      await releaseContents(
        kind,
        claimed.map((x) => x.hash),
      );
      const { Item } = await dynamo().send(new GetCommand({ TableName: env.tableName(), Key: claimKey(kind, c.hash) }));
      const earlier = typeof Item?.at === 'string' ? new Date(Item.at) : new Date();
      const batch = typeof Item?.batchId === 'number' ? Item.batchId : null;
      throw invalid(c.field, batch === null ? 'validation.opc_file_importing' : 'validation.opc_file_imported', {
        file: c.file,
        date: formatMadridDateTime(earlier, { seconds: false }),
        batch: batch ?? '',
      });
    }
  }
}

/** Records the stored batch on its claims (the refusal names it). */
export async function markContents(kind: OpcImportKind, hashes: readonly string[], batchId: number): Promise<void> {
  for (const hash of hashes)
    await dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: claimKey(kind, hash),
        UpdateExpression: 'SET batchId = :b',
        ExpressionAttributeValues: { ':b': batchId },
      }),
    );
}

/** Releases claims (a failed store, a removed batch): those files can be imported again. */
export async function releaseContents(kind: OpcImportKind, hashes: readonly string[]): Promise<void> {
  for (const hash of hashes) await dynamo().send(new DeleteCommand({ TableName: env.tableName(), Key: claimKey(kind, hash) }));
}
