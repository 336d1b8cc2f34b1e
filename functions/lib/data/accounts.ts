/** Reading accounts and shaping the spec's User (platform.md §3) for the API. */
import { findRole } from '../../../shared/roles/catalogue';
import type { SessionUser } from '../../../shared/acl/views';
import type { Locale } from '../../../shared/i18n/locale';
import type { GuestTypeId } from '../../../shared/roles/catalogue';
import { TICKETING_ASSIGNMENT_MAIL_SETTING, TICKETING_DEFAULT_STATUS_SETTING } from '../../../shared/ticketing/rules';
import { findAccountByLogin, getAccount, type AccountItem } from './entities/account';
import { getParty, partyView } from './parties';

export { findAccountByLogin, getAccount, type AccountItem };

export function roleViews(roleIds: readonly number[], locale: Locale) {
  return roleIds
    .map((id) => findRole(id))
    .filter((r) => r !== undefined)
    .map((r) => ({ id: r.id, name: r.name[locale], parent_id: r.parentId }));
}

/** The spec's User: id, name, email, model, type_id, roles, party, settings. */
export async function userView(account: AccountItem, locale: Locale): Promise<SessionUser> {
  const party = account.partyId ? await getParty(account.partyId) : null;
  return {
    id: account.accountId,
    login: account.login,
    name: account.name,
    email: account.email,
    model: account.model,
    type_id: (account.typeId as GuestTypeId | undefined) ?? null,
    locale: account.locale ?? 'ca',
    roles: roleViews(account.roleIds, locale),
    party: party ? partyView(party) : null,
    settings: [
      ...(account.settings?.ticketingDefaultStatus !== undefined
        ? [{ id: TICKETING_DEFAULT_STATUS_SETTING, value: account.settings.ticketingDefaultStatus }]
        : []),
      { id: TICKETING_ASSIGNMENT_MAIL_SETTING, value: account.settings?.ticketingAssignmentMail ?? true },
    ],
  };
}
