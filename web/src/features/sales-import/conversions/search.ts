/** A table's text filters as the route's search: trimmed, the empty ones left out. */
export function textSearch<F extends string>(filters: Record<F, string>): Partial<Record<F, string>> {
  const search: Partial<Record<F, string>> = {};
  for (const [name, value] of Object.entries(filters) as [F, string][]) if (value.trim()) search[name] = value.trim();
  return search;
}
