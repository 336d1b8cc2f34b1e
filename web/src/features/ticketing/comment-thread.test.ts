import { describe, expect, it } from 'vitest';
import { threadComments } from './comment-thread';

const c = (id: number, parent_id: number | null, minute: number) => ({
  id,
  parent_id,
  created_at: `2026-11-22T10:${String(minute).padStart(2, '0')}:00Z`,
});

describe('threadComments', () => {
  it('puts each reply under its parent, threads oldest first', () => {
    const order = threadComments([c(3, 1, 5), c(1, null, 1), c(2, null, 2), c(4, 3, 6), c(5, 1, 3)]).map((n) => [
      n.comment.id,
      n.depth,
    ]);
    expect(order).toEqual([
      [1, 0],
      [5, 1],
      [3, 1],
      [4, 2],
      [2, 0],
    ]);
  });

  it('shows a reply whose parent is gone at the top level', () => {
    expect(threadComments([c(9, 404, 1)])).toEqual([{ comment: c(9, 404, 1), depth: 0 }]);
  });
});
