/**
 * Password-reset tokens: 32 random bytes (base64url) mailed to the account's address, stored only
 * as their SHA-256, valid PASSWORD_RESET_TTL_MINUTES, consumed by a conditional delete so a token
 * works once. A new request replaces the account's earlier tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  createResetToken,
  deleteResetTokens,
  deleteValidResetToken,
  getResetToken,
  putResetToken,
  resetTokensOfAccount,
  type PasswordResetItem,
} from './data/entities/password-reset';
import { isConditionalFailure } from './rate-limit';

export const PASSWORD_RESET_TTL_MINUTES = 60;

export type { PasswordResetItem };

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Issues a token for the account (earlier ones are deleted); answers the token itself. */
export async function issueResetToken(accountId: number, email: string): Promise<string> {
  const earlier = await resetTokensOfAccount(accountId);
  if (earlier.length) await deleteResetTokens(earlier.map((t) => t.tokenHash));
  const token = randomBytes(32).toString('base64url');
  await createResetToken({
    tokenHash: hashToken(token),
    accountId,
    email,
    createdAt: new Date().toISOString(),
    expiresAt: nowSeconds() + PASSWORD_RESET_TTL_MINUTES * 60,
  });
  return token;
}

/** The token's record while it is valid (exists and not expired), else null. */
export async function findResetToken(token: string): Promise<PasswordResetItem | null> {
  const data = await getResetToken(hashToken(token));
  if (!data || data.expiresAt <= nowSeconds()) return null;
  return data;
}

/** Consumes a valid token: true only for the one caller whose delete wins. */
export async function consumeResetToken(item: PasswordResetItem): Promise<boolean> {
  try {
    await deleteValidResetToken(item, nowSeconds());
    return true;
  } catch (e) {
    if (isConditionalFailure(e)) return false;
    throw e;
  }
}

/** Puts a consumed token back (the new password was refused, so the link stays usable). */
export async function restoreResetToken(item: PasswordResetItem): Promise<void> {
  await putResetToken(item);
}
