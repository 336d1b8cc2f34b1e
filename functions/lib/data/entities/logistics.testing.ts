/**
 * Test support for the logistics entities' compat tests: ElectroDB's and dynamodb-toolbox's params
 * name their placeholders differently, so they are compared by what they do, placeholders resolved.
 */
interface Expressed {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** Splits on commas outside parentheses. */
function splitTop(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

const nameOf = (p: Expressed, path: string) => path.replace(/#[A-Za-z0-9_]+/g, (n) => p.ExpressionAttributeNames?.[n] ?? n);

/** What an UpdateExpression does: the values it sets (an `if_not_exists(a, v)` sets v) and the attributes it removes. */
export function updateEffects(p: Expressed & { UpdateExpression?: string }): { set: Record<string, unknown>; remove: string[] } {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  const sections = (p.UpdateExpression ?? '').split(/\b(SET|REMOVE|ADD|DELETE)\b/).filter((s) => s.trim());
  for (let i = 0; i < sections.length; i += 2) {
    const [verb, body] = [sections[i]!.trim(), sections[i + 1] ?? ''];
    for (const clause of splitTop(body)) {
      if (verb === 'REMOVE') remove.push(nameOf(p, clause));
      else if (verb === 'SET') {
        const [lhs, rhs] = clause.split(/\s*=\s*/, 2) as [string, string];
        const value = /:[A-Za-z0-9_]+\)?$/.exec(rhs)![0].replace(')', '');
        set[nameOf(p, lhs)] = p.ExpressionAttributeValues?.[value];
      } else throw new Error(`unexpected ${verb}`);
    }
  }
  return { set, remove: remove.sort() };
}

/** A condition or filter with its names and values written in, parentheses and spacing dropped. */
export function resolved(p: Expressed, expression: string | undefined): string {
  return nameOf(p, expression ?? '')
    .replace(/:[A-Za-z0-9_]+/g, (v) => JSON.stringify(p.ExpressionAttributeValues?.[v]))
    .replace(/[()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A query input by what it reads: table, index, key condition, filter, projection, order and limit. */
export function queryShape(
  p: Expressed & {
    TableName?: string;
    IndexName?: string;
    KeyConditionExpression?: string;
    FilterExpression?: string;
    ProjectionExpression?: string;
    ScanIndexForward?: boolean;
    Limit?: number;
  },
) {
  return {
    table: p.TableName,
    index: p.IndexName,
    key: resolved(p, p.KeyConditionExpression).replace(/\band\b/g, 'AND'),
    filter: p.FilterExpression ? resolved(p, p.FilterExpression) : undefined,
    projection: p.ProjectionExpression ? splitTop(nameOf(p, p.ProjectionExpression)).sort() : undefined,
    forward: p.ScanIndexForward ?? true,
    limit: p.Limit,
  };
}

/** A command's input as captured by captureSent(), with the fields these tests read. */
export interface Sent extends Expressed {
  TableName?: string;
  Key?: Record<string, unknown>;
  Item?: Record<string, unknown>;
  UpdateExpression?: string;
  ConditionExpression?: string;
}
export const inputOf = (sent: { input: Record<string, unknown> }): Sent => sent.input as Sent;
