import { useSearchParams } from 'react-router';

/** A laboratory id (or any positive id) read from the address, or undefined when absent or not a number. */
export const positiveParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The report's asked values in the address (?date=&from=&to=&laboratory=), so a report survives a
 * reload and can be shared. `apply` sets the keys given and drops those given as undefined, in place
 * (no new history entry per accept).
 */
export function useReportAddress() {
  const [search, setSearch] = useSearchParams();
  const apply = (next: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) params.delete(key);
      else params.set(key, String(value));
    }
    setSearch(params, { replace: true });
  };
  return { search, apply };
}
