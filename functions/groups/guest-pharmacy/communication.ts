/** GET /api/guest/pharmacy/communication (spec §1 "communication page"). */
import type { guestPharmacyRoutes } from '../../../shared/api/routes/guest-pharmacy';
import { COMPANY_CONTACTS, messagingLink } from '../../../shared/portal/contacts';
import { getParty } from '../../lib/data/parties';
import type { Request } from '../../lib/http/group-handler';

export async function communication({ caller }: Request<(typeof guestPharmacyRoutes)['guest-pharmacy.communication']>) {
  const party = caller.partyId ? await getParty(caller.partyId) : null;
  // The business manager is the party's first employee (spec §1, §3).
  const first = party?.employees?.[0];
  const manager =
    first && (first.name || first.phone || first.email)
      ? {
          name: first.name ?? '',
          phone: first.phone ?? null,
          email: first.email ?? null,
          messaging_url: messagingLink(first.phone),
        }
      : null;
  return {
    data: {
      business_manager: manager,
      company: {
        phone: COMPANY_CONTACTS.phone,
        email: COMPANY_CONTACTS.email,
        addresses: COMPANY_CONTACTS.addresses.map((a) => ({ name_ca: a.name.ca, name_es: a.name.es, lines: a.lines })),
        departments: COMPANY_CONTACTS.departments.map((d) => ({
          key: d.key,
          name_ca: d.name.ca,
          name_es: d.name.es,
          email: d.email,
          phone: d.phone,
        })),
      },
    },
  };
}
