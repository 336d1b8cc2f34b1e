/**
 * Whether a table is wider than its box and which way there is more to see, so the screen can say
 * so: a table's horizontal scrollbar sits under its last row, often below the fold, and nothing
 * else tells the user columns are off to the side.
 */
import { useEffect, useState, type RefObject } from 'react';

export interface SideScroll {
  /** Columns lie past the right edge. */
  right: boolean;
  /** Columns lie past the left edge (the user scrolled). */
  left: boolean;
}

const NONE: SideScroll = { right: false, left: false };
/** Sub-pixel widths round either way: a pixel or two of difference is no hidden column. */
const SLACK = 2;

export function sideScrollOf(box: { scrollWidth: number; clientWidth: number; scrollLeft: number }): SideScroll {
  if (box.scrollWidth - box.clientWidth <= SLACK) return NONE;
  return { left: box.scrollLeft > SLACK, right: box.scrollLeft + box.clientWidth < box.scrollWidth - SLACK };
}

/** The element that scrolls the table sideways: the table's nearest ancestor with horizontal overflow. */
function scrollBoxOf(root: HTMLElement): HTMLElement | null {
  const table = root.querySelector('table');
  for (let el = table?.parentElement ?? null; el && el !== root.parentElement; el = el.parentElement) {
    const overflow = getComputedStyle(el).overflowX;
    if (overflow === 'auto' || overflow === 'scroll') return el;
  }
  return null;
}

/** Watches the table inside `root` (its size, its columns, the user's scrolling). */
export function useSideScroll(root: RefObject<HTMLElement | null>, columnsKey: string): SideScroll {
  const [state, setState] = useState<SideScroll>(NONE);
  useEffect(() => {
    const element = root.current;
    const box = element ? scrollBoxOf(element) : null;
    if (!box) return;
    const update = () =>
      setState((prev) => {
        const next = sideScrollOf(box);
        return prev.left === next.left && prev.right === next.right ? prev : next;
      });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    box.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', update);
    };
  }, [root, columnsKey]);
  return state;
}
