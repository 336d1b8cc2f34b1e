// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from './session';
import type { User } from './types';

const user = (name: string): User => ({
  id: 1,
  login: name,
  name,
  email: 'compte@example.test',
  locale: 'ca',
  model: 'user',
  type_id: null,
  roles: [],
  party: null,
  settings: [],
});

describe('session storage (spec §3: separate keys)', () => {
  beforeEach(() => {
    localStorage.clear();
    session.reload();
  });

  it('keeps the token and the user under their own keys', () => {
    session.signIn('tok-1');
    session.setUser(user('anna'));
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'anna' });
    session.setToken('tok-2');
    expect(localStorage.getItem('token')).toBe('tok-2');
    session.clear();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('restores from storage at start', () => {
    localStorage.setItem('token', 'kept');
    localStorage.setItem('user', JSON.stringify(user('pau')));
    session.reload();
    expect(session.get()).toMatchObject({ token: 'kept', user: { name: 'pau' }, impersonation: null });
  });

  it('saves the real account while impersonating and restores it on logout (spec §4)', () => {
    session.signIn('admin-token', user('admin'));
    session.startImpersonation('guest-token');
    expect(localStorage.getItem('impersonation_token')).toBe('admin-token');
    expect(JSON.parse(localStorage.getItem('impersonation_user')!)).toMatchObject({ name: 'admin' });
    expect(session.get()).toMatchObject({ token: 'guest-token', user: null });
    expect(session.endImpersonation()).toBe(true);
    expect(session.get()).toMatchObject({ token: 'admin-token', user: { name: 'admin' }, impersonation: null });
    expect(localStorage.getItem('impersonation_token')).toBeNull();
    expect(session.endImpersonation()).toBe(false);
  });

  it('does not stack impersonations', () => {
    session.signIn('admin-token', user('admin'));
    session.startImpersonation('a');
    session.startImpersonation('b');
    expect(session.get().token).toBe('a');
  });

  it('a user is only set with a token', () => {
    session.setUser(user('x'));
    expect(session.get().user).toBeNull();
  });
});
