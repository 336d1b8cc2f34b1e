import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccountParams } from '../data/entities/account';
import { captureSent } from '../data/toolbox.testing';
import { loginIndexKey } from './account-lookup';

describe('authorizer account lookup', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses exactly the gsi1 keys the Account entity writes (account.test.ts keeps them equal to the stored items)', () => {
    captureSent();
    for (const login of ['farmacia', 'Farmacia-Admin', 'joan.puig2']) {
      const { Item } = createAccountParams({ accountId: 1, login, name: 'N', email: 'e@x.cat', model: 'user' });
      expect({ gsi1pk: Item!.gsi1pk, gsi1sk: Item!.gsi1sk }).toStrictEqual(loginIndexKey(login));
    }
  });
});
