/**
 * Writes docs/api/openapi.json from the route table (scripts/openapi/document.ts) and validates it.
 * `npm run openapi` after changing a route; `npm run openapi -- --check` (deploy:check) only validates
 * the written file and fails when it is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { OPENAPI_FILE, openApiDocument, openApiText } from './openapi/document';
import { validateOpenApi } from './openapi/validate';

const target = OPENAPI_FILE;
const text = await openApiText(openApiDocument());
const check = process.argv.includes('--check');
if (check) {
  if (fs.readFileSync(target, 'utf8') !== text) {
    console.error('docs/api/openapi.json is stale: run npm run openapi');
    process.exit(1);
  }
} else fs.writeFileSync(target, text);
await validateOpenApi(JSON.parse(text));
const doc = JSON.parse(text) as { paths: Record<string, object> };
const operations = Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0);
console.log(
  `${check ? 'checked' : 'wrote'} ${path.relative(process.cwd(), target)}: ${operations} operations, valid OpenAPI 3.1`,
);
