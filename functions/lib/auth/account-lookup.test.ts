import { describe, expect, it } from 'vitest';
import { Account } from '../data/entities/account';
import { loginIndexKey } from './account-lookup';

describe('authorizer account lookup', () => {
  it('uses exactly the key ElectroDB writes for Account.byLogin', () => {
    process.env.TABLE_NAME ??= 'portal';
    for (const login of ['farmacia', 'Farmacia-Admin', 'joan.puig2']) {
      const params = Account().query.byLogin({ login }).params() as { ExpressionAttributeValues: Record<string, string> };
      const key = loginIndexKey(login);
      expect(params.ExpressionAttributeValues[':pk']).toBe(key.gsi1pk);
      expect(params.ExpressionAttributeValues[':sk1']).toBe(key.gsi1sk);
    }
  });
});
