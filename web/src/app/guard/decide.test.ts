import { describe, expect, it } from 'vitest';
import { decide, GUESTS_ONLY, nextOf, PUBLIC, anyOf, allOf, SIGNED_IN } from './decide';

const user = (...ids: number[]) => ({ roles: ids.map((id) => ({ id, name: `r${id}`, parent_id: null })) });

describe('route guard (spec §4)', () => {
  it('renders public routes for anyone', () => {
    expect(decide(PUBLIC, { token: null, user: null }, '/x')).toEqual({ action: 'render' });
    expect(decide(PUBLIC, { token: 't', user: user(2) }, '/x')).toEqual({ action: 'render' });
  });

  it('sends a visitor without token to login, keeping the wanted URL', () => {
    expect(decide(SIGNED_IN, { token: null, user: null }, '/internal?tab=2#x')).toEqual({
      action: 'redirect',
      to: '/login?next=%2Finternal%3Ftab%3D2%23x',
      reason: 'login',
    });
    expect(decide(allOf(2), { token: null, user: null }, '/')).toEqual({
      action: 'redirect',
      to: '/login',
      reason: 'login',
    });
  });

  it('loads the user when there is a token but no user yet', () => {
    expect(decide(allOf(2), { token: 't', user: null }, '/internal')).toEqual({ action: 'load-user' });
    expect(decide(SIGNED_IN, { token: 't', user: null }, '/')).toEqual({ action: 'load-user' });
  });

  it('sends a user without the role to the 403 page', () => {
    expect(decide(allOf(2), { token: 't', user: user(29, 54) }, '/internal')).toEqual({
      action: 'redirect',
      to: '/forbidden',
      reason: 'forbidden',
    });
  });

  it('needs every role a route lists', () => {
    const pharmacy = allOf(29, 54);
    expect(decide(pharmacy, { token: 't', user: user(29) }, '/pharmacy').action).toBe('redirect');
    expect(decide(pharmacy, { token: 't', user: user(54) }, '/pharmacy').action).toBe('redirect');
    expect(decide(pharmacy, { token: 't', user: user(29, 54, 34) }, '/pharmacy')).toEqual({ action: 'render' });
  });

  it('needs one of the roles a route lists as alternatives (ACL: 3 or 5, never 3 implied)', () => {
    const guests = anyOf(3, 5);
    expect(decide(guests, { token: 't', user: user(2, 5) }, '/acl/guests')).toEqual({ action: 'render' });
    expect(decide(guests, { token: 't', user: user(2, 3) }, '/acl/guests')).toEqual({ action: 'render' });
    expect(decide(guests, { token: 't', user: user(2, 4) }, '/acl/guests')).toEqual({
      action: 'redirect',
      to: '/forbidden',
      reason: 'forbidden',
    });
  });

  it('sends a signed-in visitor of a guests-only route home, or to the kept URL', () => {
    expect(decide(GUESTS_ONLY, { token: null, user: null }, '/login')).toEqual({ action: 'render' });
    expect(decide(GUESTS_ONLY, { token: 't', user: null }, '/login')).toEqual({ action: 'redirect', to: '/', reason: 'home' });
    expect(decide(GUESTS_ONLY, { token: 't', user: user(2) }, '/login?next=%2Finternal')).toEqual({
      action: 'redirect',
      to: '/internal',
      reason: 'home',
    });
  });

  it('ignores a kept URL that leaves the site', () => {
    expect(nextOf('/login?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(nextOf('/login?next=%2F%2Fevil.example')).toBeNull();
    expect(nextOf('/login?next=%2Flogout')).toBeNull();
    expect(decide(GUESTS_ONLY, { token: 't', user: null }, '/login?next=%2F%2Fevil.example')).toMatchObject({ to: '/' });
  });
});
