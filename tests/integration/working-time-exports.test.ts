/**
 * The register's exports, opened and checked: the worker's month and any worker's
 * or the whole staff's for the administrator and the inspection role, as xlsx (parsed with SheetJS)
 * and PDF (pdf-lib: pages and drawn text), with daily start and end, daily and monthly totals and
 * the amendments with their reasons, in the caller's language.
 */
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { readPdf } from './support/pdf';
import { newWorker, useStackTable, type Worker } from './support/workers';

beforeAll(useStackTable);

let w: Worker;
beforeAll(async () => {
  w = await newWorker('export');
  const create = (start: string, end: string, reason: string) =>
    api.call('working-time.admin.create', {
      body: { user_id: w.id, time_start: start, time_end: end, reason },
      persona: 'internal-admin',
    });
  await create('2026-03-02T08:00', '2026-03-02T14:00', 'Registre en paper');
  await create('2026-03-02T15:00', '2026-03-02T17:30', 'Registre en paper');
  const third = (await create('2026-03-03T09:00', '2026-03-03T13:00', 'Registre en paper')).body.data;
  await api.call('working-time.admin.update', {
    params: { id: third.id },
    body: {
      user_id: w.id,
      time_start: '2026-03-03T08:30',
      time_end: '2026-03-03T13:00',
      reason: 'Entrada real a les 8.30',
      version: 1,
    },
    persona: 'internal-admin',
  });
});

async function download(url: string): Promise<ArrayBuffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return res.arrayBuffer();
}

describe('the worker downloads their month', () => {
  it('as xlsx: one row per entry with start and end, day and month totals, and the amendments sheet', async () => {
    const res = await api.call('working-time.export', {
      params: { month: '2026-03' },
      query: { format: 'xlsx' },
      token: w.token,
    });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.body.url)).toContain(`Registre horari ${w.name} 2026-03.xlsx`);
    const wb = XLSX.read(new Uint8Array(await download(res.body.url)), { cellNF: true });
    expect(wb.SheetNames).toEqual(['Registre de jornada', 'Esmenes', 'Verificació de la integritat']);
    const sheet = wb.Sheets['Registre de jornada']!;
    // Entry and exit are date-time cells, shown as Madrid wall times.
    expect(sheet.D2).toMatchObject({ t: 'n', z: 'dd/mm/yyyy hh:mm:ss', w: '02/03/2026 08:00:00' });
    expect(sheet.B2).toMatchObject({ t: 'n', z: 'dd/mm/yyyy' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false });
    expect(rows[0]).toEqual(['Treballador/a', 'Data', 'Registre', 'Entrada', 'Sortida', 'Hores', 'H:MM', 'Estat', 'Integritat']);
    expect(rows).toContainEqual([
      w.name,
      '02/03/2026',
      expect.any(String),
      '02/03/2026 08:00:00',
      '02/03/2026 14:00:00',
      '6',
      '6:00',
      '',
      '',
    ]);
    expect(rows).toContainEqual([w.name, '02/03/2026', '', 'Total del dia', '', '8.5', '8:30', '', '']);
    expect(rows).toContainEqual([
      w.name,
      '03/03/2026',
      expect.any(String),
      '03/03/2026 08:30:00',
      '03/03/2026 13:00:00',
      '4.5',
      '4:30',
      'esmenat',
      '',
    ]);
    expect(rows.at(-1)).toEqual([w.name, '03/2026', '', 'Total del mes', '', '13', '13:00', '', '']);
    const amendments = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets.Esmenes!, { raw: false });
    expect(amendments).toHaveLength(4);
    // In the order they were made.
    const made = amendments.map((a) => String(a["Data de l'esmena"]));
    expect(made).toEqual(
      [...made].sort((a, b) => a.split(/[/ ]/).reverse().join().localeCompare(b.split(/[/ ]/).reverse().join())),
    );
    expect(amendments.at(-1)).toMatchObject({
      Tipus: 'modificació',
      Autor: 'Anna Ferrer',
      Motiu: 'Entrada real a les 8.30',
      'Entrada anterior': '03/03/2026 09:00:00',
      'Entrada nova': '03/03/2026 08:30:00',
    });
    // The check, the chain head and the export id, as the answer names it.
    const check = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets['Verificació de la integritat']!, { header: 1 });
    expect(check).toContainEqual(["Identificador de l'exportació", res.body.export_id]);
    expect(wb.Props?.Subject).toBe(res.body.export_id);
    expect(JSON.stringify(check)).toContain('Correcta: cada registre verificat amb la clau');
  });

  it('as PDF in Spanish: daily start and end, totals, the amendment with its reason', async () => {
    const res = await api.call('working-time.export', {
      params: { month: '2026-03' },
      query: { format: 'pdf' },
      token: w.token,
      lang: 'es',
    });
    expect(res.status).toBe(200);
    const { pages, text } = await readPdf(await download(res.body.url));
    expect(pages).toBe(1);
    expect(text).toContain(`Registro de jornada · ${w.name}`);
    expect(text).toContain('02/03/2026');
    expect(text).toContain('08:00:00 - 14:00:00');
    expect(text).toContain('08:30:00 - 13:00:00 (enmendado)');
    expect(text).toContain('Total del día');
    expect(text).toMatch(/Total del mes\n13:00/);
    expect(text).toContain('Entrada real a les 8.30');
    // Headed for the inspection: company and tax id, work centre, generation in Madrid time, the check and the id.
    expect(text).toContain('Grup Farma Distribució, S.A. · NIF A08000000');
    expect(text).toContain('Centro de trabajo');
    expect(text).toContain(res.body.export_id);
    expect(text).toContain('Correcta: cada registro verificado con la clave');
    expect(text).not.toContain('1970');
  });

  it('refuses a future month and an unknown format', async () => {
    const next = `${new Date().getUTCFullYear() + 1}-01`;
    expect(
      (await api.call('working-time.export', { params: { month: next }, query: { format: 'pdf' }, token: w.token })).status,
    ).toBe(422);
    const bad = await api.call('working-time.export', {
      params: { month: '2026-03' },
      query: { format: 'csv' as 'pdf' },
      token: w.token,
    });
    expect(Object.keys(bad.error.errors ?? {})).toEqual(['format']);
  });
});

