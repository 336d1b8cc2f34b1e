import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * Where a platform's prenotices go when processed: one item per platform, seeded
 * locally and kept by the prenotices screen (PUT /api/warehouse/prenotices/recipients/{platform}),
 * which records who changed it (`updatedBy`, absent on seeded items). A platform with none refuses
 * the process (422 on the platform). Callers see only the declared type and functions: toolbox's
 * types are worked out here once (see warehouse-send.ts).
 */
export interface PrenoticeRecipientsItem {
  platformId: number;
  to: string[];
  updatedAt: string;
  /** Login of the user who set the list last. */
  updatedBy?: string;
}

const PrenoticeRecipients = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'prenoticeRecipients',
      table: toolboxTable(),
      schema: item({
        platformId: number().key(),
        to: list(string()),
        updatedAt: string(),
        updatedBy: string().optional(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ platformId }) => ({
        pk: edbKey('$portal', [['platformid', platformId]]),
        sk: edbKey('$prenoticerecipients_1', []),
      }),
    }),
);

/** A platform's recipients, null when it has none set. */
export async function getPrenoticeRecipients(platformId: number): Promise<PrenoticeRecipientsItem | null> {
  const { Item } = await new GetItemCommand(PrenoticeRecipients(), { platformId }).send();
  return Item ?? null;
}

/** Replaces a platform's recipients. */
export async function putPrenoticeRecipients(recipients: PrenoticeRecipientsItem): Promise<void> {
  await new PutItemCommand(PrenoticeRecipients(), recipients).send();
}

/** Sets a platform's recipients unless it has some: a platform that has them fails conditionally. */
export async function createPrenoticeRecipients(recipients: PrenoticeRecipientsItem): Promise<void> {
  // A create: refused over an existing item (every item has a platformId).
  await new PutItemCommand(PrenoticeRecipients(), recipients)
    .options({ condition: { attr: 'platformId', exists: false } })
    .send();
}

export async function deletePrenoticeRecipients(platformId: number): Promise<void> {
  await new DeleteItemCommand(PrenoticeRecipients(), { platformId }).send();
}
