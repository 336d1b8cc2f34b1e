/**
 * Comments are threaded by `parent_id` (spec §3): a reply sits under the comment it answers.
 * Generic over the comment's shape so it takes the server's view as it is.
 */
export interface Threadable {
  id: number;
  parent_id: number | null;
  created_at: string;
}

export interface ThreadNode<C extends Threadable> {
  comment: C;
  depth: number;
}

/**
 * The comments in reading order: each thread oldest first, replies right after their parent,
 * indented by depth. A reply whose parent is gone (deleted) is shown as a top-level comment
 * rather than hidden.
 */
export function threadComments<C extends Threadable>(comments: readonly C[]): ThreadNode<C>[] {
  const ids = new Set(comments.map((c) => c.id));
  const children = new Map<number | null, C[]>();
  for (const comment of comments) {
    const parent = comment.parent_id !== null && ids.has(comment.parent_id) ? comment.parent_id : null;
    const siblings = children.get(parent) ?? [];
    siblings.push(comment);
    children.set(parent, siblings);
  }
  const byDate = (a: C, b: C) => a.created_at.localeCompare(b.created_at) || a.id - b.id;
  const out: ThreadNode<C>[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const comment of [...(children.get(parent) ?? [])].sort(byDate)) {
      out.push({ comment, depth });
      walk(comment.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
