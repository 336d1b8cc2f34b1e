import { describe, expect, it } from 'vitest';
import { addUserIssues, guestIssues, ownUserIssues, type GuestFormValues } from './validation';

const guest = (over: Partial<GuestFormValues> = {}): GuestFormValues => ({
  name: 'Farmàcia Nova',
  email: 'nova@farmacia.cat',
  type_id: 1,
  party_id: 1003,
  roles: [38],
  locale: 'ca',
  ...over,
});

describe('access-control forms (spec §5)', () => {
  it('guest form: name required; e-mail required and valid; party and type required', () => {
    expect(guestIssues(guest())).toEqual({});
    expect(guestIssues(guest({ name: ' ', email: '', type_id: null, party_id: null }))).toEqual({
      name: { key: 'validation.required' },
      email: { key: 'validation.required' },
      type_id: { key: 'validation.required' },
      party_id: { key: 'validation.required' },
    });
    expect(guestIssues(guest({ email: 'nova@farmacia' }))).toEqual({ email: { key: 'validation.email' } });
  });

  it('guest form: roles are optional (the base roles are added by the server)', () => {
    expect(guestIssues(guest({ roles: [] }))).toEqual({});
  });

  it('internal user add: a user choice and at least one role', () => {
    expect(addUserIssues({ userId: null, roles: [] })).toEqual({
      user: { key: 'validation.required' },
      roles: { key: 'acl.roles.required' },
    });
    expect(addUserIssues({ userId: 12, roles: [114] })).toEqual({});
  });

  it('pharmacy self-service: name and a valid e-mail', () => {
    expect(ownUserIssues({ name: '', email: 'x' })).toEqual({
      name: { key: 'validation.required' },
      email: { key: 'validation.email' },
    });
    expect(ownUserIssues({ name: 'Marc', email: 'marc@farmacia.cat' })).toEqual({});
  });
});
