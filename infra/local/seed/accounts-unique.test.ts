import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from './personas';

// Each area has accounts of its own: two sharing an id overwrite each other, and the first one's
// persona can no longer sign in (which showed only as 401s in other areas' tests).
describe('the seeded accounts', () => {
  const repeated = (values: (string | number)[]) => values.filter((v, i) => values.indexOf(v) !== i);

  it('have an id, a login and an e-mail of their own', () => {
    expect(repeated(SEEDED_ACCOUNTS.map((a) => a.accountId))).toEqual([]);
    expect(repeated(SEEDED_ACCOUNTS.map((a) => a.login))).toEqual([]);
    expect(repeated(SEEDED_ACCOUNTS.map((a) => a.email))).toEqual([]);
  });
});
