/**
 * A banner swipe (spec §4): the drag changes the slide when it exceeds a quarter of the element's
 * width (lib/swipe). Dragging left shows the next slide, right the previous one.
 */
import { swipeDirection } from '../../lib/swipe';

export function swipeStep(deltaX: number, width: number): -1 | 0 | 1 {
  const direction = swipeDirection(deltaX, width);
  return direction === null ? 0 : direction === 'left' ? 1 : -1;
}

/** The slide index after a step, wrapping around. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
