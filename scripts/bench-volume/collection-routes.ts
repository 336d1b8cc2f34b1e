/**
 * Which GET routes read a collection, derived from the route table: the route's declared query
 * schema and, through the TypeScript checker, its declared answer type (answer<T>() is a type
 * only, nothing at run time). A route reads a collection when its query is a datatable query, or
 * its answer (or the answer's `data`) holds a list, or it answers a file url built from records
 * (a file url whose path ends in `{param}` serves one stored object and is left out).
 */
import path from 'node:path';
import ts from 'typescript';
import { routes, type RouteId } from '../../shared/api/routes/index';

const root = path.resolve(import.meta.dirname, '..', '..');

export type Kind = 'datatable' | 'list' | 'report' | 'file';
export interface Classified {
  id: RouteId;
  method: string;
  path: string;
  /** Set when the route reads a collection. */
  kind?: Kind;
  /** Why it was left out (or, for one that is in, what made it in). */
  reason: string;
}

const isDatatableQuery = (query: unknown): boolean => {
  const shape = (query as { def?: { shape?: Record<string, unknown> } } | undefined)?.def?.shape;
  return !!shape && ['page', 'per_page', 'sort_by', 'search'].every((k) => k in shape);
};

/** T of each route's `answer: answer<T>()`, as the checker sees the route table's type. */
function answerTypes(): { checker: ts.TypeChecker; types: Map<string, ts.Type | undefined> } {
  const index = path.join(root, 'shared/api/routes/index.ts');
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const program = ts.createProgram([index], { ...config?.options, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(index)!;
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === 'routes')!;
  const table = checker.getTypeOfSymbolAtLocation(exported, source);
  const types = new Map<string, ts.Type | undefined>();
  for (const prop of table.getProperties()) {
    const route = checker.getTypeOfSymbolAtLocation(prop, source);
    const answerProp = route.getProperty('answer');
    if (!answerProp) {
      types.set(prop.name, undefined);
      continue;
    }
    const answer = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(answerProp, source));
    // Answer<T> has one (optional, unique-symbol keyed) property of type T.
    const carrier = answer.getProperties()[0];
    types.set(prop.name, carrier ? checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(carrier, source)) : undefined);
  }
  return { checker, types };
}

function holdsList(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (checker.isArrayType(type) || checker.isTupleType(type)) return true;
  return type.getProperties().some((p) => {
    const t = checker.getNonNullableType(checker.getTypeOfSymbol(p));
    return checker.isArrayType(t);
  });
}

/** A path ending in one of these names one record (or one stored object) by its key. */
const ONE_RECORD = /\{(id|number|cn|barcode|job|token|basename)\}$/;
/** Files an export or a statistics report builds from records, whatever their params. */
const EXPORT = /\/(export|exports|statistics)(\/|$)/;

export function classifyRoutes(): Classified[] {
  const { checker, types } = answerTypes();
  const nonNull = (t: ts.Type) => checker.getNonNullableType(t);
  const dataOf = (t: ts.Type) => {
    const data = t.getProperty('data');
    return data && nonNull(checker.getTypeOfSymbol(data));
  };
  const isList = (t: ts.Type) => checker.isArrayType(t) || checker.isTupleType(t);
  return (Object.entries(routes) as [RouteId, (typeof routes)[RouteId]][]).map(([id, r]) => {
    const base = { id, method: r.method, path: r.path };
    if (r.method !== 'GET') return { ...base, reason: `${r.method}: not a read` };
    if (isDatatableQuery(r.query)) return { ...base, kind: 'datatable' as const, reason: 'datatable query' };
    const t = types.get(id);
    if (!t) return { ...base, reason: 'no declared answer' };
    // A union (a report that may answer its file instead) is in when any of its members is.
    const members = t.isUnion() ? t.types : [t];
    const shown = checker.typeToString(t);
    if (members.some((m) => isList(m) || (dataOf(m) && isList(dataOf(m)!))))
      return { ...base, kind: 'list' as const, reason: 'answers a list' };
    if (members.some((m) => holdsList(checker, dataOf(m) ?? m)))
      return ONE_RECORD.test(r.path)
        ? { ...base, reason: `answers one record by its key (${shown}; its lists are its own)` }
        : { ...base, kind: 'report' as const, reason: `answers ${shown}, which holds a list` };
    if (members.some((m) => m.getProperty('url') && !dataOf(m)))
      return ONE_RECORD.test(r.path) && !EXPORT.test(r.path)
        ? { ...base, reason: 'file url of one stored object (path ends in its key)' }
        : { ...base, kind: 'file' as const, reason: 'answers a file url built from records' };
    return { ...base, reason: `answers one ${shown}` };
  });
}
