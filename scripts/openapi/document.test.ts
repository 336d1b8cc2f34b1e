import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPublic, type RouteDef } from '../../shared/api/route';
import { routes } from '../../shared/api/routes';
import { OPENAPI_FILE, openApiDocument, openApiText } from './document';
import { validateOpenApi } from './validate';

// The type checker reads the answer types of the whole route table: seconds, not milliseconds.
const SLOW = 180_000;

type Operation = {
  operationId: string;
  'x-access': unknown;
  responses: Record<string, unknown>;
  parameters?: { name: string }[];
};

describe('docs/api/openapi.json', () => {
  const document = openApiDocument();
  const operations = Object.values(document.paths as Record<string, Record<string, Operation>>).flatMap((p) => Object.values(p));

  it(
    'is what the route table generates: run `npm run openapi` (or gen:routes) after changing a route or an answer type',
    async () => {
      expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(await openApiText(document));
    },
    SLOW,
  );

  it(
    'is a valid OpenAPI 3.1 document, and the validator refuses a broken one',
    async () => {
      await validateOpenApi(document);
      const broken = structuredClone(document) as { paths: Record<string, Record<string, { responses?: unknown }>> };
      delete broken.paths['/api/user']!.get!.responses;
      broken.paths['/api/parties/search/{text}'] = { get: { responses: { 200: { description: 'no text parameter' } } } };
      await expect(validateOpenApi(broken)).rejects.toThrow(/invalid OpenAPI/);
    },
    SLOW,
  );

  it('describes every route with its access rule, its answer and the error answers that apply', () => {
    const table = Object.entries(routes) as [string, RouteDef][];
    expect(operations.map((o) => o.operationId).sort()).toEqual(table.map(([id]) => id).sort());
    for (const [id, route] of table) {
      const op = operations.find((o) => o.operationId === id)!;
      expect(op['x-access'], id).toEqual(route.access);
      expect(Object.keys(op.responses), id).toEqual(
        expect.arrayContaining([
          ...(isPublic(route.access) ? [] : ['401', '403']),
          '404',
          ...(route.params || route.query || route.body ? ['422'] : []),
        ]),
      );
      expect(op.responses['200'] ?? op.responses['204'], id).toBeDefined();
    }
  });

  it('takes parameters and bodies from the zod schemas and answers from the answer types', () => {
    const search = document.paths as Record<string, Record<string, Operation & { requestBody?: any }>>;
    expect(search['/api/parties/search/{text}']!.get!.parameters).toEqual([
      expect.objectContaining({ name: 'text', in: 'path', required: true, schema: expect.objectContaining({ type: 'string' }) }),
    ]);
    const user = search['/api/user']!.get!.responses['200'] as any;
    expect(user.content['application/json'].schema).toEqual({
      type: 'object',
      properties: { data: { $ref: '#/components/schemas/SessionUser' } },
      required: ['data'],
    });
    const create = search['/api/password/create']!.post!;
    expect(create.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { email: expect.any(Object) },
      required: ['email'],
    });
    expect(create['x-access']).toEqual({ public: true });
  });
});
