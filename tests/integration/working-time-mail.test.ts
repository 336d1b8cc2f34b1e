/**
 * The register's mails (beyond the anchors), run as the scheduled jobs run them, captured
 * by the local SES: forgotten clock-outs to the worker and the administrators (the entry stays open),
 * and the monthly summary in each worker's language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { mailsTo } from './support/acl';
import { newWorker, useStackTable } from './support/workers';

beforeAll(useStackTable);

describe('forgotten clock-outs', () => {
  it('mails the worker and the working-time administrators, and leaves the entry open', async () => {
    const w = await newWorker('remind');
    const { clockIn } = await import('../../functions/lib/working-time/register');
    const { remindForgottenClockOuts } = await import('../../functions/lib/working-time/notices');
    await clockIn(w.id, { id: w.id, name: w.name }, new Date('2026-11-02T06:00:00Z'));
    const fresh = await newWorker('remind-fresh');
    await clockIn(fresh.id, { id: fresh.id, name: fresh.name }, new Date(Date.now() - 3600_000));

    const result = await remindForgottenClockOuts(new Date());
    expect(result.workers).toContain(w.id);
    expect(result.workers).not.toContain(fresh.id);
    expect(result.administrators).toContain(1);

    const [mail] = await mailsTo(w.email);
    expect(mail!.subject).toBe('No heu fitxat la sortida');
    expect(mail!.body.text).toContain('02/11/2026 07:00:00');
    const admin = (await mailsTo('admin@example.com')).filter((m) => m.subject === 'Sortides no fitxades').at(-1);
    expect(admin!.body.text).toContain(`${w.name} (02/11/2026 07:00:00)`);
    expect((await mailsTo(fresh.email)).length).toBe(0);

    const status = await api.call('working-time.clock.status', { token: w.token });
    expect(status.body.data).toMatchObject({ working: true, forgotten: true });
  });
});

describe('monthly summary', () => {
  it("mails each worker the month's total, days and amendments in their language", async () => {
    const w = await newWorker('monthly', [2], 'es');
    for (const day of ['2026-10-05', '2026-10-06'])
      await api.call('working-time.admin.create', {
        body: { user_id: w.id, time_start: `${day}T08:00`, time_end: `${day}T12:15`, reason: 'Registro en papel' },
        persona: 'internal-admin',
      });
    const { sendMonthlySummaries } = await import('../../functions/lib/working-time/notices');
    const sent = await sendMonthlySummaries(new Date(), '2026-10');
    expect(sent).toContain(w.id);
    const [mail] = await mailsTo(w.email);
    expect(mail!.subject).toBe('Su registro de jornada de 10/2026');
    expect(mail!.body.text).toContain('ha trabajado 8:30 horas en 2 días');
    expect(mail!.body.text).toContain('Enmiendas del mes: 2');
    expect(mail!.body.text).toContain('http://localhost:5700/working-time-control/history');
  });
});
