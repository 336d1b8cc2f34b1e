/** Whether the viewport is phone-narrow (the register's table reorders its columns there). */
import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 600px)';

const subscribe = (change: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', change);
  return () => media.removeEventListener('change', change);
};

export const useNarrow = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
