/**
 * Accounts and access (platform §5, §6): sign-in, the party lookups and the acl screens. ACL's home
 * takes 3, 4 or 5; holding 4 or 5 is not holding 3 (docs/spec-decisions.md).
 */
import { allOf, anyOf, defineArea } from './define';
import { GUEST_PERSONAS, INTERNAL_PERSONAS } from './personas';

export const accessArea = defineArea({
  name: 'access',
  title: 'Accounts and access',
  groups: {
    /** Password resets and profile changes touch the accounts. */
    session: { accounts: true },
    parties: {},
    acl: { accounts: true },
  },
  access: {
    internal: anyOf('xf'),
    guest: anyOf('guest'),
    acl: anyOf('acl', 'acl.users', 'acl.guests'),
    aclAdmin: anyOf('acl'),
    users: anyOf('acl', 'acl.users'),
    guests: anyOf('acl', 'acl.guests'),
    impersonateUsers: anyOf('acl.impersonate_users'),
    impersonateGuests: anyOf('acl.impersonate_guests'),
    /** A pharmacy's own users, by its administrator (spec §5 "45 and 51"). */
    pharmacySelfService: allOf('guest.pharmacy.administration', 'guest.pharmacy.administration.acl'),
    /** The members' app and its demo (sfera). */
    fede: anyOf('guest.pharmacy.bi.sfera', 'guest.pharmacy.bi.demo'),
  },
  /** Every internal account (the party lookups) and every guest (self-service, profile). */
  personas: [...INTERNAL_PERSONAS, ...GUEST_PERSONAS],
});
