/**
 * Seeds accounts the way the API's create records them: the account item, its e-mail and login
 * uniqueness items, and its Cognito identity with the demo password. Idempotent.
 */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../../functions/lib/aws';
import { putAccount } from '../../../functions/lib/data/entities/account';
import { putUnique } from '../../../functions/lib/data/uniqueness';
import { DEMO_PASSWORD, type AccountSeed } from './demo-data';

export type SeedAccount = Omit<AccountSeed, 'persona'> & { persona?: AccountSeed['persona'] };

/** The accounts' table items, several at once (each account's writes touch only its own items). */
export async function seedAccountItems(accounts: readonly SeedAccount[], concurrency = 8): Promise<void> {
  let next = 0;
  const one = async ({ persona: _persona, ...a }: SeedAccount) => {
    await putAccount(a);
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [putUnique('email', a.email, a.accountId), putUnique('login', a.login, a.accountId)],
      }),
    );
  };
  await Promise.all(
    Array.from({ length: Math.min(concurrency, accounts.length) }, async () => {
      while (next < accounts.length) await one(accounts[next++]!);
    }),
  );
}

/**
 * Their Cognito identities, one after another: cognito-local rewrites its whole data file on every
 * change without waiting for the previous write, so changes at once could leave the file the next
 * start reads garbled.
 */
export async function seedIdentities(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  accounts: readonly SeedAccount[],
) {
  for (const a of accounts) {
    await cognito
      .send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: a.login,
          MessageAction: 'SUPPRESS',
          TemporaryPassword: DEMO_PASSWORD,
          UserAttributes: [
            { Name: 'email', Value: a.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      )
      .catch((e: Error) => {
        if (e.name !== 'UsernameExistsException') throw e;
      });
    await cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: a.login, Password: DEMO_PASSWORD, Permanent: true }),
    );
  }
}
