/**
 * Areas stay modules: a feature folder imports shared pieces (components, lib, config,
 * shared/) but never another feature's files, so an area can change or go without breaking
 * another. What two areas need alike belongs in web/src/components or web/src/lib. Checked on the
 * import declarations of every feature file, so it holds for areas added later too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const FEATURES = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The feature a path lies in ('acl' for features/acl/...), or null outside the features. */
function featureOf(path: string): string | null {
  const rel = relative(FEATURES, path);
  if (rel.startsWith('..') || !rel.includes(sep)) return null;
  return rel.split(sep)[0]!;
}

/** Relative module specifiers of a file's imports, exports and dynamic imports. */
export function importedPaths(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0]!)
    )
      found.push((node.arguments[0] as ts.StringLiteral).text);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found.filter((s) => s.startsWith('.'));
}

export function crossFeatureImports(files: string[], read: (file: string) => string): string[] {
  return files.flatMap((file) => {
    const own = featureOf(file);
    return importedPaths(file, read(file))
      .filter((spec) => {
        const target = featureOf(resolve(dirname(file), spec));
        return target !== null && target !== own;
      })
      .map((spec) => `${relative(FEATURES, file)} imports ${spec}`);
  });
}

/** It reads every web source file: seconds on a loaded CI machine, past vitest's 5 s default. */
const SCAN_TIMEOUT = 60_000;

describe('feature boundaries', () => {
  it(
    'no feature imports another feature',
    () => {
      const files = sourceFiles(FEATURES).filter((f) => featureOf(f) !== null);
      expect(files.length).toBeGreaterThan(100);
      expect(crossFeatureImports(files, (f) => readFileSync(f, 'utf8'))).toEqual([]);
    },
    SCAN_TIMEOUT,
  );

  it('finds an import of another feature, static or dynamic', () => {
    const file = join(FEATURES, 'ticketing', 'TicketsPage.tsx');
    const sources: Record<string, string> = {
      [file]:
        "import { x } from '../acl/access';\nimport { y } from './nav';\nconst z = () => import('../../features/warehouse/Home');",
    };
    expect(crossFeatureImports([file], (f) => sources[f]!)).toEqual([
      `ticketing${sep}TicketsPage.tsx imports ../acl/access`,
      `ticketing${sep}TicketsPage.tsx imports ../../features/warehouse/Home`,
    ]);
  });
});
