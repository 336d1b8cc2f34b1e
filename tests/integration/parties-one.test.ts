/**
 * GET /api/parties/{id}/all (spec §7): the new-ticket dialog opened on
 * /ticketing/home/new/:party reads its one party here instead of the whole party list. The ticket
 * role (spec 14) only, a malformed id is a 422 on `id` and an unknown one a 404.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { call, tokenFor } from './support/api';

const PATH = '/api/parties/1003/all';

describe('GET /api/parties/{id}/all', () => {
  it("answers the party's id, code and name to the ticket role", async () => {
    const res = await call(PATH, { persona: 'internal-staff' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 1003, code: 'S17003', name: 'Farmàcia Girona Centre' });
  });

  it('refuses who cannot open the new-ticket dialog: the calls-only user, other staff, a guest, nobody', async () => {
    expect((await call(PATH)).status).toBe(401);
    for (const login of ['tiquets-trucades', 'tiquets-canals', 'suport', 'farmacia'])
      expect((await call(PATH, { token: await tokenFor(login, DEMO_PASSWORD) })).status, login).toBe(403);
  });

  it('answers 404 for an unknown party and 422 on id for a malformed one, in both languages', async () => {
    const unknown = await call('/api/parties/999999999/all', { persona: 'internal-staff' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toEqual(expect.any(String));
    for (const lang of ['ca', 'es'] as const) {
      const bad = await call('/api/parties/abc/all', { persona: 'internal-staff', lang });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.id).toHaveLength(1);
    }
  });
});
