/** GET /api/powerbi/report/{id}: embed data of a report, filtered to the caller's party (internal reports: unfiltered). */
import type { biRoutes } from '../../../shared/api/routes/bi';
import { findReport, mayOpenReport } from '../../../shared/portal/reports';
import { getParty } from '../../lib/data/parties';
import { forbidden, notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { logger } from '../../lib/logger';
import { embedReport, reportFilters } from '../../lib/reports/provider';

export async function report({ params, caller, locale }: Request<(typeof biRoutes)['bi.report']>) {
  const def = findReport(params.id);
  if (!def) {
    // Spec §2: an unknown (private) report id shows nothing and is logged as an invalid code.
    logger.warn('invalid code', { reportId: params.id, accountId: caller.accountId });
    throw notFound();
  }
  if (!mayOpenReport(def, caller.roleIds)) throw forbidden();
  // Internal reports (operations) show the whole group's data: no party to filter by.
  if (def.filter === 'none') {
    const data = await embedReport({ report: def, filters: [], locale, subject: caller.login });
    return { data };
  }
  const party = caller.partyId ? await getParty(caller.partyId) : null;
  if (!party) throw forbidden();
  const data = await embedReport({
    report: def,
    filters: reportFilters(def, party),
    locale,
    subject: `${party.code} · ${party.name}`,
  });
  return { data };
}
