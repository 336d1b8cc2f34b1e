/**
 * A distribution line that a swipe acts on (spec §2): right places it, left (on the undo screen)
 * undoes it. Everyone else gets the same action from the keyboard (the line is focusable: the arrow
 * key of the swipe's direction, or Enter) and from a button. Coloured by party and sale reference.
 */
import Button from '@cloudscape-design/components/button';
import type { ReactNode } from 'react';
import { useSwipe, type SwipeDirection } from '../../../lib/swipe';
import type { LeaveState } from '../distribution/leaving';
import type { LineColour } from '../distribution/line-colour';

export function SwipeLine({
  direction,
  colour,
  state,
  actionLabel,
  onAction,
  children,
  testId,
  ariaLabel,
}: {
  direction: SwipeDirection;
  colour: LineColour;
  state: LeaveState | undefined;
  actionLabel: string;
  onAction: () => void;
  children: ReactNode;
  testId: string;
  ariaLabel: string;
}) {
  const { dragX, handlers } = useSwipe(
    (swiped) => {
      if (swiped === direction) onAction();
    },
    { allow: [direction], disabled: state !== undefined },
  );
  if (state === 'gone') return null;
  const leaving = state === 'leaving';
  const shift = leaving ? (direction === 'right' ? '110%' : '-110%') : `${dragX}px`;
  return (
    <li
      className={`wh-line${leaving ? ' is-leaving' : ''}${dragX ? ' is-dragging' : ''}`}
      style={{ transform: `translateX(${shift})`, background: colour.background, borderLeftColor: colour.edge }}
      tabIndex={0}
      aria-label={ariaLabel}
      aria-busy={leaving || undefined}
      data-testid={testId}
      data-state={state ?? 'idle'}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget || leaving) return;
        const key = direction === 'right' ? 'ArrowRight' : 'ArrowLeft';
        if (event.key === key || event.key === 'Enter') {
          event.preventDefault();
          onAction();
        }
      }}
      {...handlers}
    >
      <div className="wh-line-body">{children}</div>
      <div className="wh-line-action">
        <Button
          iconName={direction === 'right' ? 'angle-right-double' : 'undo'}
          iconAlign={direction === 'right' ? 'right' : 'left'}
          disabled={leaving}
          onClick={onAction}
          data-testid={`${testId}-action`}
        >
          {actionLabel}
        </Button>
      </div>
    </li>
  );
}
