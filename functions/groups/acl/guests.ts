/** Guests managed by internal staff (roles 3 or 5): list, table, create, update, delete. */
import type * as z from 'zod/mini';
import { aclRoutes, type guestBody } from '../../../shared/api/routes/acl';
import type { Locale } from '../../../shared/i18n/locale';
import type { GuestTypeId } from '../../../shared/roles/catalogue';
import { guestRolesByStaff } from '../../lib/acl/role-rules';
import { contains } from '../../lib/datatable/compare';
import { defineDatatable } from '../../lib/datatable/define';
import { guestRow, type GuestRow } from '../../lib/acl/views';
import { createAccountWithIdentity, deleteAccountWithIdentity, listAccounts, updateAccount } from '../../lib/data/account-admin';
import { getAccount } from '../../lib/data/accounts';
import { getParty, listParties, type PartyItem } from '../../lib/data/parties';
import { invalid, notFound } from '../../lib/http/errors';
import { noContent, reply, type Request } from '../../lib/http/group-handler';

type R = typeof aclRoutes;

export async function guestAccount(id: number) {
  const account = await getAccount(id);
  if (!account || account.model !== 'guest') throw notFound();
  return account;
}

async function allGuestRows(locale: Locale): Promise<GuestRow[]> {
  const [guests, parties] = await Promise.all([listAccounts('guest'), listParties()]);
  const byId = new Map(parties.map((p) => [p.partyId, p]));
  return guests
    .map((g) => guestRow(g, g.partyId ? byId.get(g.partyId) : null, locale))
    .sort((a, b) => a.name.localeCompare(b.name, 'ca'));
}

export async function oneGuestRow(id: number, locale: Locale) {
  const account = await guestAccount(id);
  return guestRow(account, account.partyId ? await getParty(account.partyId) : null, locale);
}

/** A pharmacy guest belongs to a pharmacy, a laboratory guest to a laboratory (§5: party and type). */
async function partyFor(partyId: number, typeId: GuestTypeId): Promise<PartyItem> {
  const party = await getParty(partyId);
  if (!party) throw invalid('party_id', 'validation.exists');
  if (party.kind !== (typeId === 1 ? 'pharmacy' : 'laboratory')) throw invalid('party_id', 'validation.party_type');
  return party;
}

type GuestBody = z.output<typeof guestBody>;

async function checked(body: GuestBody) {
  const typeId = body.type_id as GuestTypeId;
  const roleIds = guestRolesByStaff(typeId, body.roles);
  const party = await partyFor(body.party_id, typeId);
  return { typeId, roleIds, party };
}

export const guestsIndex = async ({ locale }: Request<R['acl.guests.index']>) => ({ data: await allGuestRows(locale) });

/** A few thousand guests (about three per party): one bounded read, searched in memory. */
const guestsTable = defineDatatable(aclRoutes['acl.guests.datatable']).bounded({
  cap: 20_000,
  load: (locale: Locale) => allGuestRows(locale),
  sorts: {
    id: (r) => r.id,
    login: (r) => r.login,
    name: (r) => r.name,
    email: (r) => r.email,
    code: (r) => r.party?.code,
    party: (r) => r.party?.name,
    type: (r) => r.type_id,
  },
  filters: {
    code: (r, v) => contains(r.party?.code, v),
    name: (r, v) => contains(r.name, v),
    type: (r, v) => r.type_id === v,
    email: (r, v) => contains(r.email, v),
    party: (r, v) => contains(r.party?.name, v) || contains(r.party?.code, v),
  },
});

export const guestsDatatable = ({ query, locale }: Request<R['acl.guests.datatable']>) => guestsTable.answer(query, locale);

export const guestsShow = async ({ params, locale }: Request<R['acl.guests.show']>) => ({
  data: await oneGuestRow(params.id, locale),
});

export async function guestsStore({ body, locale }: Request<R['acl.guests.store']>) {
  const { typeId, roleIds, party } = await checked(body);
  const account = await createAccountWithIdentity({
    name: body.name,
    email: body.email,
    model: 'guest',
    typeId,
    partyId: party.partyId,
    roleIds,
    locale: body.locale ?? locale,
  });
  return reply(201, { data: guestRow(account, party, locale) });
}

export async function guestsUpdate({ params, body, locale }: Request<R['acl.guests.update']>) {
  const account = await guestAccount(params.id);
  const { typeId, roleIds, party } = await checked(body);
  const updated = await updateAccount(account, {
    name: body.name,
    email: body.email,
    typeId,
    partyId: party.partyId,
    roleIds,
    locale: body.locale,
  });
  return { data: guestRow(updated, party, locale) };
}

export async function guestsDestroy({ params }: Request<R['acl.guests.destroy']>) {
  const account = await guestAccount(params.id);
  await deleteAccountWithIdentity(account);
  return noContent();
}
