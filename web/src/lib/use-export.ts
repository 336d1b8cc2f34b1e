/** A download or export button's state: the call while it runs, ignoring clicks meanwhile (spec §4). */
import { useGuardedMutation } from './use-guarded-mutation';

export function useExport(call: () => Promise<unknown>): { busy: boolean; run: () => void } {
  // Failures were announced by the http client's alert.
  const exporting = useGuardedMutation({ mutationFn: call });
  return { busy: exporting.isPending, run: () => exporting.mutate() };
}
