import { useSyncExternalStore } from 'react';

/** Handhelds (the warehouse's 390 px scanners, phones): one column, bars collapsed. */
export const PHONE_QUERY = '(max-width: 600px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True while the window is phone-wide; follows rotation and resizing. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
