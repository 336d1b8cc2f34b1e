/**
 * A request's query string as the route schemas read it: bracket keys (`search[date][from]=…`,
 * `roles[]=1`, see shared/api/query-string.ts) nest, a repeated key makes an array. qs does that
 * work, but it and its dependencies cost every cold start about 45 KiB and 3-4 ms (CPU profile,
 * bench:lambda), while most requests send only plain, distinct keys (`page`, `per_page`, `sort_by`,
 * a token). Those are read here, as qs reads them; anything else loads qs on first use.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';

/** qs's options for the API: nesting 4 deep, arrays up to 200 items, 500 parameters. */
export const QS_OPTIONS = { depth: 4, arrayLimit: 200, parameterLimit: 500 } as const;

const isPrototypeKey = (key: string) => Object.prototype.hasOwnProperty.call(Object.prototype, key);

/** The decoded key/value pairs of the request (API Gateway and the local gateway decode them). */
export function queryPairs(
  event: Pick<APIGatewayProxyEvent, 'multiValueQueryStringParameters' | 'queryStringParameters'>,
): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [k, values] of Object.entries(event.multiValueQueryStringParameters ?? {}))
    for (const v of values ?? []) pairs.push([k, v]);
  if (pairs.length === 0) for (const [k, v] of Object.entries(event.queryStringParameters ?? {})) pairs.push([k, v ?? '']);
  return pairs;
}

/**
 * The query of plain, distinct keys as qs.parse gives it (empty keys and Object.prototype's names
 * dropped); undefined when a key has a bracket, repeats, or the pairs pass qs's parameter limit.
 */
export function plainQuery(pairs: readonly (readonly [string, string])[]): Record<string, string> | undefined {
  if (pairs.length > QS_OPTIONS.parameterLimit) return undefined;
  const out: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [key, value] of pairs) {
    if (key.includes('[') || seen.has(key)) return undefined;
    seen.add(key);
    if (key === '' || isPrototypeKey(key)) continue;
    out[key] = value;
  }
  return out;
}

/** The parsed query: plain keys at once, the rest through qs (loaded on the first such request). */
export async function parseQuery(pairs: readonly (readonly [string, string])[]): Promise<unknown> {
  const plain = plainQuery(pairs);
  if (plain) return plain;
  const { default: qs } = await import('qs');
  return qs.parse(pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'), QS_OPTIONS);
}
