// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultPrefs, readColumnPrefs, reconcile, writeColumnPrefs } from './column-preferences';
import { sideScrollOf } from './side-scroll';

const spec = { ids: ['id', 'party', 'status', 'updated_at'], hidden: ['party'], alwaysVisible: ['id'] };
const shown = (p: { contentDisplay: { id: string; visible: boolean }[] }) =>
  p.contentDisplay.filter((c) => c.visible).map((c) => c.id);

describe('column preferences', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the screen: its order, its hidden columns, long text wrapped', () => {
    expect(defaultPrefs(spec)).toEqual({
      contentDisplay: [
        { id: 'id', visible: true },
        { id: 'party', visible: false },
        { id: 'status', visible: true },
        { id: 'updated_at', visible: true },
      ],
      wrapLines: true,
      stickyFirst: 0,
    });
  });

  it("keeps the user's choice per table across reads", () => {
    const chosen = {
      contentDisplay: [
        { id: 'status', visible: true },
        { id: 'id', visible: true },
        { id: 'party', visible: true },
        { id: 'updated_at', visible: false },
      ],
      wrapLines: false,
      stickyFirst: 1,
    };
    writeColumnPrefs('ticketing.datatable', chosen);
    expect(readColumnPrefs('ticketing.datatable', spec)).toEqual(chosen);
    // Another table keeps its own.
    expect(readColumnPrefs('ticketing.calls.datatable', spec)).toEqual(defaultPrefs(spec));
  });

  it('drops columns the table lost, places new ones after their neighbour, never hides the always-visible', () => {
    const stored = {
      contentDisplay: [
        { id: 'status', visible: true },
        { id: 'gone', visible: true },
        { id: 'id', visible: false },
      ],
      wrapLines: false,
      stickyFirst: 9,
    };
    const p = reconcile(stored, spec);
    expect(p.contentDisplay.map((c) => c.id)).toEqual(['status', 'updated_at', 'id', 'party']);
    expect(shown(p)).toEqual(['status', 'updated_at', 'id']);
    expect(p.stickyFirst).toBe(2);
    expect(p.wrapLines).toBe(false);
  });

  it('reads a stored value of another shape as the defaults', () => {
    for (const junk of [null, 'x', 3, { contentDisplay: 'no' }, { contentDisplay: [{ id: 1 }] }])
      expect(reconcile(junk, spec)).toEqual(defaultPrefs(spec));
    localStorage.setItem('table_columns', '{not json');
    expect(readColumnPrefs('ticketing.datatable', spec)).toEqual(defaultPrefs(spec));
  });
});

describe('side scroll', () => {
  it('tells which way columns lie off the box', () => {
    expect(sideScrollOf({ scrollWidth: 1000, clientWidth: 1000, scrollLeft: 0 })).toEqual({ left: false, right: false });
    expect(sideScrollOf({ scrollWidth: 1001, clientWidth: 1000, scrollLeft: 0 })).toEqual({ left: false, right: false });
    expect(sideScrollOf({ scrollWidth: 1400, clientWidth: 1000, scrollLeft: 0 })).toEqual({ left: false, right: true });
    expect(sideScrollOf({ scrollWidth: 1400, clientWidth: 1000, scrollLeft: 200 })).toEqual({ left: true, right: true });
    expect(sideScrollOf({ scrollWidth: 1400, clientWidth: 1000, scrollLeft: 400 })).toEqual({ left: true, right: false });
  });
});
