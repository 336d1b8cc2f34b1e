import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../aws';
import { env } from '../../env';
import { once } from '../../../../shared/once';
import { createCondition, existsCondition, type TransactDelete, type TransactPut, type TransactUpdate } from '../raw-params';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * A person who signs in: internal staff ("user") or a pharmacy/laboratory guest. Callers see only
 * the declared types and functions: toolbox's types are worked out here once (see warehouse-send.ts).
 */
export type AccountModel = 'user' | 'guest';

export interface AccountSettings {
  /** Setting 2: ticketing default status. */
  ticketingDefaultStatus?: number;
  /** Setting 3: ticketing assignment mail, on when absent. */
  ticketingAssignmentMail?: boolean;
}

export interface AccountItem {
  accountId: number;
  login: string;
  name: string;
  email: string;
  /** Lower-cased e-mail, for lookups and uniqueness (kept from `email`). */
  emailKey?: string;
  /** The address before the last change, and when it changed: reset links go there for a while. */
  previousEmail?: string;
  emailChangedAt?: string;
  model: AccountModel;
  typeId?: number;
  partyId?: number;
  roleIds: number[];
  settings?: AccountSettings;
  locale?: 'ca' | 'es';
  createdAt?: string;
  updatedAt?: string;
}

/** An account as written whole: `emailKey` and `updatedAt` are kept by the entity. */
export type AccountInput = Omit<AccountItem, 'emailKey' | 'updatedAt' | 'roleIds'> & { roleIds?: number[] };

/** What a patch may change (`createdAt` is set once; `login` and `model` never change). */
export type AccountPatch = Partial<
  Pick<
    AccountItem,
    'name' | 'email' | 'previousEmail' | 'emailChangedAt' | 'typeId' | 'partyId' | 'roleIds' | 'settings' | 'locale'
  >
>;

const SERVICE = '$portal';
const SORT = '$account_1';
const emailKeyOf = (email: string) => email.trim().toLowerCase();
const now = () => new Date().toISOString();

const schema = item({
  accountId: number().key(),
  login: string(),
  name: string(),
  email: string(),
  previousEmail: string().optional(),
  emailChangedAt: string().optional(),
  model: string().enum('user', 'guest'),
  typeId: number().optional(),
  partyId: number().optional(),
  roleIds: list(number()).default(() => []),
  settings: map({ ticketingDefaultStatus: number().optional(), ticketingAssignmentMail: boolean().optional() })
    .optional()
    .default(() => ({})),
  locale: string().enum('ca', 'es').optional().default('ca'),
  createdAt: string().optional().default(now),
  // Every put and patch stamps it.
  updatedAt: string().optional().default(now),
  // The table's schema-version marker (toolbox.ts).
  __edb_v__: string().const('1').hidden(),
  // gsi3 (byEmail) keys, set on puts from `email` below and on patches that change it.
  gsi3pk: string().optional().hidden(),
  gsi3sk: string().optional().hidden(),
}).and((_base) => ({
  // Recomputed from `email` on every write.
  emailKey: string()
    .optional()
    .link<typeof _base>(({ email }) => emailKeyOf(email)),
  // byLogin
  gsi1pk: string()
    .optional()
    .hidden()
    .link<typeof _base>(({ login }) => edbKey(SERVICE, [['login', login]])),
  gsi1sk: string()
    .optional()
    .hidden()
    .link<typeof _base>(() => SORT),
  // byModel
  gsi2pk: string()
    .optional()
    .hidden()
    .link<typeof _base>(({ model }) => edbKey(SERVICE, [['model', model]])),
  gsi2sk: string()
    .optional()
    .hidden()
    .link<typeof _base>(({ accountId }) => edbKey(SORT, [['accountid', accountId]])),
}));

const Account = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'account',
      table: toolboxTable(),
      schema,
      timestamps: false,
      computeKey: ({ accountId }) => ({ pk: edbKey(SERVICE, [['accountid', accountId]]), sk: SORT }),
    }),
);

const byEmail = (email: string) => ({ gsi3pk: edbKey(SERVICE, [['emailkey', emailKeyOf(email)]]), gsi3sk: SORT });

export const accountKey = (accountId: number) => ({ pk: edbKey(SERVICE, [['accountid', accountId]]), sk: SORT });

function putParams(account: AccountInput): TransactPut {
  const { TableName, Item } = new PutItemCommand(Account(), { ...account, ...byEmail(account.email) }).params();
  return { TableName: TableName!, Item: Item! };
}

export async function getAccount(accountId: number): Promise<AccountItem | null> {
  const { Item } = await new GetItemCommand(Account(), { accountId }).send();
  return Item ?? null;
}

/** The account of a login (gsi1; logins compare lower-cased, as the keys are). */
export async function findAccountByLogin(login: string): Promise<AccountItem | null> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [Account()],
    { index: 'gsi1', partition: edbKey(SERVICE, [['login', login]]), range: { eq: SORT } },
    { limit: 1 },
  ).send();
  return Items[0] ?? null;
}

/** Every account of a model (one partition of gsi2, paged through). */
export async function listAccountsOfModel(model: AccountModel): Promise<AccountItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [Account()],
    { index: 'gsi2', partition: edbKey(SERVICE, [['model', model]]), range: { beginsWith: `${SORT}#accountid_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/** Writes an account whole, unconditionally. */
export async function putAccount(account: AccountInput): Promise<void> {
  await dynamo().send(new PutCommand(putParams(account)));
}

/** The transaction Put of a new account: refused when one with its id exists. */
export function createAccountParams(account: AccountInput): TransactPut {
  return { ...putParams(account), ...createCondition() };
}

/** The unconditional Delete of an account. */
export function deleteAccountParams(accountId: number): TransactDelete {
  return { TableName: env.tableName(), Key: accountKey(accountId) };
}

export async function deleteAccount(accountId: number): Promise<void> {
  await dynamo().send(new DeleteCommand(deleteAccountParams(accountId)));
}

/**
 * The Update of an existing account (refused when it does not exist): `updatedAt` is stamped, and a
 * changed e-mail rewrites `emailKey` and gsi3's keys; maps and lists are replaced whole.
 */
export function patchAccountParams(accountId: number, changes: AccountPatch): TransactUpdate {
  const { settings, roleIds, email, ...rest } = changes;
  const params = new UpdateItemCommand(Account(), {
    accountId,
    ...rest,
    ...(email !== undefined ? { email, emailKey: emailKeyOf(email), ...byEmail(email) } : {}),
    ...(settings !== undefined ? { settings: $set(settings) } : {}),
    ...(roleIds !== undefined ? { roleIds: $set(roleIds) } : {}),
    updatedAt: now(),
    __edb_v__: '1',
  }).params();
  return {
    TableName: params.TableName!,
    Key: params.Key!,
    UpdateExpression: params.UpdateExpression!,
    ...existsCondition(params.ExpressionAttributeNames),
    ExpressionAttributeValues: params.ExpressionAttributeValues,
  };
}

export async function patchAccount(accountId: number, changes: AccountPatch): Promise<void> {
  await dynamo().send(new UpdateCommand(patchAccountParams(accountId, changes)));
}
