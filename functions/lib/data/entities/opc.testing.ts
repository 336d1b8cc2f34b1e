/** Test support for the operations entities' compat tests: what an update or a condition does, names and values resolved. */

type Input = {
  UpdateExpression?: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
};

/** The attributes an update sets (name → value; `if_not_exists` read as a set) and removes, whatever the placeholders. */
export function updateOf(input: Input): { set: Record<string, unknown>; remove: string[] } {
  const names = input.ExpressionAttributeNames ?? {};
  const values = input.ExpressionAttributeValues ?? {};
  const expression = input.UpdateExpression ?? '';
  const setClause = /SET (.*?)(?= REMOVE |$)/.exec(expression)?.[1] ?? '';
  const removeClause = /REMOVE (.*?)(?= SET |$)/.exec(expression)?.[1] ?? '';
  const set: Record<string, unknown> = {};
  for (const [, name, value] of setClause.matchAll(/(#\w+) = (?:if_not_exists\(#\w+, )?(:\w+)\)?/g))
    set[names[name!]!] = values[value!];
  const remove = removeClause ? removeClause.split(/,\s*/).map((n) => names[n.trim()]!) : [];
  return { set, remove: remove.sort() };
}

/**
 * The condition's parts, attribute names in place of placeholders, sorted. ElectroDB asks `pk` and
 * `sk` to exist, toolbox an attribute every item has (`present`): both read `exists(item)`.
 */
export function conditionOf(input: Input, present: string): string[] {
  const names = input.ExpressionAttributeNames ?? {};
  const expression = (input.ConditionExpression ?? '').replace(/#\w+/g, (n) => names[n] ?? n);
  const parts = expression
    .split(/\s+AND\s+/i)
    .map((part) => part.replace(/^\((.*)\)$/, '$1').replace(new RegExp(`\\((pk|sk|${present})\\)$`), '(item)'));
  return [...new Set(parts)].sort();
}
