import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { toE164 } from '../../../../shared/ticketing/phone';
import { once } from '../../../../shared/once';
import { getItems, writeItems } from '../batch';
import { rawFormat } from '../raw-params';
import { edbKey, toolboxTable, rawEntity, type RawEntity } from '../toolbox';

/**
 * A company the group deals with: a pharmacy, a laboratory or a platform. Callers see only the
 * declared types and functions: toolbox's types are worked out here once (see warehouse-send.ts).
 */
export type PartyKind = 'pharmacy' | 'laboratory' | 'platform';

export interface PartyEmployee {
  name?: string;
  phone?: string;
  email?: string;
}

export interface PartyAddress {
  street: string;
  postalCode: string;
  city: string;
  province?: string;
}

export interface PartyItem {
  partyId: number;
  code: string;
  name: string;
  phone?: string;
  /** The phone in E.164, kept from `phone`: calls find their party by it (gsi2). */
  phoneE164?: string;
  kind: PartyKind;
  /** Contacts; the first is the business manager shown to a pharmacy. */
  employees?: PartyEmployee[];
  /** A cold-chain laboratory (2–8 °C): the temperature log judges its readings against that range. */
  coldChain?: boolean;
  /** Where its goods are delivered, when the ERP gives it (the truck sheet prints it). */
  address?: PartyAddress;
  /** The ERP's updated_at of the stored version, when the ERP feed wrote it. */
  erpUpdatedAt?: string;
}

/** A party as written: `phoneE164` always follows `phone`. */
export type NewParty = Omit<PartyItem, 'phoneE164'>;

const SERVICE = '$portal';
const SORT = '$party_1';
const e164Of = (phone: string | undefined) => toE164(phone) ?? undefined;

const schema = item({
  partyId: number().key(),
  code: string(),
  name: string(),
  phone: string().optional(),
  kind: string().enum('pharmacy', 'laboratory', 'platform'),
  employees: list(map({ name: string().optional(), phone: string().optional(), email: string().optional() }))
    .optional()
    .default(() => []),
  coldChain: boolean().optional(),
  address: map({ street: string(), postalCode: string(), city: string(), province: string().optional() }).optional(),
  erpUpdatedAt: string().optional(),
  // The table's schema-version marker (toolbox.ts).
  __edb_v__: string().const('1').hidden(),
}).and((_base) => ({
  // Recomputed from `phone` on every put (absent when it has no E.164 form).
  phoneE164: string()
    .optional()
    .link<typeof _base>(({ phone }) => e164Of(phone)),
  // byKind: every party in one sorted partition.
  gsi1pk: string()
    .optional()
    .hidden()
    .link<typeof _base>(() => edbKey(SERVICE, [])),
  gsi1sk: string()
    .optional()
    .hidden()
    .link<typeof _base>(({ kind, code }) =>
      edbKey(SORT, [
        ['kind', kind],
        ['code', code],
      ]),
    ),
  // byPhone: written even without a phone (`$portal#phonee164_`), as in items stored before.
  gsi2pk: string()
    .optional()
    .hidden()
    .link<typeof _base>(({ phone }) => edbKey(SERVICE, [['phonee164', e164Of(phone) ?? '']])),
  gsi2sk: string()
    .optional()
    .hidden()
    .link<typeof _base>(({ partyId }) => edbKey(SORT, [['partyid', partyId]])),
}));

const Party = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'party',
      table: toolboxTable(),
      schema,
      timestamps: false,
      computeKey: ({ partyId }) => ({ pk: edbKey(SERVICE, [['partyid', partyId]]), sk: SORT }),
    }),
);

const format = /* @__PURE__ */ rawFormat<PartyItem>(Party);
const partyKey = (partyId: number) => ({ pk: edbKey(SERVICE, [['partyid', partyId]]), sk: SORT });
const partyItem = (party: NewParty) => new PutItemCommand(Party(), party).params().Item as Record<string, unknown>;

export async function getParty(partyId: number): Promise<PartyItem | null> {
  const { Item } = await new GetItemCommand(Party(), { partyId }).send();
  return Item ?? null;
}

/** The parties of these ids (unknown ids left out), in BatchGets of 100, `concurrency` at once. */
export async function getParties(partyIds: readonly number[], concurrency = 1): Promise<PartyItem[]> {
  const items = await getItems(partyIds.map(partyKey), { concurrency });
  return items.map((i) => format(i));
}

/** Every party, or those of a kind, ordered by kind then code (one partition of gsi1, paged through). */
export async function listParties(kind?: PartyKind): Promise<PartyItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [Party()],
    {
      index: 'gsi1',
      partition: edbKey(SERVICE, []),
      range: { beginsWith: kind ? edbKey(SORT, [['kind', kind]]) : `${SORT}#kind_` },
    },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/** Parties whose phone in E.164 is this one (gsi2), at most `limit`. */
export async function partiesByPhone(e164: string, limit: number): Promise<PartyItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [Party()],
    { index: 'gsi2', partition: edbKey(SERVICE, [['phonee164', e164]]), range: { beginsWith: `${SORT}#partyid_` } },
    { limit },
  ).send();
  return Items;
}

/** Puts parties whole (unconditionally), in batches. */
export async function putParties(parties: readonly NewParty[]): Promise<void> {
  await writeItems(parties.map((p) => ({ PutRequest: { Item: partyItem(p) } })));
}

/** The ERP loader's raw items of parties (functions/lib/erp/entities.ts). */
export const partyRecords: RawEntity = rawEntity(Party, partyKey);
