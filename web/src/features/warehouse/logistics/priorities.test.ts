import { describe, expect, it } from 'vitest';
import { appendParty, moveEntry, removeEntry } from './priorities';

const a = { party: 1, name: 'A' };
const b = { party: 2, name: 'B' };
const c = { party: 3, name: 'C' };

describe('priority list edits', () => {
  it('moves a row up or down by swapping it with its neighbour, never past the ends', () => {
    expect(moveEntry([a, b, c], 1, -1)).toEqual([b, a, c]);
    expect(moveEntry([a, b, c], 1, 1)).toEqual([a, c, b]);
    expect(moveEntry([a, b, c], 0, -1)).toEqual([a, b, c]);
    expect(moveEntry([a, b, c], 2, 1)).toEqual([a, b, c]);
  });

  it('appends a party at the next position, once', () => {
    expect(appendParty([a, b], c)).toEqual([a, b, c]);
    expect(appendParty([a, b], { party: 1, name: 'A again' })).toEqual([a, b]);
  });

  it('removes a row and closes the gap', () => {
    expect(removeEntry([a, b, c], 1)).toEqual([a, c]);
  });
});
