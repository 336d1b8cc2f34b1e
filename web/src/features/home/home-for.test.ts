import { describe, expect, it } from 'vitest';
import { homeFor } from './home-for';

const u = (type_id: 1 | 2 | null, ...ids: number[]) => ({ type_id, roles: ids.map((id) => ({ id, name: '', parent_id: null })) });

describe('/ redirects by role (spec §2)', () => {
  it('role 2 → internal', () => expect(homeFor(u(null, 2, 3, 19))).toEqual({ kind: 'redirect', home: 'internal' }));
  it('role 29 with type 1 → pharmacy', () => expect(homeFor(u(1, 29, 54))).toEqual({ kind: 'redirect', home: 'pharmacy' }));
  it('role 29 with type 2 → laboratory', () => expect(homeFor(u(2, 29, 55))).toEqual({ kind: 'redirect', home: 'laboratory' }));
  it('no role → contact the provider', () => expect(homeFor(u(null))).toEqual({ kind: 'no-roles' }));
  it('roles but no home → errors.roles', () => {
    expect(homeFor(u(null, 29))).toEqual({ kind: 'unknown' });
    expect(homeFor(u(1, 54))).toEqual({ kind: 'unknown' });
  });
  it('several homes → choose a view', () => {
    expect(homeFor(u(1, 2, 29, 54))).toEqual({ kind: 'choose', homes: ['internal', 'pharmacy'] });
  });
});
