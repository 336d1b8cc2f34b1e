/**
 * npm run calls:simulate [-- --base-port N] [--count N] [--number "93 310 10 01"]
 *
 * Plays the switchboard against the running local stand-in: POSTs calls to the machine endpoint
 * (POST /api/ticketing/calls/ingest) with the shared secret the stand-in generated (.local/state.json),
 * numbers written the ways Spanish numbers are (spaces, dots, +34, 0034), some of demo parties, some
 * unknown, and one replay to show the ingest is idempotent. See docs/api/ticketing.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { DEFAULT_BASE_PORT, portsFrom } from '../../infra/local/ports';

const { values } = parseArgs({
  options: {
    'base-port': { type: 'string' },
    count: { type: 'string' },
    number: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const ports = portsFrom(Number(values['base-port'] ?? DEFAULT_BASE_PORT));
const dataDir = values['data-dir'] ?? path.resolve(import.meta.dirname, '../../.local');
const state = JSON.parse(fs.readFileSync(path.join(dataDir, 'state.json'), 'utf8')) as { switchboardSecret?: string };
if (!state.switchboardSecret)
  throw new Error(`No switchboard secret in ${dataDir}/state.json: start the stand-in once (npm start).`);

const NUMBERS = [
  '933 101 001',
  '93.310.10.02',
  '+34 972 101 003',
  '0034 913 101 005',
  '977101006',
  '600 123 456',
  '+33 1 23 45 67 89',
];
const count = Number(values.count ?? 5);
const url = `http://127.0.0.1:${ports.api}/api/ticketing/calls/ingest`;

async function send(callId: string, number: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-switchboard-secret': state.switchboardSecret! },
    body: JSON.stringify({
      call_id: callId,
      number,
      started_at: new Date().toISOString(),
      lang: Math.random() < 0.7 ? 'ca' : 'es',
    }),
  });
  console.log(`${res.status} ${number.padEnd(20)} ${await res.text()}`);
}

let last = '';
for (let i = 0; i < count; i++) {
  last = `sim-${randomUUID()}`;
  await send(last, values.number ?? NUMBERS[i % NUMBERS.length]!);
}
console.log('replaying the last call (stored once):');
await send(last, values.number ?? NUMBERS[(count - 1) % NUMBERS.length]!);
