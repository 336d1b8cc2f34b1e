/** A new endpoint group must join an authorization matrix: this fails for any group none covers. */
import { expect, it } from 'vitest';
import { GROUPS } from '../../shared/api/route';
import { MATRIX_GROUPS } from './support/matrix-groups';

it('every endpoint group is covered by a route-table-driven authorization matrix', () => {
  const covered = new Set<string>(Object.values(MATRIX_GROUPS).flat());
  expect(GROUPS.filter((g) => !covered.has(g))).toEqual([]);
});
