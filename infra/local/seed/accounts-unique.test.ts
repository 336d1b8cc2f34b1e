import { describe, expect, it } from 'vitest';
import { EXTRA_GUESTS, STAFF_DIRECTORY } from './acl';
import { DEMO_ACCOUNTS } from './demo-data';
import { OPERATIONS_STAFF } from './operations-data';
import { BASIC_PHARMACY_GUEST } from './portal-data';
import { SALES_IMPORT_STAFF } from './sales-import';
import { TICKETING_ONE_ROLE_STAFF } from './ticketing';

// Each area seeds accounts of its own: two sharing an id overwrite each other, and the first one's
// persona can no longer sign in (which showed only as 401s in other areas' tests).
describe('the seeded accounts', () => {
  const all = [
    ...DEMO_ACCOUNTS,
    ...STAFF_DIRECTORY,
    ...EXTRA_GUESTS,
    BASIC_PHARMACY_GUEST,
    ...TICKETING_ONE_ROLE_STAFF,
    OPERATIONS_STAFF,
    SALES_IMPORT_STAFF,
  ];
  const repeated = (values: (string | number)[]) => values.filter((v, i) => values.indexOf(v) !== i);

  it('have an id, a login and an e-mail of their own', () => {
    expect(repeated(all.map((a) => a.accountId))).toEqual([]);
    expect(repeated(all.map((a) => a.login))).toEqual([]);
    expect(repeated(all.map((a) => a.email))).toEqual([]);
  });
});
