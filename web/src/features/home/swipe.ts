/**
 * A banner swipe (spec §4): the drag changes the slide when it exceeds a quarter of the element's
 * width. Dragging left shows the next slide, right the previous one.
 */
export function swipeStep(deltaX: number, width: number): -1 | 0 | 1 {
  if (width <= 0) return 0;
  if (Math.abs(deltaX) <= width / 4) return 0;
  return deltaX < 0 ? 1 : -1;
}

/** The slide index after a step, wrapping around. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
