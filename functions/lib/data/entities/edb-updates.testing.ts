/**
 * Test support for the compat tests of entities moved from ElectroDB to dynamodb-toolbox: what an
 * UpdateItem's params SET and REMOVE, by attribute name, so both libraries' updates compare
 * whatever placeholders each one chose. `if_not_exists(attr, value)` counts as setting the value.
 */
interface UpdateParams {
  UpdateExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

function clauses(expression: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const m of expression.matchAll(/(SET|REMOVE|ADD|DELETE)\s+(.*?)(?=\s+(?:SET|REMOVE|ADD|DELETE)\s+|$)/g)) {
    const parts: string[] = [];
    let depth = 0;
    let current = '';
    for (const ch of m[2]!) {
      if (ch === '(') depth++;
      if (ch === ')') depth--;
      if (ch === ',' && depth === 0) {
        parts.push(current.trim());
        current = '';
      } else current += ch;
    }
    if (current.trim()) parts.push(current.trim());
    (out[m[1]!] ??= []).push(...parts);
  }
  return out;
}

/** Attribute name -> value set by the update. */
export function updateSets(params: object): Record<string, unknown> {
  const p = params as UpdateParams;
  const names = p.ExpressionAttributeNames ?? {};
  const values = p.ExpressionAttributeValues ?? {};
  const set = clauses(p.UpdateExpression ?? '').SET ?? [];
  return Object.fromEntries(
    set.map((a) => {
      const [name, value] = a.split(/\s*=\s*(.*)/s) as [string, string];
      const notExists = /^if_not_exists\(\s*[^,]+,\s*([^)]+)\)$/.exec(value);
      const placeholder = (notExists ? notExists[1]! : value).trim();
      return [names[name] ?? name, placeholder in values ? values[placeholder] : placeholder];
    }),
  );
}

/** Attribute names removed by the update, sorted. */
export function updateRemoves(params: object): string[] {
  const p = params as UpdateParams;
  const names = p.ExpressionAttributeNames ?? {};
  return (clauses(p.UpdateExpression ?? '').REMOVE ?? []).map((n) => names[n] ?? n).sort();
}

/** A ConditionExpression with attribute names and values in place of placeholders, redundant parentheses dropped. */
export function conditionText(params: object): string {
  const p = params as UpdateParams & { ConditionExpression?: string };
  const names = p.ExpressionAttributeNames ?? {};
  const values = p.ExpressionAttributeValues ?? {};
  return (p.ConditionExpression ?? '')
    .replace(/[#:][\w]+/g, (t) => (t.startsWith('#') ? (names[t] ?? t) : JSON.stringify(values[t])))
    .replace(/\((\w+\([^()]*\))\)/g, '$1');
}

/** A query's KeyConditionExpression with attribute names and values in place of placeholders. */
export function keyConditionText(params: object): string {
  const p = params as UpdateParams & { KeyConditionExpression?: string; IndexName?: string };
  const names = p.ExpressionAttributeNames ?? {};
  const values = p.ExpressionAttributeValues ?? {};
  const text = (p.KeyConditionExpression ?? '')
    .replace(/[#:][\w]+/g, (t) => (t.startsWith('#') ? (names[t] ?? t) : JSON.stringify(values[t])))
    .replace(/\s+and\s+/gi, ' AND ')
    .replace(/\s*=\s*/g, ' = ')
    .replace(/\((\w+ = [^()]*)\)/g, '$1')
    .replace(/\((\w+\([^()]*\))\)/g, '$1')
    .replace(/^\((.*)\)$/, '$1');
  return `${p.IndexName ?? 'table'}: ${text}`;
}
