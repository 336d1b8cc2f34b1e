/** An export button's state: the call while it runs, ignoring clicks meanwhile (spec §4). */
import { useRef, useState } from 'react';

export function useExport(call: () => Promise<unknown>): { busy: boolean; run: () => void } {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    // Failures were announced by the http client's alert.
    void call()
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };
  return { busy, run };
}
