/** The sales-import calls the integration files share: the demo account, distributors, uploads and jobs. */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { ImportJobView } from '../../../shared/sales-import/views';
import { DEMO_PASSWORD } from '../../../infra/local/seed/demo-data';
import { DEMO_PROFILE } from '../../../infra/local/seed/sales-import';
import { api, tokenFor } from './api';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/sales-import');

/** A file of tests/fixtures/sales-import. */
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

/** The sales-import demo account's credentials, in a language. */
export const as = async (lang: 'ca' | 'es' = 'ca') => ({ token: await tokenFor('vendes', DEMO_PASSWORD), lang });

/**
 * Distributors of one test file, ids from `firstId` on (each file its own range: the files run at
 * once), reading the fixtures' layout unless `overrides` says otherwise.
 */
export function fileDistributors(firstId: number, namePrefix: string) {
  let next = firstId;
  return {
    nextId: () => next++,
    async create(overrides: Record<string, unknown> = {}): Promise<number> {
      const id = next++;
      const res = await api.call('sales_import.distributors.store', {
        body: { id, name: `${namePrefix} ${id}`, party_id: 1001, ...DEMO_PROFILE, ...overrides },
        ...(await as()),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return id;
    },
  };
}

/** Uploads a file through an upload ticket; its upload id. */
export async function upload(name: string, bytes: Buffer): Promise<string> {
  const ticket = await api.call('sales_import.upload_ticket', { body: { file_name: name, size: bytes.length }, ...(await as()) });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.url, { method: ticket.body.method, headers: ticket.body.headers, body: bytes });
  expect(put.status).toBe(200);
  return ticket.body.upload_id;
}

/**
 * Other files (the authorization matrix among them) start jobs too, and one job holds the staging
 * at a time: a call answered 409 "running" is asked again until the staging is free.
 */
export async function whenFree<T extends { status: number; body: unknown }>(call: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    const res = await call();
    const running = res.status === 409 && /en curs|en curso/.test(JSON.stringify(res.body));
    if (!running || i >= 240) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits until a job is no longer running; its last view. */
export async function waitForJob(jobId: string, lang: 'ca' | 'es' = 'ca'): Promise<ImportJobView> {
  for (let i = 0; i < 240; i++) {
    const res = await api.call('sales_import.jobs.show', { params: { job: jobId }, ...(await as(lang)) });
    expect(res.status).toBe(200);
    if (res.body.data.status !== 'running') return res.body.data;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`job ${jobId} still running`);
}

/** Finishes what another test left staged, so a test starts on an empty staging. */
export async function finishStaging() {
  const state = await api.call('sales_import.rows', await as());
  if (state.body.data.has_rows)
    expect(
      (await whenFree(async () => api.call('sales_import.finish', { body: { date: '2026-12-01' }, ...(await as()) }))).status,
    ).toBe(200);
}
