import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * An upload ticket handed out (functions/lib/files/upload-ticket.ts): the presigned PUT's key, the
 * declared name and size, the policy it was issued under and who asked. A later save references it
 * by its opaque id; it can be used once, by the same account, under the same policy, and expires
 * (TTL) after a day if never used. Callers see only the declared type and functions: toolbox's
 * types are worked out here once (see warehouse-send.ts).
 */
export interface UploadItem {
  uploadId: string;
  accountId: number;
  /** The policy's key prefix, e.g. 'intranet/images': an upload serves only the use it was issued for. */
  policy: string;
  key: string;
  fileName: string;
  extension: string;
  size: number;
  /** Epoch seconds: the table's TTL attribute. */
  expiresAt: number;
}

const Upload = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'upload',
      table: toolboxTable(),
      schema: item({
        uploadId: string().key(),
        accountId: number(),
        policy: string(),
        key: string(),
        fileName: string(),
        extension: string(),
        size: number(),
        expiresAt: number(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ uploadId }) => ({ pk: edbKey('$portal', [['uploadid', uploadId]]), sk: edbKey('$upload_1', []) }),
    }),
);

export async function putUpload(upload: UploadItem): Promise<void> {
  await new PutItemCommand(Upload(), upload).send();
}

export async function getUpload(uploadId: string): Promise<UploadItem | null> {
  const { Item } = await new GetItemCommand(Upload(), { uploadId }).send();
  return Item ?? null;
}

/** Deletes an upload that exists: a conditional failure (isConditionalFailure) when it is already gone. */
export async function removeUpload(uploadId: string): Promise<void> {
  await new DeleteItemCommand(Upload(), { uploadId }).options({ condition: { attr: 'uploadId', exists: true } }).send();
}
