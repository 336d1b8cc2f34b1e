/**
 * The web calls the API by route name only (docs/architecture.md "Adding an endpoint"): outside
 * this folder no file makes a raw http call or writes an API path, so a path or an answer type can
 * never drift from the route table. Checked on the syntax tree of every web source file, so it
 * holds for areas added later too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '../../../../shared/api/route-paths';
import { AREAS } from '../../config/areas';
import { DOCUMENT_AREAS } from '../../config/document-areas';
import { paths, plannedLinks } from '../../config/paths';

const WEB_SRC = join(__dirname, '..', '..');
const HTTP_DIR = join(WEB_SRC, 'lib', 'http');
/** The raw client's request methods: only the typed client may call them. */
const RAW_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'request']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return full === HTTP_DIR ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Tests may assert what goes on the wire (the URL a call produced): only the path rule skips them. */
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes(`${sep}testing${sep}`);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const withoutQuery = (path: string) => path.split('?')[0]!;

/** Route templates without the /api prefix (the client's base URL ends there): '/intranet/files/{id}'. */
const API_ROUTES = Object.values(ROUTE_PATHS).map(({ path }) => {
  const relativePath = path.slice('/api'.length);
  return {
    pattern: new RegExp(`^${escape(relativePath).replace(/\\\{\w+\\\}/g, '[^/]+')}$`),
    sample: relativePath.replace(/\{\w+\}/g, '1'),
  };
});

/**
 * SPA addresses may equal an API path without its /api prefix (the page /intranet/sliders, the
 * endpoint /api/intranet/sliders): those registered as screens are not API paths.
 */
function collectStrings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v, out);
  return out;
}
const SPA_PATHS = collectStrings([paths, plannedLinks, AREAS.map((a) => a.path), DOCUMENT_AREAS.map((a) => a.path)], new Set());

/** A string, or a template whose `${…}` parts stand for anything: does it name an API route? */
export function isApiPath(literal: { text: string } | { parts: string[] }): boolean {
  if ('text' in literal) {
    const text = withoutQuery(literal.text);
    if (!text.startsWith('/')) return false;
    if (text.startsWith('/api/')) return true;
    if (SPA_PATHS.has(text) || text.split('/').some((s) => s.startsWith(':'))) return false;
    return API_ROUTES.some((r) => r.pattern.test(text));
  }
  const fixed = literal.parts.join('');
  // A template of placeholders and slashes only (`${a}/${b}`) names nothing by itself.
  if (!/[a-z]/i.test(fixed) || !fixed.includes('/')) return false;
  const parts = [...literal.parts];
  parts[parts.length - 1] = withoutQuery(parts[parts.length - 1]!);
  if (parts[0]!.startsWith('/api/')) return true;
  const pattern = new RegExp(`^${parts.map(escape).join('.+')}$`);
  const filled = parts.join('1');
  return API_ROUTES.some((r) => pattern.test(r.sample) || r.pattern.test(filled));
}

interface Finding {
  file: string;
  line: number;
  what: string;
}

function findingsOf(file: string, text = readFileSync(file, 'utf8')): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Finding[] = [];
  const at = (node: ts.Node, what: string) =>
    out.push({ file: relative(WEB_SRC, file), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, what });
  const checkPaths = !isTest(file);

  const visit = (node: ts.Node) => {
    // import { http } from '…/lib/http' or anything from its raw client module.
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      if (/lib\/http\/client$/.test(from)) at(node, `imports the raw client (${from})`);
      if (/lib\/http$/.test(from) && node.importClause?.namedBindings && ts.isNamedImports(node.importClause.namedBindings))
        for (const el of node.importClause.namedBindings.elements)
          if ((el.propertyName ?? el.name).text === 'http') at(el, 'imports the raw http client');
    }
    // http.get(…), http.post(…): a call by path.
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'http' &&
      RAW_METHODS.has(node.expression.name.text)
    )
      at(node, `raw call ${node.expression.getText(source).replace(/\s+/g, '')}(…)`);
    if (checkPaths) {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isApiPath({ text: node.text }))
        at(node, `API path ${node.getText(source)}`);
      if (ts.isTemplateExpression(node)) {
        const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
        if (isApiPath({ parts })) at(node, `API path ${node.getText(source)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** It reads every web source file: seconds on a loaded CI machine, past vitest's 5 s default. */
const SCAN_TIMEOUT = 60_000;

describe('the web calls the API by route name only', () => {
  it('recognises API paths, and not the screens that share their address', () => {
    expect(isApiPath({ text: '/intranet/treeview' })).toBe(true);
    expect(isApiPath({ text: '/api/anything/at/all' })).toBe(true);
    expect(isApiPath({ text: '/guest/pharmacy/news/files?limit=50' })).toBe(true);
    expect(isApiPath({ parts: ['/intranet/files/', ''] })).toBe(true);
    expect(isApiPath({ parts: ['/guest/pharmacy/', '/treeview'] })).toBe(true);
    expect(isApiPath({ parts: ['', '/invoices/', ''] })).toBe(true);
    expect(isApiPath({ text: '/intranet/sliders' })).toBe(false);
    expect(isApiPath({ text: '/guest/pharmacy/file/:top/:id' })).toBe(false);
    expect(isApiPath({ text: '/acl/guests/show/7' })).toBe(false);
    expect(isApiPath({ text: 'intranet.treeview' })).toBe(false);
    expect(isApiPath({ parts: ['', '/', ''] })).toBe(false);
  });

  it('flags a raw client import, a raw call and a path written by hand', () => {
    const snippet = [
      "import { api, http } from '../../lib/http';",
      "import { createHttpClient } from '../../lib/http/client';",
      "const tree = () => http.get('/intranet/treeview');",
      'const file = (id: number) => api.path(`/intranet/files/${id}`);',
      "const fine = () => api.call('intranet.treeview');",
    ].join('\n');
    const found = findingsOf(join(WEB_SRC, 'features', 'example', 'api.ts'), snippet).map((f) => `${f.line} ${f.what}`);
    expect(found).toEqual([
      '1 imports the raw http client',
      '2 imports the raw client (../../lib/http/client)',
      '3 raw call http.get(…)',
      "3 API path '/intranet/treeview'",
      '4 API path `/intranet/files/${id}`',
    ]);
  });

  it(
    'finds no raw http call and no API path outside web/src/lib/http',
    () => {
      const findings = sourceFiles(WEB_SRC).flatMap((file) => findingsOf(file));
      expect(findings.map((f) => `${f.file}:${f.line} ${f.what}`)).toEqual([]);
    },
    SCAN_TIMEOUT,
  );
});
