/**
 * The call log over HTTP: the switchboard's ingest (shared secret, idempotent by its call id, the
 * party found by the number in any Spanish writing), the list's order and filters, and a call with
 * its party's open tickets.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { switchboardSecret } from './support/acl';

const STAFF = { persona: 'internal-staff' } as const;
const secret = () => ({ 'x-switchboard-secret': switchboardSecret() });

function ingest(body: Record<string, unknown>, headers: Record<string, string> = secret()) {
  return api.call('ticketing.calls.ingest', {
    body: { call_id: randomUUID(), number: '933 101 001', started_at: new Date().toISOString(), ...body } as never,
    headers,
    lang: 'es',
  });
}

describe('switchboard ingest', () => {
  it('answers 401 without the secret or with a wrong one, storing nothing', async () => {
    const id = randomUUID();
    expect((await ingest({ call_id: id }, {})).status).toBe(401);
    const wrong = await ingest({ call_id: id }, { 'x-switchboard-secret': 'guess' });
    expect(wrong.status).toBe(401);
    expect(wrong.error.message).toBe('Secreto de la centralita ausente o incorrecto.');
    expect((await ingest({ call_id: id })).body.duplicate).toBe(false);
  });

  it('stores a call once per switchboard id: a replay answers the same call', async () => {
    const id = randomUUID();
    const first = await ingest({ call_id: id, number: '972 10 10 03', lang: 'es' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ duplicate: false, party_id: 1003 });
    const replays = await Promise.all([ingest({ call_id: id }), ingest({ call_id: id })]);
    for (const r of replays) expect(r.body).toEqual({ id: first.body.id, duplicate: true, party_id: 1003 });
    expect(replays.map((r) => r.status)).toEqual([200, 200]);
  });

  it('two first deliveries of one call at once store it once', async () => {
    const id = randomUUID();
    const both = await Promise.all([ingest({ call_id: id }), ingest({ call_id: id })]);
    expect(new Set(both.map((r) => r.body.id)).size).toBe(1);
    expect(both.map((r) => r.body.duplicate).sort()).toEqual([false, true]);
  });

  it.each([
    ['93 310 10 02', 1002],
    ['93.310.10.02', 1002],
    ['+34 933 101 002', 1002],
    ['0034933101002', 1002],
    ['+34-913-10-10-05', 1005],
    ['600 999 999', null],
    ['anonymous', null],
  ])('matches %s to party %s by its E.164 phone', async (number, party) => {
    const res = await ingest({ number });
    expect(res.status).toBe(201);
    expect(res.body.party_id).toBe(party);
  });

  it('answers 422 on a call without id, number or a valid time', async () => {
    const res = await api.call('ticketing.calls.ingest', {
      body: { started_at: 'ahir', lang: 'fr' } as never,
      headers: secret(),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors ?? {}).sort()).toEqual(['call_id', 'lang', 'number', 'started_at']);
  });
});

describe('the call log', () => {
  it('lists newest first and filters by number in any writing, party, code, language and day', async () => {
    const tag = Date.now();
    const at = (minutes: number) => new Date(tag - minutes * 60_000).toISOString();
    const a = (await ingest({ number: '973 101 004', started_at: at(2), lang: 'es' })).body.id;
    const b = (await ingest({ number: '973.101.004', started_at: at(1), lang: 'ca' })).body.id;
    const list = (search: Record<string, unknown>) =>
      api.call('ticketing.calls.datatable', { query: { per_page: 100, search } as never, ...STAFF });

    const all = await api.call('ticketing.calls.datatable', STAFF);
    const dates = all.body.data.map((c) => c.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.body.meta.total).toBeGreaterThanOrEqual(2);

    const byNumber = await list({ number: '+34 973 101 004' });
    expect(byNumber.body.data.map((c) => c.id).slice(0, 2)).toEqual([b, a]);
    expect(byNumber.body.data[0]).toMatchObject({ number: '973.101.004', number_e164: '+34973101004', party: { id: 1004 } });
    expect((await list({ number: '101 004' })).body.data.map((c) => c.id)).toEqual(expect.arrayContaining([a, b]));
    expect((await list({ code: 's25004', lang: 'es' })).body.data.map((c) => c.id)).toContain(a);
    expect((await list({ code: 's25004', lang: 'es' })).body.data.map((c) => c.id)).not.toContain(b);
    expect((await list({ party: 'lleida nord' })).body.data.map((c) => c.id)).toEqual(expect.arrayContaining([a, b]));
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ date_from: today, number: '973101004' })).body.data.map((c) => c.id)).toEqual(
      expect.arrayContaining([a, b]),
    );
    expect((await list({ date_to: '2020-01-01' })).body.data).toEqual([]);
    // One open end: the index's partition also holds other entities' rows (the seeded tickets');
    // none of them may show in the call log.
    const since = await list({ date_from: today });
    expect(since.body.data.map((c) => c.id)).toEqual(expect.arrayContaining([a, b]));
    expect(since.body.data.filter((c) => !(c.lang === 'ca' || c.lang === 'es'))).toEqual([]);
    const es = await api.call('ticketing.calls.datatable', { query: { search: { lang: 'es' } }, ...STAFF });
    expect(es.body.data.every((c) => c.lang === 'es')).toBe(true);
    expect(es.body.meta.total).not.toBeNull();
  });

  it("shows a call with its party's open tickets; 404 for unknown or malformed ids", async () => {
    const id = (await ingest({ number: '977 101 006' })).body.id;
    const open = await api.call('ticketing.store', {
      body: { channel: 5, party_id: 1006, type: 6, description: 'obert', user_assigned: 2, status: 2, allow_duplicate: true },
      ...STAFF,
    });
    const closed = await api.call('ticketing.store', {
      body: { channel: 5, party_id: 1006, type: 6, description: 'tancat', user_assigned: 2, status: 6, allow_duplicate: true },
      ...STAFF,
    });
    const res = await api.call('ticketing.calls.show', { params: { id }, ...STAFF });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, party_id: 1006, party: { id: 1006 }, number_e164: '+34977101006' });
    const ticketIds = (res.body.data.open_tickets ?? []).map((t) => t.id);
    expect(ticketIds).toContain(open.body.data.id);
    expect(ticketIds).not.toContain(closed.body.data.id);
    for (const bad of ['abc', '0', '999999999'])
      expect((await api.call('ticketing.calls.show', { params: { id: bad }, ...STAFF })).status).toBe(404);
  });
});
