/**
 * Bracket-style query strings (`search[date][from]=…`, `roles[]=1`), as the spec's datatable calls
 * send them. null and undefined are skipped; dates are sent as ISO strings.
 */
export function toQueryString(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  const walk = (prefix: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Date) return walk(prefix, value.toISOString());
    if (Array.isArray(value)) {
      for (const item of value) walk(`${prefix}[]`, item);
      return;
    }
    if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(`${prefix}[${k}]`, v);
      return;
    }
    parts.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`);
  };
  for (const [k, v] of Object.entries(params)) walk(k, v);
  return parts.length ? `?${parts.join('&')}` : '';
}
