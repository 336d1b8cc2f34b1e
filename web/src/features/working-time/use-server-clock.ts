/**
 * The time of record, ticking every second (§9: clock refresh every 1 second). Entries are stamped
 * by the server, so the screen follows the server's clock: the offset between the server's `now`
 * (in its last answer) and this browser's clock is kept and applied to every tick, and a browser
 * clock that is a few minutes wrong shows no wrong time.
 */
import { useEffect, useRef, useState } from 'react';

export const CLOCK_TICK_MS = 1000;

/**
 * `live: false` (nothing on screen grows: no open entry) stops the ticks: a month's tables are
 * not re-rendered every second for nothing.
 */
export function useServerClock(serverNow: string | undefined, live = true): Date {
  // Read by the ticks only: the next tick (within a second) applies a new answer's offset.
  const offset = useRef(0);
  useEffect(() => {
    if (serverNow) offset.current = Date.parse(serverNow) - Date.now();
  }, [serverNow]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return undefined;
    // Align the ticks with the second boundary so the display changes when the second does.
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        setNow(Date.now() + offset.current);
        interval = setInterval(() => setNow(Date.now() + offset.current), CLOCK_TICK_MS);
      },
      CLOCK_TICK_MS - (Date.now() % CLOCK_TICK_MS),
    );
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
  }, [live]);
  return new Date(live || !serverNow ? now : Date.parse(serverNow));
}
