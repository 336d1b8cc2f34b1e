import { describe, expect, it } from 'vitest';
import {
  allBranches,
  allLeaves,
  branchesWithSelection,
  checkState,
  heldLeaves,
  selectedLeaves,
  toggle,
  withTreeAncestors,
  type RoleNode,
} from './role-tree';

const node = (id: number, parent: number | null, name: string, children: RoleNode[] = []): RoleNode => ({
  id,
  name,
  parent_id: parent,
  children,
});

// A slice of the pharmacy tree (children of 54): platform with two leaves, services with two, a lone leaf.
const tree: RoleNode[] = [
  node(34, 54, 'Plataforma', [node(38, 34, 'Compres'), node(39, 34, 'Facturació')]),
  node(60, 54, 'Salut i serveis', [node(61, 60, 'Presencials'), node(62, 60, 'Digitals')]),
  node(69, 54, 'Advance'),
];
const [platform, services, advance] = tree as [RoleNode, RoleNode, RoleNode];

describe('role selection by leaf (spec §5)', () => {
  it('lists the leaves in tree order; a leaf at the top is its own leaf', () => {
    expect(allLeaves(tree)).toEqual([38, 39, 61, 62, 69]);
    expect(allBranches(tree)).toEqual([34, 60]);
  });

  it('starts from the leaves an account holds, ignoring ancestors and base roles', () => {
    // Stored: leaves, their ancestors and the base roles 29 and 54.
    expect(selectedLeaves(tree, [29, 54, 34, 38, 60, 62])).toEqual([38, 62]);
    // A branch held without any of its leaves selects nothing by itself.
    expect(selectedLeaves(tree, [29, 54, 34])).toEqual([]);
  });

  it('shows a branch checked when all its leaves are, partly when some are', () => {
    expect(checkState(platform, [38, 39])).toBe('checked');
    expect(checkState(platform, [38])).toBe('indeterminate');
    expect(checkState(platform, [61])).toBe('unchecked');
    expect(checkState(advance, [69])).toBe('checked');
    expect(checkState(advance, new Set([38]))).toBe('unchecked');
  });

  it('ticking a branch selects all its leaves, clearing it drops them; a leaf toggles alone', () => {
    expect(toggle(platform, [61], true)).toEqual([61, 38, 39]);
    expect(toggle(platform, [38, 61], true)).toEqual([38, 61, 39]);
    expect(toggle(platform, [38, 39, 61], false)).toEqual([61]);
    expect(toggle(advance, [38], true)).toEqual([38, 69]);
    expect(toggle(advance, [38, 69], false)).toEqual([38]);
    // Never a duplicate, never a branch id.
    expect(toggle(services, [61, 62], true)).toEqual([61, 62]);
  });

  it('what the server will store: the leaves and their ancestors within the tree', () => {
    expect(withTreeAncestors(tree, [39, 61])).toEqual([34, 39, 60, 61]);
    expect(withTreeAncestors(tree, [])).toEqual([]);
  });

  it('opens the branches that hold a selected leaf', () => {
    expect(branchesWithSelection(tree, [62])).toEqual([60]);
    expect(branchesWithSelection(tree, [69])).toEqual([]);
  });

  it('sums up held roles by their leaves (tables)', () => {
    const held = [
      { id: 34, name: 'Plataforma', parent_id: 54 },
      { id: 38, name: 'Compres', parent_id: 34 },
      { id: 69, name: 'Advance', parent_id: 54 },
    ];
    expect(heldLeaves(held).map((r) => r.id)).toEqual([38, 69]);
  });
});
