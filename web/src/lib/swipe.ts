/**
 * Horizontal swipes (home banner, warehouse distribution lines): a drag counts once it goes past a
 * quarter of the element's width (spec §9 of both documents), in the direction it went.
 */
import { useRef, useState, type PointerEvent } from 'react';

export type SwipeDirection = 'left' | 'right';

/** The swipe a drag of `deltaX` pixels over an element `width` wide makes, or null. */
export function swipeDirection(deltaX: number, width: number): SwipeDirection | null {
  if (width <= 0) return null;
  if (Math.abs(deltaX) <= width / 4) return null;
  return deltaX < 0 ? 'left' : 'right';
}

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * Follows a pointer drag on an element: `dragX` is how far it has moved (for the element to follow
 * the finger), `onSwipe` is called when it is let go past the threshold. `allow` limits the
 * directions that move at all (a line that only swipes right does not follow a drag to the left).
 */
export function useSwipe(
  onSwipe: (direction: SwipeDirection) => void,
  { allow = ['left', 'right'], disabled = false }: { allow?: readonly SwipeDirection[]; disabled?: boolean } = {},
): { dragX: number; handlers: SwipeHandlers } {
  const drag = useRef<{ pointerId: number; startX: number; width: number } | null>(null);
  const [dragX, setDragX] = useState(0);
  const clamp = (dx: number) => ((dx > 0 && !allow.includes('right')) || (dx < 0 && !allow.includes('left')) ? 0 : dx);
  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const d = drag.current;
    if (d?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragX(0);
    const direction = cancelled ? null : swipeDirection(clamp(event.clientX - d.startX), d.width);
    if (direction) onSwipe(direction);
  };
  return {
    dragX,
    handlers: {
      onPointerDown: (event) => {
        if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
        drag.current = { pointerId: event.pointerId, startX: event.clientX, width: event.currentTarget.clientWidth };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event) => {
        if (drag.current?.pointerId !== event.pointerId) return;
        setDragX(clamp(event.clientX - drag.current.startX));
      },
      onPointerUp: (event) => end(event, false),
      onPointerCancel: (event) => end(event, true),
    },
  };
}
