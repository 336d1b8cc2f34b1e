/**
 * The call log. Calls arrive from the switchboard (POST /api/ticketing/calls/ingest, shared secret):
 * stored once per switchboard call id (a `callKey` item written in the call's transaction), the
 * party found by the caller's number in E.164 (party.byPhone), the counters moved with the row.
 */
import { timingSafeEqual } from 'node:crypto';
import { phoneDigits, toE164 } from '../../../shared/ticketing/phone';
import type { CallRow } from '../../../shared/ticketing/views';
import type { Locale } from '../../../shared/i18n/locale';
import { nextId } from '../data/counters';
import { callKeyPut, callPut, readCall, readCallKey, type CallItem } from '../data/entities/call';
import { partiesByPhone } from '../data/entities/party';
import { transact } from '../data/transact';
import { countChange, countDeltas } from '../datatable/counts';
import { env } from '../env';
import { HttpError } from '../http/errors';
import { secretLoader } from '../secrets';
import { callCountKeys, CALLS_TABLE } from './counters';

export type { CallItem };

/** The compact list row of a call (gsi4). */
export interface StoredCallRow {
  id: number;
  created_at: string;
  number: string;
  e164: string | null;
  /** Digits the number filter compares with. */
  digits: string;
  party_id: number | null;
  party_code: string | null;
  party_name: string | null;
  lang: Locale;
}

const loadSecret = secretLoader('Switchboard secret', env.switchboardSecret, env.switchboardSecretArn);

/** 401 unless the header carries the switchboard's secret (compared in constant time). */
export async function checkSwitchboardSecret(header: string | undefined): Promise<void> {
  const expected = await loadSecret();
  const given = new TextEncoder().encode(header ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new HttpError(401, 'errors.switchboard_secret');
}

/** The party whose phone is this number; the lowest id when several share it. */
export async function partyByPhone(e164: string | null) {
  if (!e164) return null;
  const data = await partiesByPhone(e164, 5);
  return data.sort((a, b) => a.partyId - b.partyId)[0] ?? null;
}

export interface IngestedCall {
  call_id: string;
  number: string;
  started_at: string;
  lang: Locale;
}

/** Stores a call once; answers its id and whether it had been stored before. */
export async function ingestCall(input: IngestedCall): Promise<{ call: CallItem; duplicate: boolean }> {
  const known = await readCallKey(input.call_id);
  if (known) {
    const data = await readCall(known.callId);
    if (data) return { call: data, duplicate: true };
  }
  const e164 = toE164(input.number);
  const party = await partyByPhone(e164);
  const callId = await nextId('call');
  const createdAt = new Date(input.started_at).toISOString();
  const row: StoredCallRow = {
    id: callId,
    created_at: createdAt,
    number: input.number,
    e164,
    digits: phoneDigits(e164 ?? input.number),
    party_id: party?.partyId ?? null,
    party_code: party?.code ?? null,
    party_name: party?.name ?? null,
    lang: input.lang,
  };
  const call: CallItem = {
    callId,
    switchboardId: input.call_id,
    createdAt,
    number: input.number,
    numberE164: e164 ?? undefined,
    partyId: party?.partyId,
    lang: input.lang,
    row,
  };
  const failed = await transact([
    { Put: { ...callKeyPut({ switchboardId: input.call_id, callId }), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: callPut(call) },
    countChange(CALLS_TABLE, countDeltas(null, callCountKeys(call))),
  ]);
  if (failed.length) {
    // The same call id arrived twice at once: the other request stored it.
    const key = await readCallKey(input.call_id, { consistent: true });
    const data = key ? await readCall(key.callId, { consistent: true }) : null;
    if (!data) throw new Error(`call ${input.call_id}: key held but no call`);
    return { call: data, duplicate: true };
  }
  return { call, duplicate: false };
}

export function callRowView(r: StoredCallRow): CallRow {
  return {
    id: r.id,
    created_at: r.created_at,
    number: r.number,
    number_e164: r.e164,
    party_id: r.party_id,
    party: r.party_id !== null ? { id: r.party_id, code: r.party_code ?? '' } : null,
    party_name: r.party_name,
    lang: r.lang,
  };
}

export async function getCall(idText: string): Promise<CallItem | null> {
  if (!/^[1-9]\d{0,14}$/.test(idText)) return null;
  return readCall(Number(idText));
}
