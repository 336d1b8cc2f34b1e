import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { edbIndexKeys, edbKey, toolboxTable } from '../toolbox';
import { keyQueryInput, transactPut, type TransactPut } from '../raw-params';

/**
 * A call from the switchboard (§3 Call). Its id is ours (a counter); the switchboard's own id is
 * held by a `callKey` item written in the same transaction, so a replayed call is stored once.
 * `row` is the compact list row (gsi4). Callers see only the declared types and functions (see
 * warehouse-send.ts).
 */
export interface CallItem {
  callId: number;
  switchboardId: string;
  /** When the call started (ISO date-time, UTC). */
  createdAt: string;
  number: string;
  numberE164?: string | undefined;
  partyId?: number | undefined;
  lang: 'ca' | 'es';
  row: unknown;
}

/** The switchboard's call id, held once: the idempotency of the ingest. */
export interface CallKeyItem {
  switchboardId: string;
  callId: number;
}

const SORT = '$call_1';
// Indexes, all sorted by createdAt then callId: gsi1 byNumber (the number filter when a whole number
// is typed), gsi2 byParty, gsi3 byLang (the log filtered by language), gsi4 list (every call, compact
// rows). Every put writes each, a missing composite as empty (`$portal#numbere164_`).
const BY_NUMBER = 'gsi1';
const BY_LANG = 'gsi3';
const LIST = 'gsi4';
const CREATED = `${SORT}#createdat_`;

const byCreated = (createdAt: string, callId?: number) =>
  edbKey(SORT, [['createdat', createdAt], ...(callId === undefined ? [] : [['callid', callId] as const])]);

const Call = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'call',
      table: toolboxTable(),
      schema: item({
        callId: number().key(),
        switchboardId: string(),
        createdAt: string(),
        number: string(),
        numberE164: string().optional(),
        partyId: number().optional(),
        lang: string().enum('ca', 'es'),
        row: any(),
        ...edbIndexKeys(1, 2, 3, 4),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ callId }) => ({ pk: edbKey('$portal', [['callid', callId]]), sk: SORT }),
    }),
);

const CallKey = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'callKey',
      table: toolboxTable(),
      schema: item({
        switchboardId: string().key(),
        callId: number(),
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ switchboardId }) => ({ pk: edbKey('$portal', [['switchboardid', switchboardId]]), sk: '$callkey_1' }),
    }),
);

export async function readCall(callId: number, opts: { consistent?: boolean } = {}): Promise<CallItem | null> {
  const { Item } = await new GetItemCommand(Call(), { callId }).options({ consistent: opts.consistent ?? false }).send();
  return Item ?? null;
}

export async function readCallKey(switchboardId: string, opts: { consistent?: boolean } = {}): Promise<CallKeyItem | null> {
  const { Item } = await new GetItemCommand(CallKey(), { switchboardId })
    .options({ consistent: opts.consistent ?? false })
    .send();
  return Item ?? null;
}

/** The Put of a call with every index's keys (in the ingest's transaction). */
export function callPut(call: CallItem): TransactPut {
  const sk = byCreated(call.createdAt, call.callId);
  const keys = {
    gsi1pk: edbKey('$portal', [['numbere164', call.numberE164 ?? '']]),
    gsi1sk: sk,
    gsi2pk: edbKey('$portal', [['partyid', call.partyId ?? '']]),
    gsi2sk: sk,
    gsi3pk: edbKey('$portal', [['lang', call.lang]]),
    gsi3sk: sk,
    gsi4pk: edbKey('$portal', []),
    gsi4sk: sk,
  };
  return transactPut(new PutItemCommand(Call(), { ...call, ...keys }).params());
}

/** The Put of a call's switchboard id (a transaction adds its condition). */
export function callKeyPut(key: CallKeyItem): TransactPut {
  return transactPut(new PutItemCommand(CallKey(), key).params());
}

/** Every call, newest last by key (gsi4, compact rows). */
export const callsByCreatedQuery = (): QueryCommandInput =>
  keyQueryInput({ index: LIST, partition: edbKey('$portal', []), range: { beginsWith: CREATED } });

/** The calls created from `from` to `to` (instants or their prefixes, both included; gsi4). */
export const callsCreatedBetweenQuery = (from: string, to: string): QueryCommandInput =>
  keyQueryInput({ index: LIST, partition: edbKey('$portal', []), range: { between: [byCreated(from), byCreated(to)] } });

/** The calls in a language (gsi3). */
export const callsInLangQuery = (lang: 'ca' | 'es'): QueryCommandInput =>
  keyQueryInput({ index: BY_LANG, partition: edbKey('$portal', [['lang', lang]]), range: { beginsWith: CREATED } });

/** The calls of a number in E.164 (gsi1). */
export const callsOfNumberQuery = (numberE164: string): QueryCommandInput =>
  keyQueryInput({ index: BY_NUMBER, partition: edbKey('$portal', [['numbere164', numberE164]]), range: { beginsWith: CREATED } });
