/** A short text shown next to an element while it is hovered or focused (file tooltips). */
import Tooltip from '@cloudscape-design/components/tooltip';
import { useRef, useState, type ReactNode } from 'react';

export function HoverTooltip({ text, children }: { text: string | null | undefined; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  if (!text) return <>{children}</>;
  return (
    <span
      ref={ref}
      className="hover-tooltip"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {children}
      <span className="visually-hidden">{text}</span>
      {open ? <Tooltip content={text} getTrack={() => ref.current} position="top" onEscape={() => setOpen(false)} /> : null}
    </span>
  );
}
