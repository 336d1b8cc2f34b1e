/**
 * Role selection by leaf (spec §5): only leaves are chosen; a branch shows as chosen when all its
 * leaves are, as partly chosen when some are, and ticking it chooses (or clears) all its leaves.
 * What is sent is the chosen leaves: the server adds their ancestors and the base roles.
 */

/** A node of the role trees the API answers (docs/api/acl.md "RoleNode"). */
export interface RoleNode {
  id: number;
  key?: string;
  name: string;
  parent_id: number | null;
  guest_type_id?: 1 | 2 | null;
  children: RoleNode[];
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

export const isLeaf = (node: RoleNode): boolean => node.children.length === 0;

/** The leaves under a node (the node itself when it is one), in tree order. */
export function leavesOf(node: RoleNode): number[] {
  if (isLeaf(node)) return [node.id];
  return node.children.flatMap(leavesOf);
}

/** Every leaf of a forest, in tree order. */
export function allLeaves(nodes: readonly RoleNode[]): number[] {
  return nodes.flatMap(leavesOf);
}

/** Every node of a forest, depth first. */
export function walk(nodes: readonly RoleNode[]): RoleNode[] {
  return nodes.flatMap((n) => [n, ...walk(n.children)]);
}

/**
 * The leaves an account holds, from the role ids it has (ancestors and base roles included): the
 * starting selection of a form. Ids that are not leaves of this tree are left out (a branch is
 * held because of its leaves; base roles are not in the tree).
 */
export function selectedLeaves(nodes: readonly RoleNode[], roleIds: readonly number[]): number[] {
  const held = new Set(roleIds);
  return allLeaves(nodes).filter((id) => held.has(id));
}

/** How a node's checkbox shows for a selection of leaves. */
export function checkState(node: RoleNode, selected: ReadonlySet<number> | readonly number[]): CheckState {
  const set = selected instanceof Set ? selected : new Set(selected as readonly number[]);
  const leaves = leavesOf(node);
  const chosen = leaves.filter((id) => set.has(id)).length;
  if (chosen === 0) return 'unchecked';
  return chosen === leaves.length ? 'checked' : 'indeterminate';
}

/**
 * Ticks or clears a node: a leaf alone, a branch with all its leaves. The result keeps the
 * selection's order and appends new leaves in tree order, without duplicates.
 */
export function toggle(node: RoleNode, selected: readonly number[], checked: boolean): number[] {
  const leaves = leavesOf(node);
  if (!checked) {
    const drop = new Set(leaves);
    return selected.filter((id) => !drop.has(id));
  }
  const out = [...selected];
  for (const id of leaves) if (!out.includes(id)) out.push(id);
  return out;
}

/** Ids of the branches that hold at least one selected leaf (expanded when a tree opens). */
export function branchesWithSelection(nodes: readonly RoleNode[], selected: readonly number[]): number[] {
  return walk(nodes)
    .filter((n) => !isLeaf(n) && checkState(n, selected) !== 'unchecked')
    .map((n) => n.id);
}

/** Ids of every branch (to expand a whole tree). */
export function allBranches(nodes: readonly RoleNode[]): number[] {
  return walk(nodes)
    .filter((n) => !isLeaf(n))
    .map((n) => n.id);
}

/** The selected leaves and all their ancestors within the tree: what the server will store (base roles aside). */
export function withTreeAncestors(nodes: readonly RoleNode[], leaves: readonly number[]): number[] {
  const parent = new Map<number, number | null>();
  for (const n of walk(nodes)) parent.set(n.id, n.parent_id);
  const out = new Set<number>();
  for (const id of leaves) {
    for (let cur: number | null | undefined = id; cur != null && parent.has(cur); cur = parent.get(cur)) out.add(cur);
  }
  return walk(nodes)
    .map((n) => n.id)
    .filter((id) => out.has(id));
}

/**
 * Of the roles an account holds (each with its parent), the ones no other held role descends from:
 * the leaves chosen for it. Tables show these rather than every ancestor.
 */
export function heldLeaves<R extends { id: number; parent_id: number | null }>(roles: readonly R[]): R[] {
  const parents = new Set(roles.map((r) => r.parent_id).filter((p): p is number => p !== null));
  return roles.filter((r) => !parents.has(r.id));
}
