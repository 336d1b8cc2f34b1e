/**
 * Tickets over HTTP (spec §4, §5): the rules of the form (required fields per field in
 * both languages, upper case, party chosen or typed), history written by the server, opening marks
 * read, the 409 of a stale save and its overwrite, the duplicate warning, the list's default
 * filter, indexed filters and accent-free search, comments, delete, lookups, assignment mail, export.
 * Each test works on a ticket type it creates itself, so the seeded tickets never interfere.
 */
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TicketView } from '../../shared/ticketing/views';
import { DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { TICKETING_ONE_ROLE_STAFF } from '../../infra/local/seed/ticketing';
import { api, call, tokenFor } from './support/api';
import { mailsTo } from './support/acl';

const STAFF = { persona: 'internal-staff' } as const; // account 2, every ticketing role
const ADMIN = { persona: 'internal-admin' } as const; // account 1
const STAFF_ID = 2;
const ADMIN_ID = 1;
const seededId = (login: string) => TICKETING_ONE_ROLE_STAFF.find((a) => a.login === login)!.accountId;
const CALLS_ONLY_ID = seededId('tiquets-trucades'); // an internal user, a valid assignee
const STATUS_ONLY_ID = seededId('tiquets-estats');

let seq = 0;
/** A ticket type of this run, so duplicate checks and filters see only this test's tickets. */
async function freshType(): Promise<number> {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  const res = await api.call('ticketing.types.store', { body: { name_ca: `prova ${tag}`, name_es: `prueba ${tag}` }, ...STAFF });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

const base = (type: number, extra: Record<string, unknown> = {}) => ({
  channel: 5,
  party_id: 1003,
  type,
  description: 'la comanda no ha arribat',
  user_assigned: STAFF_ID,
  status: 3,
  ...extra,
});

/** Creates a ticket; tests of one type and party create several, so duplicates are allowed here. */
async function create(body: Record<string, unknown>, who: { persona: string } = STAFF): Promise<TicketView> {
  const res = await api.call('ticketing.store', { body: { allow_duplicate: true, ...body } as never, ...who });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const change = (t: TicketView, extra: Record<string, unknown> = {}) => ({
  channel: t.channel.id,
  party_id: t.party?.id ?? null,
  party_name: t.party_name,
  type: t.type.id,
  description: t.description,
  resolution: t.resolution,
  user_assigned: t.user_assigned.id,
  status: t.status.id,
  new: t.new,
  version: t.version,
  ...extra,
});

describe('ticket create (§5)', () => {
  let type: number;
  beforeAll(async () => {
    type = await freshType();
  });

  it('answers 422 on each missing field, in Catalan and Spanish', async () => {
    for (const [lang, required] of [
      ['ca', 'Aquest camp és obligatori.'],
      ['es', 'Este campo es obligatorio.'],
    ] as const) {
      const res = await api.call('ticketing.store', { body: {} as never, ...STAFF, lang });
      expect(res.status).toBe(422);
      const errors = res.error.errors!;
      for (const field of ['channel', 'type', 'description', 'user_assigned', 'status'])
        expect(errors[field], field).toEqual([required]);
      expect(errors.party_id).toEqual([required]);
    }
    const blank = await api.call('ticketing.store', { body: base(type, { description: '   ' }), ...STAFF, lang: 'es' });
    expect(blank.error.errors?.description).toEqual(['Este campo es obligatorio.']);
  });

  it('answers 422 on ids that name nothing', async () => {
    const res = await api.call('ticketing.store', {
      body: base(type, { channel: 999999, status: 999999, user_assigned: 999999, party_id: 999999 }),
      ...STAFF,
      lang: 'es',
    });
    expect(res.status).toBe(422);
    for (const field of ['channel', 'status', 'user_assigned', 'party_id'])
      expect(res.error.errors?.[field], field).toEqual(['El valor elegido no existe.']);
  });

  it('upper-cases description, resolution and a typed party; the creator and assignee are recorded', async () => {
    const t = await create({
      ...base(type, { party_id: null, party_name: 'farmàcia nova', resolution: 'trucar dilluns' }),
      user_assigned: ADMIN_ID,
    });
    expect(t).toMatchObject({
      description: 'LA COMANDA NO HA ARRIBAT',
      resolution: 'TRUCAR DILLUNS',
      party: null,
      party_name: 'FARMÀCIA NOVA',
      party_phone: null,
      channel: { id: 5 },
      status: { id: 3 },
      user: { id: STAFF_ID },
      user_assigned: { id: ADMIN_ID },
      user_updated: { id: STAFF_ID },
      new: true,
      version: 1,
    });
    const history = await api.call('ticketing.history', { params: { id: t.id }, ...STAFF });
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({
      user: { id: STAFF_ID },
      changes: { type_id: [null, type], status_id: [null, 3], user_assigned_id: [null, ADMIN_ID], new: [null, true] },
    });
  });

  it('a chosen party shows its code, name and phone; a ticket for oneself starts read', async () => {
    const t = await create(base(type, { party_id: 1001 }));
    expect(t.party).toEqual({ id: 1001, code: expect.any(String), name: expect.any(String) });
    expect(t.party_phone).toBe('933 101 001');
    expect(t.new).toBe(false);
  });
});

describe('show, read and history (§4)', () => {
  let type: number;
  beforeAll(async () => {
    type = await freshType();
  });

  it('answers 404 for an id of another format or an unknown one', async () => {
    for (const id of ['abc', '0', '12abc', '-3', '1.5', '999999999'])
      expect((await call(`/api/ticketing/${id}`, STAFF)).status, id).toBe(404);
  });

  it('opening a new ticket assigned to me marks it read, with a history entry; others opening it do not', async () => {
    const t = await create(base(type, { user_assigned: STAFF_ID }), ADMIN);
    expect(t.new).toBe(true);
    const byAdmin = await api.call('ticketing.show', { params: { id: t.id }, ...ADMIN });
    expect(byAdmin.body.data.new).toBe(true);
    const mine = await api.call('ticketing.show', { params: { id: t.id }, ...STAFF });
    expect(mine.body.data).toMatchObject({ new: false, version: 2 });
    const history = (await api.call('ticketing.history', { params: { id: t.id }, ...STAFF })).body.data;
    expect(history[0]).toMatchObject({ user: { id: STAFF_ID }, changes: { new: [true, false] } });
    expect(history[0]!.changes).not.toHaveProperty('status_id');
    // Marked read, the list shows it without the red marker.
    const list = await api.call('ticketing.datatable', { query: { search: { user_assigned: STAFF_ID, type } }, ...STAFF });
    expect(list.body.data.find((r) => r.id === t.id)?.new).toBe(false);
  });

  it('PUT read marks it read whoever asks; a second call changes nothing', async () => {
    const t = await create(base(type, { user_assigned: CALLS_ONLY_ID }));
    const first = await api.call('ticketing.read', { params: { id: t.id }, ...STAFF });
    expect(first.body.data).toMatchObject({ new: false, version: 2 });
    const again = await api.call('ticketing.read', { params: { id: t.id }, ...STAFF });
    expect(again.body.data.version).toBe(2);
  });

  it('writes history for type, status, assignee and unread changes only, with who and when', async () => {
    const other = await freshType();
    const t = await create(base(type));
    const desc = await api.call('ticketing.update', {
      params: { id: t.id },
      body: change(t, { description: 'una altra cosa' }),
      ...STAFF,
    });
    expect(desc.status).toBe(200);
    expect(desc.body.data.description).toBe('UNA ALTRA COSA');
    let history = (await api.call('ticketing.history', { params: { id: t.id }, ...STAFF })).body.data;
    expect(history).toHaveLength(1);
    const moved = await api.call('ticketing.update', {
      params: { id: t.id },
      body: change(desc.body.data, { type: other, status: 2, user_assigned: ADMIN_ID }),
      ...STAFF,
    });
    expect(moved.status).toBe(200);
    // Handed to someone else: new for them, whatever the switch said.
    expect(moved.body.data).toMatchObject({
      new: true,
      version: 3,
      user_assigned: { id: ADMIN_ID },
      user_updated: { id: STAFF_ID },
    });
    history = (await api.call('ticketing.history', { params: { id: t.id }, ...STAFF })).body.data;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      id: 3,
      user: { id: STAFF_ID },
      changes: { type_id: [type, other], status_id: [3, 2], user_assigned_id: [STAFF_ID, ADMIN_ID], new: [false, true] },
    });
    expect(Date.parse(history[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('edit collisions (409)', () => {
  it('refuses a save from a stale version with the current ticket, and takes a knowing overwrite', async () => {
    const type = await freshType();
    const t = await create(base(type));
    const theirs = await api.call('ticketing.update', { params: { id: t.id }, body: change(t, { status: 4 }), ...ADMIN });
    expect(theirs.status).toBe(200);
    const mine = await api.call('ticketing.update', {
      params: { id: t.id },
      body: change(t, { resolution: 'la meva resolució' }),
      ...STAFF,
      lang: 'es',
    });
    expect(mine.status).toBe(409);
    const body = mine.body as unknown as { message: string; current: TicketView };
    expect(body.message).toMatch(/Otra persona/);
    expect(body.current).toMatchObject({ id: t.id, version: 2, status: { id: 4 }, user_updated: { id: ADMIN_ID } });
    const overwrite = await api.call('ticketing.update', {
      params: { id: t.id },
      body: change(t, { resolution: 'la meva resolució', version: body.current.version }),
      ...STAFF,
    });
    expect(overwrite.status).toBe(200);
    expect(overwrite.body.data).toMatchObject({ version: 3, status: { id: 3 }, resolution: 'LA MEVA RESOLUCIÓ' });
  });

  it('of two saves racing from the same version exactly one wins', async () => {
    const type = await freshType();
    const t = await create(base(type));
    const results = await Promise.all(
      [2, 4].map((status) => api.call('ticketing.update', { params: { id: t.id }, body: change(t, { status }), ...STAFF })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const history = (await api.call('ticketing.history', { params: { id: t.id }, ...STAFF })).body.data;
    expect(history).toHaveLength(2);
  });

  it('a comment posted meanwhile does not make a save stale', async () => {
    const type = await freshType();
    const t = await create(base(type));
    expect((await api.call('ticketing.comments.store', { body: { ticket_id: t.id, content: 'nota' }, ...ADMIN })).status).toBe(
      201,
    );
    const saved = await api.call('ticketing.update', { params: { id: t.id }, body: change(t, { status: 2 }), ...STAFF });
    expect(saved.status).toBe(200);
  });
});

describe('duplicate warning', () => {
  it('refuses a second open ticket of the same party and type from the last 7 days unless told to create anyway', async () => {
    const type = await freshType();
    const first = await create(base(type, { party_id: 1004, allow_duplicate: false }));
    const listed = await api.call('ticketing.duplicates', { query: { party_id: 1004, type }, ...STAFF });
    expect(listed.body.data.map((d) => d.id)).toEqual([first.id]);
    const second = await api.call('ticketing.store', { body: base(type, { party_id: 1004 }), ...STAFF });
    expect(second.status).toBe(409);
    expect((second.body as unknown as { duplicates: { id: number }[] }).duplicates.map((d) => d.id)).toEqual([first.id]);
    const anyway = await api.call('ticketing.store', {
      body: { ...base(type, { party_id: 1004 }), allow_duplicate: true },
      ...STAFF,
    });
    expect(anyway.status).toBe(201);
    // Another party, or a typed party, is no duplicate.
    await create(base(type, { party_id: 1005, allow_duplicate: false }));
    await create(base(type, { party_id: null, party_name: 'FARMÀCIA X', allow_duplicate: false }));
  });

  it('a closed ticket is no duplicate', async () => {
    const type = await freshType();
    await create(base(type, { party_id: 1006, status: 6 }));
    expect((await api.call('ticketing.duplicates', { query: { party_id: 1006, type }, ...STAFF })).body.data).toEqual([]);
    await create(base(type, { party_id: 1006, allow_duplicate: false }));
  });
});

describe('the ticket list', () => {
  let type: number;
  let ids: number[];
  beforeAll(async () => {
    type = await freshType();
    const made = [
      await create(base(type, { user_assigned: STAFF_ID, status: 3, description: 'Farmàcia sense subministrament' })),
      await create(base(type, { user_assigned: STAFF_ID, status: 2, description: 'Comanda duplicada', party_id: 1002 })),
      await create(
        base(type, { user_assigned: ADMIN_ID, status: 3, description: 'Factura errònia', resolution: 'abonament fet' }),
      ),
    ];
    ids = made.map((t) => t.id);
  });

  const list = (search: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    api.call('ticketing.datatable', { query: { per_page: 50, search: { type, ...search }, ...extra } as never, ...STAFF });

  it('defaults to updated_at descending; assigned to me is indexed and counted', async () => {
    const mine = await api.call('ticketing.datatable', { query: { search: { user_assigned: STAFF_ID } }, ...STAFF });
    expect(mine.status).toBe(200);
    const dates = mine.body.data.map((r) => r.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(mine.body.data.every((r) => r.user_assigned.id === STAFF_ID)).toBe(true);
    expect(mine.body.meta.total).toBeGreaterThanOrEqual(2);
    const of = await list({ user_assigned: STAFF_ID });
    expect(of.body.data.map((r) => r.id).sort()).toEqual([ids[0], ids[1]].sort());
  });

  it('filters by status, channel, party, description and resolution', async () => {
    expect((await list({ status: 2 })).body.data.map((r) => r.id)).toEqual([ids[1]]);
    expect((await list({ status: 3, user_assigned: STAFF_ID })).body.data.map((r) => r.id)).toEqual([ids[0]]);
    expect((await list({ party: 's08002' })).body.data.map((r) => r.id)).toEqual([ids[1]]);
    expect((await list({ description: 'duplicada' })).body.data.map((r) => r.id)).toEqual([ids[1]]);
    expect((await list({ resolution: 'ABONAMENT' })).body.data.map((r) => r.id)).toEqual([ids[2]]);
    expect((await list({ channel: 1 })).body.data).toEqual([]);
  });

  it('searches free text forgiving accents and case, over description, resolution, party and comments', async () => {
    expect((await list({ all: 'farmacia sense' })).body.data.map((r) => r.id)).toEqual([ids[0]]);
    expect((await list({ all: 'ERRONIA' })).body.data.map((r) => r.id)).toEqual([ids[2]]);
    await api.call('ticketing.comments.store', {
      body: { ticket_id: ids[1]!, content: 'El client diu que és termolàbil' },
      ...STAFF,
    });
    expect((await list({ all: 'TERMOLABIL' })).body.data.map((r) => r.id)).toEqual([ids[1]]);
  });

  it('filters by creation day and sorts by creation', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const sorted = await list({ date_from: today, date_to: today }, { sort_by: 'created_at', sort_desc: false });
    expect(sorted.body.data.map((r) => r.id)).toEqual(ids);
    expect((await list({ date_to: '2020-01-01' })).body.data).toEqual([]);
  });

  it('answers 422 on unknown filters and sorts', async () => {
    const res = await call('/api/ticketing/datatable', { ...STAFF, query: 'sort_by=password&search[nope]=1', lang: 'es' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['search.nope', 'sort_by']);
  });

  it('exports the filtered rows as xlsx with a proper file name', async () => {
    const res = await api.call('ticketing.export', { query: { search: { type } } as never, ...STAFF });
    expect(res.status).toBe(200);
    const file = await fetch(res.body.url);
    expect(file.headers.get('content-disposition')).toMatch(/Tiquets \d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = unzipSync(new Uint8Array(await file.arrayBuffer()));
    const shared = new TextDecoder().decode(sheet['xl/sharedStrings.xml']);
    expect(shared).toContain('FACTURA ERRÒNIA');
    expect(shared).toContain('Descripció');
  });
});

describe('comments', () => {
  it('posts comments and replies threaded by parent_id; a parent of another ticket is refused', async () => {
    const type = await freshType();
    const [a, b] = [await create(base(type)), await create(base(type, { party_id: 1002 }))];
    const first = await api.call('ticketing.comments.store', { body: { ticket_id: a.id, content: 'primer' }, ...STAFF });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ parent_id: null, content: 'primer', user: { id: STAFF_ID } });
    const reply = await api.call('ticketing.comments.store', {
      body: { ticket_id: a.id, parent_id: first.body.data.id, content: 'resposta' },
      ...ADMIN,
    });
    expect(reply.body.data.parent_id).toBe(first.body.data.id);
    const wrong = await api.call('ticketing.comments.store', {
      body: { ticket_id: b.id, parent_id: first.body.data.id, content: 'x' },
      ...STAFF,
      lang: 'es',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.error.errors?.parent_id).toEqual(['El comentario al que responde no está en este tique.']);
    const empty = await api.call('ticketing.comments.store', { body: { ticket_id: a.id, content: ' ' }, ...STAFF });
    expect(Object.keys(empty.error.errors ?? {})).toEqual(['content']);
    const listed = await api.call('ticketing.comments.index', { params: { id: a.id }, ...STAFF });
    expect(listed.body.data.map((c) => [c.content, c.parent_id])).toEqual([
      ['primer', null],
      ['resposta', first.body.data.id],
    ]);
    expect((await api.call('ticketing.comments.store', { body: { ticket_id: 999999999, content: 'x' }, ...STAFF })).status).toBe(
      404,
    );
  });
});

describe('delete', () => {
  it('deletes a ticket with its comments and history (204), and the counters follow', async () => {
    const type = await freshType();
    const t = await create(base(type));
    await api.call('ticketing.comments.store', { body: { ticket_id: t.id, content: 'x' }, ...STAFF });
    const count = async () =>
      (await api.call('ticketing.datatable', { query: { search: { user_assigned: STAFF_ID } }, ...STAFF })).body.meta.total;
    const before = await count();
    const res = await api.call('ticketing.delete', { params: { id: t.id }, ...STAFF });
    expect(res.status).toBe(204);
    expect((await api.call('ticketing.show', { params: { id: t.id }, ...STAFF })).status).toBe(404);
    expect((await api.call('ticketing.comments.index', { params: { id: t.id }, ...STAFF })).status).toBe(404);
    expect(await count()).toBe(before! - 1);
    expect((await api.call('ticketing.delete', { params: { id: t.id }, ...STAFF })).status).toBe(404);
  });
});

describe('lookups', () => {
  it('creates and renames upper-cased, both names required, in both languages', async () => {
    const missing = await api.call('ticketing.channels.store', { body: { name_ca: 'fax' } as never, ...STAFF, lang: 'es' });
    expect(missing.status).toBe(422);
    expect(missing.error.errors).toEqual({ name_es: ['Este campo es obligatorio.'] });
    const blank = await api.call('ticketing.channels.store', { body: { name_ca: ' ', name_es: 'fax' }, ...STAFF });
    expect(blank.error.errors).toEqual({ name_ca: ['Aquest camp és obligatori.'] });
    const made = await api.call('ticketing.channels.store', { body: { name_ca: 'fax vell', name_es: 'fax viejo' }, ...STAFF });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ name_ca: 'FAX VELL', name_es: 'FAX VIEJO' });
    expect(made.body.data.id).toBeGreaterThan(5);
    const renamed = await api.call('ticketing.channels.update', {
      params: { id: made.body.data.id },
      body: { name_ca: 'fax', name_es: 'fax' },
      ...STAFF,
    });
    expect(renamed.body.data).toEqual({ id: made.body.data.id, name_ca: 'FAX', name_es: 'FAX' });
    expect((await api.call('ticketing.channels.index', STAFF)).body.data).toContainEqual(renamed.body.data);
    expect((await api.call('ticketing.channels.delete', { params: { id: made.body.data.id }, ...STAFF })).status).toBe(204);
  });

  it('refuses to delete a lookup a ticket uses', async () => {
    const type = await freshType();
    await create(base(type));
    const res = await api.call('ticketing.types.delete', { params: { id: type }, ...STAFF, lang: 'es' });
    expect(res.status).toBe(409);
    expect(res.error.message).toBe('No se puede eliminar: hay tiques que lo usan.');
    expect((await api.call('ticketing.status.delete', { params: { id: 3 }, ...STAFF })).status).toBe(409);
  });

  it('lists the form resources: users holding the ticketing role, users_all every internal user', async () => {
    const res = await api.call('ticketing.resources', STAFF);
    expect(res.body.channels.map((c) => c.id)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    expect(res.body.status.find((s) => s.id === 3)).toMatchObject({ name_ca: 'PENDENT' });
    expect(res.body.users.map((u) => u.id)).toEqual(expect.arrayContaining([ADMIN_ID, STAFF_ID]));
    expect(res.body.users.map((u) => u.id)).not.toContain(CALLS_ONLY_ID);
    expect(res.body.users_all.map((u) => u.id)).toEqual(expect.arrayContaining([ADMIN_ID, STAFF_ID, CALLS_ONLY_ID]));
  });
});

describe('assignment mail', () => {
  it('mails the new assignee in their language with a link, unless their setting turns it off', async () => {
    const type = await freshType();
    const before = (await mailsTo('tiquets-trucades@example.com')).length;
    const t = await create(base(type, { user_assigned: CALLS_ONLY_ID }));
    const mails = await mailsTo('tiquets-trucades@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe(`Tiquet ${t.id} assignat a vós`);
    expect(mails.at(-1)!.body.text).toContain(`/ticketing/show/${t.id}`);
    expect(mails.at(-1)!.body.text).toContain('Pere Soler');

    // Saving without changing the assignee mails nobody; assigning to oneself neither.
    await api.call('ticketing.update', { params: { id: t.id }, body: change(t, { status: 2 }), ...STAFF });
    expect(await mailsTo('tiquets-trucades@example.com')).toHaveLength(before + 1);

    const token = await tokenFor('tiquets-estats', DEMO_PASSWORD);
    const off = await call('/api/profile/settings', { method: 'POST', token, body: { ticketing_assignment_mail: false } });
    expect(off.status).toBe(200);
    const quiet = (await mailsTo('tiquets-estats@example.com')).length;
    await create(base(type, { party_id: 1002, user_assigned: STATUS_ONLY_ID }));
    expect(await mailsTo('tiquets-estats@example.com')).toHaveLength(quiet);
  });
});
