/**
 * Creating, changing and deleting accounts together with what must stay in step with them: the
 * uniqueness items (e-mail, login) in the same DynamoDB transaction, and the Cognito identity.
 *
 * Create: account + `$unique#email` + `$unique#login` in one transaction, then the identity; if
 * the identity cannot be created the transaction is undone, so neither remains.
 * Delete: the identity first (an identity left behind would block its login), then the account
 * and its uniqueness items in one transaction.
 */
import { createIdentity, deleteIdentity, IdentityExistsError, updateIdentityEmail } from '../auth/cognito-admin';
import { notifyEmailChange, resetRecipient } from '../email-change';
import { invalid, notFound } from '../http/errors';
import { logger } from '../logger';
import type { AccountItem } from './accounts';
import { nextId } from './counters';
import {
  createAccountParams,
  deleteAccountParams,
  getAccount,
  listAccountsOfModel,
  patchAccountParams,
} from './entities/account';
import { transact } from './transact';
import { deleteUnique, normalizeUnique, putUnique, uniqueOwner } from './uniqueness';

/** A login derived from the e-mail's local part: lower case, no accents, [a-z0-9._-], 40 max. */
export function loginBase(email: string): string {
  const local = email.trim().split('@')[0] ?? '';
  const clean = local
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 40);
  return clean || 'usuari';
}

export interface NewAccount {
  name: string;
  email: string;
  model: 'user' | 'guest';
  typeId?: 1 | 2;
  partyId?: number;
  roleIds: number[];
  locale: 'ca' | 'es';
}

const MAX_LOGIN_ATTEMPTS = 50;

/**
 * Creates an account and its Cognito identity, or neither. The login is the e-mail's local part,
 * with 2, 3, … appended when taken. E-mail taken → 422 validation.unique on `email`; an identity
 * that already exists in Cognito for the chosen login → 422 validation.identity_exists on `email`.
 */
export async function createAccountWithIdentity(input: NewAccount): Promise<AccountItem> {
  const email = input.email.trim();
  if ((await uniqueOwner('email', email)) !== null) throw invalid('email', 'validation.unique');
  const accountId = await nextId('account');
  const base = loginBase(email);
  for (let attempt = 1; attempt <= MAX_LOGIN_ATTEMPTS; attempt++) {
    const login = attempt === 1 ? base : `${base}${attempt}`;
    if ((await uniqueOwner('login', login)) !== null) continue;
    const item = { accountId, login, ...input, email };
    const failed = await transact([
      { Put: createAccountParams(item) },
      putUnique('email', email, accountId),
      putUnique('login', login, accountId),
    ]);
    if (failed.includes(1)) throw invalid('email', 'validation.unique');
    if (failed.length) continue; // the login was taken meanwhile
    try {
      await createIdentity(login, email);
    } catch (error) {
      await removeRecords(accountId, email, login).catch((undoError: Error) =>
        logger.error('Could not undo an account whose identity failed', { accountId, login, error: undoError }),
      );
      if (error instanceof IdentityExistsError) {
        logger.warn('A Cognito identity exists without an account', { login });
        throw invalid('email', 'validation.identity_exists');
      }
      throw error;
    }
    return (await getAccount(accountId))!;
  }
  throw invalid('email', 'validation.identity_exists');
}

async function removeRecords(accountId: number, email: string, login: string): Promise<void> {
  const failed = await transact([
    { Delete: deleteAccountParams(accountId) },
    deleteUnique('email', email, accountId),
    deleteUnique('login', login, accountId),
  ]);
  if (failed.length) throw new Error(`uniqueness items of account ${accountId} are held by another account`);
}

export interface AccountChanges {
  name?: string;
  email?: string;
  typeId?: 1 | 2;
  partyId?: number;
  roleIds?: number[];
  locale?: 'ca' | 'es';
  settings?: { ticketingDefaultStatus?: number; ticketingAssignmentMail?: boolean };
}

/**
 * Updates an account. A changed e-mail moves its uniqueness item in the same transaction
 * (e-mail taken → 422 validation.unique on `email`), is copied to the Cognito identity, records
 * the previous address and tells it (functions/lib/email-change.ts).
 */
export async function updateAccount(account: AccountItem, changes: AccountChanges): Promise<AccountItem> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as AccountChanges &
    Pick<AccountItem, 'previousEmail' | 'emailChangedAt'>;
  if (set.email !== undefined) set.email = set.email.trim();
  const emailChanged = set.email !== undefined && normalizeUnique(set.email) !== normalizeUnique(account.email);
  const changedAt = new Date();
  // A second change within the guard period keeps the address on file before the first one.
  if (emailChanged)
    Object.assign(set, { previousEmail: resetRecipient(account, changedAt), emailChangedAt: changedAt.toISOString() });
  const update = patchAccountParams(account.accountId, set);
  if (!emailChanged) {
    const failed = await transact([{ Update: update }]);
    if (failed.length) throw notFound();
  } else {
    const failed = await transact([
      { Update: update },
      deleteUnique('email', account.email, account.accountId),
      putUnique('email', set.email!, account.accountId),
    ]);
    if (failed.includes(0)) throw notFound();
    if (failed.length) throw invalid('email', 'validation.unique');
    // Cognito's copy is informative only (mail goes to the account's e-mail): do not fail on it.
    await updateIdentityEmail(account.login, set.email!).catch((error: Error) =>
      logger.warn('Could not copy the e-mail to the Cognito identity', { login: account.login, error }),
    );
  }
  const updated = (await getAccount(account.accountId))!;
  // The change is saved either way; a lost notice is logged rather than failing the save.
  if (emailChanged)
    await notifyEmailChange(updated, account.email, changedAt).catch((error: Error) =>
      logger.error('Could not tell the old address of an e-mail change', { accountId: account.accountId, error }),
    );
  return updated;
}

/** Deletes the Cognito identity, then the account and its uniqueness items. */
export async function deleteAccountWithIdentity(account: AccountItem): Promise<void> {
  await deleteIdentity(account.login);
  await removeRecords(account.accountId, account.email, account.login);
}

/** Every account of a model (a few thousand at most: one partition of the model index). */
export async function listAccounts(model: 'user' | 'guest'): Promise<AccountItem[]> {
  return listAccountsOfModel(model);
}
