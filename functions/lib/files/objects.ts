/** Removing stored files when their records go. */
import { s3 } from '../aws-s3';
import { env } from '../env';
import { logger } from '../logger';

/** Deletes objects (a delete marker in the versioned bucket: they stay recoverable). Never throws. */
export async function deleteObjects(keys: (string | undefined | null)[]): Promise<void> {
  const list = [...new Set(keys.filter((k): k is string => !!k))];
  for (let i = 0; i < list.length; i += 1000) {
    const chunk = list.slice(i, i + 1000);
    try {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket: env.filesBucket(),
          Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    } catch (error) {
      // The records are gone already; an object left behind is only storage.
      logger.warn('Could not delete stored objects', { error: error as Error, keys: chunk.length });
    }
  }
}