describe('the administrator and the inspection role download any month', () => {
  it("one worker's month", async () => {
    const res = await api.call('working-time.admin.export', {
      params: { month: '2026-03' },
      query: { format: 'xlsx', user_id: w.id },
      persona: 'inspector',
    });
    expect(res.status).toBe(200);
    const wb = XLSX.read(new Uint8Array(await download(res.body.url)));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
    expect(rows.slice(1).every((r) => r[0] === w.name)).toBe(true);
    expect(rows.at(-1)).toContain(13);
  });

  /** Starts the whole staff's export job (202) and polls it until it is over. */
  async function staffJob(format: 'pdf' | 'xlsx', persona: 'internal-admin' | 'inspector' = 'internal-admin') {
    const started = await api.call('working-time.admin.export_job.start', { body: { month: '2026-03', format }, persona });
    expect(started.status).toBe(202);
    const job = started.body.data.job_id;
    const seen: { done: number; total: number }[] = [];
    for (;;) {
      const res = await api.call('working-time.admin.export_job.show', { params: { job }, persona });
      expect(res.status).toBe(200);
      seen.push({ done: res.body.data.done, total: res.body.data.total });
      if (res.body.data.status !== 'running') return { job, view: res.body.data, seen };
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it("the whole staff's month is a job: 202, progress, then every worker with their total, as PDF and xlsx", async () => {
    const pdf = await staffJob('pdf');
    expect(pdf.view).toMatchObject({ status: 'done', month: '2026-03', format: 'pdf', cause: null });
    expect(pdf.view.total).toBeGreaterThanOrEqual(2);
    expect(pdf.view.done).toBe(pdf.view.total);
    expect(pdf.seen.every((p) => p.done <= p.total || p.total === 0)).toBe(true);
    expect(pdf.view.file).toMatchObject({ export_id: expect.stringMatching(/^WTC-\d{8}-[0-9a-f]{12}$/) });
    const { pages, text } = await readPdf(await download(pdf.view.file!.url));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain(`Registre de jornada · ${w.name}`);
    expect(text).toContain('Registre de jornada · Pere Soler');
    expect(text).toContain('Total de la plantilla');
    expect(text).toContain(pdf.view.file!.export_id);

    const xlsx = await staffJob('xlsx', 'inspector');
    expect(xlsx.view.status).toBe('done');
    const wb = XLSX.read(new Uint8Array(await download(xlsx.view.file!.url)));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
    const workers = new Set(rows.slice(1).map((r) => r[0]));
    expect(workers.has(w.name)).toBe(true);
    expect(workers.has('Pere Soler')).toBe(true);
    expect(rows.filter((r) => r[3] === 'Total del mes').length).toBe(workers.size);

    // A job is its starter's: another reader does not see it; an unknown id is a 404.
    const other = await api.call('working-time.admin.export_job.show', { params: { job: pdf.job }, persona: 'inspector' });
    expect(other.status).toBe(404);
    const unknown = await api.call('working-time.admin.export_job.show', {
      params: { job: '00000000-0000-4000-8000-000000000000' },
      persona: 'internal-admin',
    });
    expect(unknown.status).toBe(404);
  }, 120_000);

  it('a job that fails records its cause', async () => {
    const { failExportJob, getExportJob } = await import('../../functions/lib/working-time/export-jobs');
    const started = await api.call('working-time.admin.export_job.start', {
      body: { month: '2026-03', format: 'pdf' },
      persona: 'internal-admin',
    });
    const job = started.body.data.job_id;
    // The workflow's failure branch as Step Functions calls it after the step kept failing.
    await failExportJob({
      jobId: job,
      error: { Error: 'Error', Cause: JSON.stringify({ errorType: 'Error', errorMessage: 'KMS is unavailable' }) },
    });
    expect((await getExportJob(job))?.status).toBe('failed');
    const res = await api.call('working-time.admin.export_job.show', { params: { job }, persona: 'internal-admin' });
    expect(res.body.data).toMatchObject({
      status: 'failed',
      file: null,
      cause: { error: 'Error', message: 'KMS is unavailable' },
    });
  }, 120_000);

  it('a whole-staff export without the job is refused (user_id required): 422', async () => {
    const res = await api.call('working-time.admin.export', {
      params: { month: '2026-03' },
      query: { format: 'pdf' } as { format: 'pdf'; user_id: number },
      persona: 'internal-admin',
    });
    expect(Object.keys(res.error.errors ?? {})).toEqual(['user_id']);
  });

  it('an unknown worker is a 404', async () => {
    const res = await api.call('working-time.admin.export', {
      params: { month: '2026-03' },
      query: { format: 'pdf', user_id: 999_999_999 },
      persona: 'internal-admin',
    });
    expect(res.status).toBe(404);
  });
});
