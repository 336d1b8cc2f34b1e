/**
 * Working-time control as a legal register over HTTP (the authorization matrix of every route is
 * working-time-matrix.test.ts): the roles beyond the matrix, the clock rules (two clock-ins racing: one wins), the
 * administrator's rules (overlap, end after start, nothing in the future, a reason, 409 on a stale
 * version), Madrid days across the DST changes, amendments that keep the previous values, the worker
 * acknowledging them, forgotten clock-outs, and that no route removes a record.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { rolesAllow } from '../../shared/api/route';
import { groupOf, routes, type RouteId } from '../../shared/api/routes';
import { ROLE } from '../../shared/roles/catalogue';
import { SERVICE_OFFSETS } from '../../infra/local/ports';
import { api, call, stack, tokenFor } from './support/api';
import { workingTimeArea } from '../../shared/areas/working-time';
import { routesOf } from './support/matrix';
import { newWorker, useStackTable, type Worker } from './support/workers';

beforeAll(useStackTable);

const covered = routesOf(workingTimeArea);

describe('working-time roles beyond the matrix', () => {
  it('the inspection role reads every register and changes nothing', () => {
    const inspector = [ROLE.internal, ROLE.workingTimeInspection];
    const writes = covered.filter(([id]) => /admin\.(create|update|delete)$/.test(id));
    expect(writes).toHaveLength(3);
    for (const [, r] of writes) expect(rolesAllow(r.access, inspector)).toBe(false);
    for (const [id, r] of covered.filter(([id]) =>
      /admin\.(users|month|chain|export|export_job\.start|export_job\.show|summary)$/.test(id),
    ))
      expect(rolesAllow(r.access, inspector), id).toBe(true);
  });

  it("the workers' representatives (151) read the staff's monthly summary and nothing else of anyone's register", async () => {
    const representative = [ROLE.internal, ROLE.workingTimeRepresentative];
    for (const [id, r] of covered.filter(([id]) => id.startsWith('working-time.admin.')))
      expect(rolesAllow(r.access, representative), id).toBe(id === 'working-time.admin.summary');
    // The seeded account (personas.ts), over HTTP: the summary, no register's entries, no export.
    const token = await tokenFor('representant', DEMO_PASSWORD);
    const summary = await call('/api/admin/working-time-control/summary/2025-01', { token });
    expect(summary.status).toBe(200);
    expect(summary.body.data.rows[0]).toEqual({
      user: expect.objectContaining({ id: expect.any(Number) }),
      seconds: expect.any(Number),
      days: expect.any(Number),
      integrity: expect.stringMatching(/^(verified|broken)$/),
    });
    const staff = DEMO_ACCOUNTS.find((a) => a.persona === 'internal-staff')!.accountId;
    expect((await call(`/api/admin/working-time-control/${staff}/2025-01`, { token })).status).toBe(403);
    expect((await call('/api/admin/working-time-control/export/2025-01?format=pdf', { token })).status).toBe(403);
  });
});

const clock = (w: Worker, working: boolean, lang?: 'ca' | 'es') =>
  api.call('working-time.clock.set', { body: { working }, token: w.token, lang });

const create = (userId: number, start: string, end: string, reason = 'Oblit de fitxar') =>
  api.call('working-time.admin.create', {
    body: { user_id: userId, time_start: start, time_end: end, reason },
    persona: 'internal-admin',
  });

const adminMonth = (userId: number, month: string) =>
  api.call('working-time.admin.month', { params: { user: userId, month }, persona: 'internal-admin' });

describe('the clock', () => {
  it('clocks in only when not working and out only when working, naming the rule in the caller language', async () => {
    const w = await newWorker('clock');
    const first = await api.call('working-time.clock.status', { token: w.token });
    expect(first.body.data).toMatchObject({ working: false, open_entry: null, today: { seconds: 0, entries: [] } });

    const out = await clock(w, false);
    expect(out.status).toBe(422);
    expect(out.error.errors?.working).toEqual(["No heu fitxat l'entrada: no podeu fitxar la sortida."]);

    const inn = await clock(w, true);
    expect(inn.status).toBe(200);
    expect(inn.body.data.working).toBe(true);
    expect(inn.body.data.open_entry).toMatchObject({ time_end: null, origin: 'clock', forgotten: false });
    expect(inn.body.data.today.entries).toHaveLength(1);

    const again = await clock(w, true, 'es');
    expect(again.status).toBe(422);
    expect(again.error.errors?.working?.[0]).toMatch(/^Ya ha fichado la entrada/);

    const closed = await clock(w, false);
    expect(closed.status).toBe(200);
    expect(closed.body.data.working).toBe(false);
    const [entry] = closed.body.data.today.entries;
    expect(entry!.time_end).not.toBeNull();
    expect(entry!.time_end! >= entry!.time_start).toBe(true);
    expect(closed.body.data.today.seconds).toBe(entry!.seconds);
  });

  it('two clock-ins at once: one wins, the other is refused, and only one entry is open', async () => {
    const w = await newWorker('race');
    const answers = await Promise.all([clock(w, true), clock(w, true), clock(w, true)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
    const status = await api.call('working-time.clock.status', { token: w.token });
    expect(status.body.data.today.entries).toHaveLength(1);
    expect(status.body.data.working).toBe(true);
  });

  it('nobody clocks or acknowledges for a worker through an impersonation', async () => {
    const res = await call('/api/acl/users/impersonate/2', { method: 'POST', persona: 'internal-admin' });
    const token = res.body.data.token as string;
    const clocked = await api.call('working-time.clock.set', { body: { working: true }, token });
    expect(clocked.status).toBe(403);
    expect(clocked.error.message).toMatch(/sessió suplantada/);
    expect((await api.call('working-time.acknowledge', { body: { seqs: [1] }, token })).status).toBe(403);
    // Reading is fine: the status is the impersonated worker's.
    expect((await api.call('working-time.clock.status', { token })).status).toBe(200);
  });

  it('an entry open for more than 12 hours is flagged to the worker and the administrator, never closed', async () => {
    const w = await newWorker('forgot');
    const { clockIn } = await import('../../functions/lib/working-time/register');
    await clockIn(w.id, { id: w.id, name: w.name }, new Date(Date.now() - 13 * 3600_000));
    const status = await api.call('working-time.clock.status', { token: w.token });
    expect(status.body.data).toMatchObject({ working: true, forgotten: true });
    expect(status.body.data.open_entry).toMatchObject({ time_end: null, forgotten: true });
    expect(status.body.data.open_entry!.seconds).toBeGreaterThanOrEqual(13 * 3600);
    const month = status.body.data.open_entry!.time_start.slice(0, 7);
    const admin = await adminMonth(w.id, month);
    expect(admin.body.data.forgotten).toBe(true);
  });
});

describe('the administrator amends the register', () => {
  it('refuses overlaps, an end not after the start, the future, a missing reason and future months', async () => {
    const w = await newWorker('rules');
    expect((await create(w.id, '2026-02-10T09:00', '2026-02-10T12:00')).status).toBe(200);

    const overlap = await create(w.id, '2026-02-10T11:00', '2026-02-10T13:00');
    expect(overlap.status).toBe(422);
    expect(overlap.error.errors?.time_start?.[0]).toBe(
      "Se superposa amb un altre registre d'aquest usuari (10/02/2026 09:00:00 – 10/02/2026 12:00:00).",
    );
    const inside = await create(w.id, '2026-02-10T08:00', '2026-02-10T13:00');
    expect(inside.status).toBe(422);
    // Touching is not overlapping.
    expect((await create(w.id, '2026-02-10T12:00', '2026-02-10T13:00')).status).toBe(200);

    const backwards = await create(w.id, '2026-02-11T12:00', '2026-02-11T11:00');
    expect(backwards.error.errors?.time_end).toEqual(["L'hora de sortida ha de ser posterior a la d'entrada."]);
    const future = await create(w.id, '2026-02-11T12:00', new Date(Date.now() + 3600_000).toISOString());
    expect(future.error.errors?.time_end).toEqual(['No es pot registrar una hora futura.']);
    const noReason = await create(w.id, '2026-02-11T09:00', '2026-02-11T10:00', '  ');
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.error.errors ?? {})).toEqual(['reason']);
    const notStaff = await create(
      DEMO_ACCOUNTS.find((a) => a.persona === 'pharmacy-guest')!.accountId,
      '2026-02-11T09:00',
      '2026-02-11T10:00',
    );
    expect(Object.keys(notStaff.error.errors ?? {})).toEqual(['user_id']);
    const badTime = await create(w.id, '2026-02-30T09:00', '2026-02-11T10:00');
    expect(Object.keys(badTime.error.errors ?? {})).toEqual(['time_start']);

    const nextYear = String(new Date().getUTCFullYear() + 1);
    const futureMonth = await call(`/api/admin/working-time-control/${w.id}/${nextYear}-01`, {
      persona: 'internal-admin',
      lang: 'es',
    });
    expect(futureMonth.status).toBe(422);
    expect(futureMonth.body.errors.month).toEqual(['No se puede elegir un mes futuro.']);
    expect((await call(`/api/working-time-control/history/${nextYear}-01`, { token: w.token })).status).toBe(422);
  });

  it('an edit keeps the previous values, author and reason; a stale version gets 409; a delete leaves the totals but stays', async () => {
    const w = await newWorker('amend');
    const made = await create(w.id, '2026-01-15T08:00', '2026-01-15T14:00', 'El treballador no va poder fitxar');
    expect(made.status).toBe(200);
    const entry = made.body.data;
    expect(entry).toMatchObject({ origin: 'admin', seconds: 6 * 3600, version: 1, deleted: false });
    expect(entry.amendments).toMatchObject([
      { kind: 'create', reason: 'El treballador no va poder fitxar', author: { id: 1, name: 'Anna Ferrer' }, before: null },
    ]);

    const body = {
      user_id: w.id,
      time_start: '2026-01-15T07:30',
      time_end: '2026-01-15T14:00',
      reason: 'Va arribar abans',
      version: 1,
    };
    const edited = await api.call('working-time.admin.update', { params: { id: entry.id }, body, persona: 'internal-admin' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ version: 2, amended: true, seconds: 6.5 * 3600 });
    expect(edited.body.data.amendments[1]).toMatchObject({
      kind: 'edit',
      reason: 'Va arribar abans',
      before: { time_start: '2026-01-15T07:00:00.000Z', time_end: '2026-01-15T13:00:00.000Z' },
      after: { time_start: '2026-01-15T06:30:00.000Z', time_end: '2026-01-15T13:00:00.000Z' },
      acknowledged_at: null,
    });

    // Two administrators edited the same version: the second gets 409.
    const stale = await api.call('working-time.admin.update', { params: { id: entry.id }, body, persona: 'internal-admin' });
    expect(stale.status).toBe(409);
    const staleDelete = await api.call('working-time.admin.delete', {
      params: { id: entry.id },
      body: { reason: 'Duplicat', version: 1 },
      persona: 'internal-admin',
    });
    expect(staleDelete.status).toBe(409);
    const noReason = await api.call('working-time.admin.delete', {
      params: { id: entry.id },
      body: { reason: '', version: 2 },
      persona: 'internal-admin',
    });
    expect(noReason.status).toBe(422);

    expect((await create(w.id, '2026-01-15T15:00', '2026-01-15T17:00')).status).toBe(200);
    const deleted = await api.call('working-time.admin.delete', {
      params: { id: entry.id },
      body: { reason: 'Registre duplicat', version: 2 },
      persona: 'internal-admin',
    });
    expect(deleted.status).toBe(204);
    const again = await api.call('working-time.admin.update', {
      params: { id: entry.id },
      body: { ...body, version: 3 },
      persona: 'internal-admin',
    });
    expect(again.status).toBe(422);

    const month = (await adminMonth(w.id, '2026-01')).body.data;
    expect(month.seconds).toBe(2 * 3600);
    const [day] = month.days;
    expect(day).toMatchObject({ date: '2026-01-15', seconds: 2 * 3600 });
    const kept = day!.entries.find((e) => e.id === entry.id)!;
    expect(kept).toMatchObject({ deleted: true, time_start: '2026-01-15T06:30:00.000Z' });
    expect(kept.amendments.map((a) => a.kind)).toEqual(['create', 'edit', 'delete']);
    expect(kept.amendments[2]).toMatchObject({
      reason: 'Registre duplicat',
      after: null,
      before: { time_start: '2026-01-15T06:30:00.000Z' },
    });

    // The worker sees the trace and acknowledges it.
    const history = await api.call('working-time.history', { params: { month: '2026-01' }, token: w.token });
    expect(history.body.data.pending_acknowledgements).toBe(4);
    const seqs = history.body.data.days[0]!.entries.flatMap((e) => e.amendments.map((a) => a.seq));
    const ack = await api.call('working-time.acknowledge', { body: { seqs }, token: w.token });
    expect(ack.body.data.acknowledged).toEqual([...seqs].sort((a, b) => a - b));
    const after = await api.call('working-time.history', { params: { month: '2026-01' }, token: w.token });
    expect(after.body.data.pending_acknowledgements).toBe(0);
    expect(after.body.data.days[0]!.entries.every((e) => e.amendments.every((a) => a.acknowledged_at))).toBe(true);
    expect((await api.call('working-time.clock.status', { token: w.token })).body.data.pending_acknowledgements).toBe(0);
    // Another worker's seq, or a clock record, is not an amendment of the caller's.
    const other = await api.call('working-time.acknowledge', { body: { seqs: [9999] }, token: w.token });
    expect(other.error.errors?.seqs).toBeDefined();
  });
});

describe('Madrid days across the DST changes', () => {
  it('29/03/2026 lasts 23 hours; a skipped wall time is refused; 01:00-04:00 is 2 hours', async () => {
    const w = await newWorker('march');
    const whole = await create(w.id, '2026-03-29T00:00', '2026-03-30T00:00');
    expect(whole.body.data.seconds).toBe(23 * 3600);
    const month = (await adminMonth(w.id, '2026-03')).body.data;
    expect(month.days).toMatchObject([{ date: '2026-03-29', seconds: 23 * 3600 }]);
    expect(month.seconds).toBe(23 * 3600);

    const w2 = await newWorker('march2');
    const skipped = await create(w2.id, '2026-03-29T02:30', '2026-03-29T04:00');
    expect(skipped.error.errors?.time_start).toEqual(["Aquesta hora no existeix aquell dia (canvi a l'horari d'estiu)."]);
    const night = await create(w2.id, '2026-03-29T01:00', '2026-03-29T04:00');
    expect(night.body.data).toMatchObject({
      time_start: '2026-03-29T00:00:00.000Z',
      time_end: '2026-03-29T02:00:00.000Z',
      seconds: 2 * 3600,
    });
    // The last evening of the month belongs to March, not to April (grouped in Madrid, not UTC).
    expect((await create(w2.id, '2026-03-31T23:30', '2026-04-01T00:30')).status).toBe(200);
    const march = (await adminMonth(w2.id, '2026-03')).body.data;
    expect(march.days.map((d) => d.date)).toEqual(['2026-03-31', '2026-03-29']);
    expect(march.seconds).toBe(3 * 3600);
  });

  it('25/10/2026 lasts 25 hours; the repeated hour reads as summer time unless an offset says otherwise', async () => {
    const w = await newWorker('october');
    const whole = await create(w.id, '2026-10-25T00:00', '2026-10-26T00:00');
    expect(whole.body.data.seconds).toBe(25 * 3600);
    expect((await adminMonth(w.id, '2026-10')).body.data.days).toMatchObject([{ date: '2026-10-25', seconds: 25 * 3600 }]);

    const w2 = await newWorker('october2');
    const repeated = await create(w2.id, '2026-10-25T02:30', '2026-10-25T02:30+01:00');
    expect(repeated.body.data).toMatchObject({
      time_start: '2026-10-25T00:30:00.000Z',
      time_end: '2026-10-25T01:30:00.000Z',
      seconds: 3600,
    });
  });
});

describe('the register is never erased', () => {
  async function itemsOf(userId: number, entryIds: number[]) {
    const { dynamo } = await import('../../functions/lib/aws');
    const records = await dynamo().send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `$wtc#${userId}` },
      }),
    );
    const entries = await Promise.all(
      entryIds.map(
        async (id) =>
          (
            await dynamo().send(
              new QueryCommand({
                TableName: process.env.TABLE_NAME,
                KeyConditionExpression: 'pk = :pk',
                ExpressionAttributeValues: { ':pk': `$wtc#entry#${id}` },
              }),
            )
          ).Items ?? [],
      ),
    );
    return [...(records.Items ?? []), ...entries.flat()];
  }

  it('no route removes an item: every record written stays unchanged after every kind of write, and none expires', async () => {
    const deletes = (Object.entries(routes) as [RouteId, (typeof routes)[RouteId]][]).filter(
      ([id, r]) => groupOf(id).startsWith('working-time') && r.method === 'DELETE',
    );
    expect(deletes.map(([id]) => id)).toEqual(['working-time.admin.delete']);

    const w = await newWorker('erase');
    const ids: number[] = [];
    let before: Record<string, unknown>[] = [];
    const step = async (label: string) => {
      const now = await itemsOf(w.id, ids);
      const key = (i: Record<string, unknown>) => `${String(i.pk)}|${String(i.sk)}`;
      const nowKeys = new Set(now.map(key));
      for (const old of before) {
        expect(nowKeys.has(key(old)), `${label}: ${key(old)} still there`).toBe(true);
        if (String(old.sk).startsWith('rec#'))
          expect(
            now.find((n) => key(n) === key(old)),
            label,
          ).toEqual(old);
      }
      for (const item of now) expect(item.expiresAt, `${label}: no TTL`).toBeUndefined();
      before = now;
    };
    await clock(w, true);
    ids.push((await api.call('working-time.clock.status', { token: w.token })).body.data.open_entry!.id);
    await step('clock in');
    await clock(w, false);
    await step('clock out');
    const made = (await create(w.id, '2026-02-02T08:00', '2026-02-02T09:00')).body.data;
    ids.push(made.id);
    await step('create');
    await api.call('working-time.admin.update', {
      params: { id: made.id },
      body: { user_id: w.id, time_start: '2026-02-02T08:15', time_end: '2026-02-02T09:00', reason: 'Hora real', version: 1 },
      persona: 'internal-admin',
    });
    await step('edit');
    expect(
      (
        await api.call('working-time.admin.delete', {
          params: { id: made.id },
          body: { reason: 'Error', version: 2 },
          persona: 'internal-admin',
        })
      ).status,
    ).toBe(204);
    await step('delete');
    const history = await api.call('working-time.history', { params: { month: '2026-02' }, token: w.token });
    await api.call('working-time.acknowledge', {
      body: { seqs: history.body.data.days[0]!.entries[0]!.amendments.map((a) => a.seq) },
      token: w.token,
    });
    await step('acknowledge');
    expect(before.filter((i) => String(i.sk).startsWith('rec#'))).toHaveLength(6);
    expect(before.find((i) => i.pk === `$wtc#entry#${made.id}`)).toMatchObject({
      deleted: true,
      start: '2026-02-02T07:15:00.000Z',
    });
  });

  it('no TTL and no hard delete anywhere in the working-time code', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const dirs = ['functions/lib/working-time', 'functions/groups/working-time', 'functions/groups/working-time-exports'];
    for (const dir of dirs)
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        expect(text, file).not.toMatch(/DeleteCommand|DeleteItem|BatchWrite|expiresAt|\.delete\(|\.remove\(/);
      }
  });
});

describe('tamper evidence', () => {
  it('the chain holds, and names the first record or entry edited directly in the table', async () => {
    const w = await newWorker('chain');
    await create(w.id, '2026-02-03T08:00', '2026-02-03T12:00');
    const second = (await create(w.id, '2026-02-04T08:00', '2026-02-04T12:00')).body.data;
    await create(w.id, '2026-02-05T08:00', '2026-02-05T12:00');
    const chain = () => api.call('working-time.admin.chain', { params: { user: w.id }, persona: 'inspector' });
    expect((await chain()).body.data).toMatchObject({ user_id: w.id, records: 3, valid: true, broken: null });

    const { dynamo } = await import('../../functions/lib/aws');
    // Someone with table access moves the entry's start: the projection no longer matches its records.
    await dynamo().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: { pk: `$wtc#entry#${second.id}`, sk: 'entry' },
        UpdateExpression: 'SET #s = :s',
        ExpressionAttributeNames: { '#s': 'start' },
        ExpressionAttributeValues: { ':s': '2026-02-04T06:00:00.000Z' },
      }),
    );
    expect((await chain()).body.data).toMatchObject({ valid: false, broken: { seq: 2, reason: 'entry', entry_id: second.id } });

    // ...and rewrites the record too: its MAC (keyed, the insider has no key) no longer matches.
    await dynamo().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: { pk: `$wtc#${w.id}`, sk: 'rec#0000000002' },
        UpdateExpression: 'SET #a.#s = :s',
        ExpressionAttributeNames: { '#a': 'after', '#s': 'start' },
        ExpressionAttributeValues: { ':s': '2026-02-04T06:00:00.000Z' },
      }),
    );
    expect((await chain()).body.data).toMatchObject({ valid: false, broken: { seq: 2, reason: 'mac', entry_id: second.id } });
    const { verifyChain } = await import('../../functions/lib/working-time/verify');
    expect((await verifyChain(w.id)).broken).toMatchObject({ seq: 2, reason: 'mac' });

    // `npm run wtc:verify` says the same and fails.
    const basePort = Number(new URL(stack().urls.api).port) - SERVICE_OFFSETS.api;
    // Asynchronously: a blocked event loop would let the gateway close this file's kept-alive sockets unseen.
    const run = await new Promise<{ stdout: string; code: number | null }>((resolve) => {
      const child = spawn('npx', [
        'tsx',
        'scripts/working-time.ts',
        'verify',
        '--user',
        String(w.id),
        '--base-port',
        String(basePort),
      ]);
      let stdout = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.on('close', (code) => resolve({ stdout, code }));
    });
    expect(run.stdout).toContain(`user ${w.id}: BROKEN at record 2 (mac, entry ${second.id}, 2026-02-04) of 3`);
    expect(run.code).toBe(1);
  }, 120_000);

  it('the demo register seeded through the same code is a valid chain', async () => {
    const staff = DEMO_ACCOUNTS.find((a) => a.persona === 'internal-staff')!.accountId;
    const res = await api.call('working-time.admin.chain', { params: { user: staff }, persona: 'internal-admin' });
    expect(res.body.data.valid).toBe(true);
    expect(res.body.data.records).toBeGreaterThan(20);
    const users = await api.call('working-time.admin.users', { persona: 'inspector' });
    expect(users.body.data).toContainEqual({ id: staff, name: 'Pere Soler' });
    expect(users.body.data.some((u) => u.name === 'Laia Puig')).toBe(false);
  });
});
