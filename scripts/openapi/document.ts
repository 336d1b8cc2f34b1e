/**
 * The OpenAPI 3.1 document of the API, built from the route table (shared/api/routes): paths,
 * methods, parameters and bodies from each route's zod schemas (zod's own z.toJSONSchema, as the
 * caller sends them), answers from the routes' answer types (typescript-json-schema), the access
 * rule as `x-access` and the error contract of functions/lib/http/errors.ts. Nothing is written by
 * hand per route: `npm run openapi` writes docs/api/openapi.json, and a unit test fails when it is
 * stale.
 */
import path from 'node:path';
import * as prettier from 'prettier';
import * as TJS from 'typescript-json-schema';
import * as z from 'zod/mini';
import { isPublic, type RouteDef } from '../../shared/api/route';
import { groupOf, routes } from '../../shared/api/routes';

type Schema = Record<string, unknown>;

const ROOT = path.join(import.meta.dirname, '..', '..');

/** A component name OpenAPI accepts (^[a-zA-Z0-9._-]+$): `DatatableAnswer<Row>` → `DatatableAnswer_Row`. */
function componentName(definition: string, taken: Set<string>): string {
  const base = decodeURIComponent(definition)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  let name = base || 'Schema';
  for (let i = 2; taken.has(name); i += 1) name = `${base}_${i}`;
  taken.add(name);
  return name;
}

/** Rewrites every `$ref` of a schema tree through `map` (a definition's old ref → its new one). */
function rewriteRefs<T>(node: T, map: (ref: string) => string): T {
  if (Array.isArray(node)) return node.map((n: unknown) => rewriteRefs(n, map)) as T;
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? map(v) : rewriteRefs(v, map)]),
    ) as T;
  }
  return node;
}

/** Every route's answer schema, and the shared definitions they name, from the type checker. */
export function answerSchemas(): { answers: Record<string, Schema>; definitions: Record<string, Schema> } {
  const file = path.join(ROOT, 'scripts', 'openapi', 'answers.ts');
  const program = TJS.getProgramFromFiles(
    [file],
    { strict: true, skipLibCheck: true, noEmit: true, target: 99 /* ESNext */, module: 99, moduleResolution: 100 /* Bundler */ },
    ROOT,
  );
  const schema = TJS.generateSchema(program, 'RouteAnswers', { required: true, ref: true, ignoreErrors: true });
  if (!schema?.properties) throw new Error('typescript-json-schema produced no answers');
  const taken = new Set<string>();
  const names = new Map(Object.keys(schema.definitions ?? {}).map((d) => [d, componentName(d, taken)]));
  const map = (ref: string) => {
    const name = names.get(decodeURIComponent(ref.replace('#/definitions/', '')));
    if (!name) throw new Error(`unknown answer definition ${ref}`);
    return `#/components/schemas/${name}`;
  };
  const definitions = Object.fromEntries(
    Object.entries(schema.definitions ?? {}).map(([d, s]) => [names.get(d) as string, rewriteRefs(s as Schema, map)]),
  );
  const answers = Object.fromEntries(Object.entries(schema.properties).map(([id, s]) => [id, rewriteRefs(s as Schema, map)]));
  return { answers, definitions };
}

/** A zod schema as the caller sends it (defaults optional, transforms' input side), inline. */
function requestSchema(schema: z.core.$ZodType): Schema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
  if ('$defs' in json) throw new Error('a route schema with $defs needs lifting into components');
  return json as Schema;
}

function parameters(route: RouteDef): Schema[] {
  const out: Schema[] = [];
  const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const params = route.params ? requestSchema(route.params) : {};
  const pathProps = (params.properties ?? {}) as Record<string, Schema>;
  for (const name of pathNames) out.push({ name, in: 'path', required: true, schema: pathProps[name] ?? { type: 'string' } });
  if (route.query) {
    const query = requestSchema(route.query);
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, Schema>)) {
      const nested = schema.type === 'object' || schema.type === 'array';
      // Nested query values are qs-encoded (shared/api/query-string.ts): filters[0][field]=… .
      out.push({
        name,
        in: 'query',
        required: required.has(name),
        schema,
        ...(nested ? { style: 'deepObject', explode: true } : {}),
      });
    }
  }
  return out;
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

function responses(route: RouteDef, answer: Schema | undefined): Schema {
  const out: Record<string, unknown> = {};
  if (answer?.type === 'null') out['204'] = { description: 'Done, no content' };
  else out['200'] = { description: 'OK', content: { 'application/json': { schema: answer ?? {} } } };
  if (!isPublic(route.access)) {
    out['401'] = ref('Unauthenticated');
    out['403'] = ref('Forbidden');
  }
  out['404'] = ref('NotFound');
  if (route.method !== 'GET') out['409'] = ref('Conflict');
  if (route.params || route.query || route.body) out['422'] = ref('Invalid');
  out['500'] = ref('ServerError');
  return out;
}

const errorSchema = {
  type: 'object',
  description: "The error contract (functions/lib/http/errors.ts): a message in the caller's language.",
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: true,
};
const invalidSchema = {
  type: 'object',
  description: 'Per-field messages; `message` repeats the first one. Fields of a nested body are dotted paths (lines.0.qty).',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message', 'errors'],
};
const errorResponse = (description: string, schema = 'Error') => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
});

export function openApiDocument(): Schema {
  const { answers, definitions } = answerSchemas();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, route] of Object.entries(routes) as [string, RouteDef][]) {
    const operation: Schema = {
      operationId: id,
      summary: route.summary,
      tags: [groupOf(id)],
      'x-access': route.access,
      ...(isPublic(route.access) ? { security: [] } : {}),
    };
    const params = parameters(route);
    if (params.length) operation.parameters = params;
    if (route.body)
      operation.requestBody = { required: true, content: { 'application/json': { schema: requestSchema(route.body) } } };
    operation.responses = responses(route, answers[id]);
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version: '1',
      description:
        "Generated from the route table (npm run openapi). `x-access` is the route's role rule: " +
        '{"public":true}, {"signedIn":true}, {"anyOf":[roles]} (one of) or {"allOf":[roles]} (every one); ' +
        'the server checks it on every call (403 otherwise). 404, 409 and 422 are listed where the contract allows them.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: [...new Set(Object.keys(routes).map(groupOf))].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A Cognito access token, or an API-signed token (impersonation, partner sign-in)',
        },
      },
      schemas: { Error: errorSchema, ValidationError: invalidSchema, ...definitions },
      responses: {
        Unauthenticated: errorResponse('No valid token'),
        Forbidden: errorResponse("The caller's roles do not satisfy x-access, or the record is not the caller's party's"),
        NotFound: errorResponse('No such record (or no such route)'),
        Conflict: errorResponse('The record changed since it was read, or the action conflicts with its state'),
        Invalid: errorResponse('Validation failed', 'ValidationError'),
        ServerError: errorResponse('Unexpected error (logged with its request id)'),
      },
    },
  };
}

/** Where `npm run openapi` writes the document. */
export const OPENAPI_FILE = path.join(ROOT, 'docs', 'api', 'openapi.json');

/** The document as written to docs/api/openapi.json: formatted as prettier --check wants it. */
export async function openApiText(document: Schema): Promise<string> {
  const options = await prettier.resolveConfig(OPENAPI_FILE);
  return prettier.format(JSON.stringify(document), { ...options, parser: 'json' });
}
