import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../aws';
import { once } from '../../../../shared/once';
import { createCondition } from '../raw-params';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * A password-reset token, stored only as its SHA-256 (the mail holds the token itself). Single use:
 * resetting deletes it with a condition. `expiresAt` is the table's TTL attribute (epoch seconds);
 * code checks it too, since TTL deletion can lag by hours. Callers see only the declared type and
 * functions (see warehouse-send.ts).
 */
export interface PasswordResetItem {
  tokenHash: string;
  accountId: number;
  email: string;
  createdAt: string;
  expiresAt: number;
}

const SERVICE = '$portal';
const SORT = '$passwordreset_1';

const schema = item({
  tokenHash: string().key(),
  accountId: number(),
  email: string(),
  createdAt: string(),
  expiresAt: number(),
  // The table's schema-version marker (toolbox.ts).
  __edb_v__: string().const('1').hidden(),
}).and((_base) => ({
  // byAccount: a new request replaces the account's earlier tokens.
  gsi1pk: string()
    .optional()
    .hidden()
    .link<typeof _base>(({ accountId }) => edbKey(SERVICE, [['accountid', accountId]])),
  gsi1sk: string()
    .optional()
    .hidden()
    .link<typeof _base>(({ createdAt }) => edbKey(SORT, [['createdat', createdAt]])),
}));

const PasswordReset = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'passwordReset',
      table: toolboxTable(),
      schema,
      timestamps: false,
      computeKey: ({ tokenHash }) => ({ pk: edbKey(SERVICE, [['tokenhash', tokenHash]]), sk: SORT }),
    }),
);

/** The account's tokens (gsi1, paged through). */
export async function resetTokensOfAccount(accountId: number): Promise<PasswordResetItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [PasswordReset()],
    { index: 'gsi1', partition: edbKey(SERVICE, [['accountid', accountId]]), range: { beginsWith: `${SORT}#createdat_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

export async function getResetToken(tokenHash: string): Promise<PasswordResetItem | null> {
  const { Item } = await new GetItemCommand(PasswordReset(), { tokenHash }).send();
  return Item ?? null;
}

/** Stores a new token; refused over an existing one. */
export async function createResetToken(token: PasswordResetItem): Promise<void> {
  const { TableName, Item } = new PutItemCommand(PasswordReset(), token).params();
  await dynamo().send(new PutCommand({ TableName, Item, ...createCondition() }));
}

/** Stores a token whole, unconditionally. */
export async function putResetToken(token: PasswordResetItem): Promise<void> {
  await new PutItemCommand(PasswordReset(), token).send();
}

/** Deletes tokens unconditionally. */
export async function deleteResetTokens(tokenHashes: readonly string[]): Promise<void> {
  await Promise.all(tokenHashes.map((tokenHash) => new DeleteItemCommand(PasswordReset(), { tokenHash }).send()));
}

/**
 * Deletes a token only while it belongs to the account and is unexpired at `nowSeconds`: the one
 * caller whose delete wins gets no error; the others get a conditional failure.
 */
export async function deleteValidResetToken(token: PasswordResetItem, nowSeconds: number): Promise<void> {
  await new DeleteItemCommand(PasswordReset(), { tokenHash: token.tokenHash })
    .options({
      condition: {
        and: [
          { attr: 'accountId', eq: token.accountId },
          { attr: 'expiresAt', gt: nowSeconds },
        ],
      },
    })
    .send();
}
