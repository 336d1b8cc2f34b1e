/**
 * Ticketing set-up for browser tests: a call as the switchboard sends it (the machine endpoint
 * with its shared secret, docs/api/ticketing.md), so a test starts from a call without a seed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeRequest, type CallAnswer } from '../../../shared/api/call';
import { SWITCHBOARD_SECRET_HEADER } from '../../../shared/api/routes/ticketing';
import { webUrl } from './api';

/** The secret the stand-in generated (kept with its other secrets in state.json). */
function switchboardSecret(): string {
  if (process.env.SWITCHBOARD_SECRET) return process.env.SWITCHBOARD_SECRET;
  const dir = process.env.E2E_DATA_DIR ?? '.local/e2e';
  const state = JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8')) as { switchboardSecret?: string };
  if (!state.switchboardSecret) throw new Error(`No switchboardSecret in ${dir}/state.json`);
  return state.switchboardSecret;
}

/** Stores a call from this number now; answers its id and the party it was matched to. */
export async function ingestCall(call: { number: string; lang: 'ca' | 'es' }): Promise<CallAnswer<'ticketing.calls.ingest'>> {
  const request = routeRequest('ticketing.calls.ingest', {
    body: {
      call_id: `e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`,
      number: call.number,
      started_at: new Date().toISOString(),
      lang: call.lang,
    },
  });
  const res = await fetch(webUrl() + request.url, {
    method: request.method,
    headers: { 'Content-Type': 'application/json', [SWITCHBOARD_SECRET_HEADER]: switchboardSecret() },
    body: JSON.stringify(request.body),
  });
  if (!res.ok) throw new Error(`calls.ingest: ${res.status} ${await res.text()}`);
  return (await res.json()) as CallAnswer<'ticketing.calls.ingest'>;
}
