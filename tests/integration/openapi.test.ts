/** GET /api/openapi.json: the generated document, for signed-in internal users only (role checked server-side). */
import { describe, expect, it } from 'vitest';
import { call } from './support/api';

describe('GET /api/openapi.json', () => {
  it('answers the OpenAPI document to an internal user', async () => {
    const res = await call('/api/openapi.json', { persona: 'internal-staff' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/api/openapi.json'].get['x-access']).toEqual({ anyOf: [2] });
  });

  it('refuses guests (403) and anonymous callers (401)', async () => {
    expect((await call('/api/openapi.json', { persona: 'pharmacy-guest' })).status).toBe(403);
    expect((await call('/api/openapi.json', { persona: 'laboratory-guest' })).status).toBe(403);
    expect((await call('/api/openapi.json')).status).toBe(401);
  });
});
