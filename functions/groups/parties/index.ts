import { partiesRoutes } from '../../../shared/api/routes/parties';
import { getParty, listParties, partySummary, searchParties } from '../../lib/data/parties';
import { notFound } from '../../lib/http/errors';
import { groupHandler } from '../../lib/http/group-handler';
import { setSpecialCatalogParties, specialCatalogParties } from '../../lib/administration/special-catalog';

export const handler = groupHandler(partiesRoutes, {
  'parties.index': async () => ({ data: (await listParties()).map(partySummary) }),
  'parties.laboratories': async () => ({ data: (await listParties('laboratory')).map(partySummary) }),
  'parties.platforms': async () => ({ data: (await listParties('platform')).map(partySummary) }),
  'parties.all': async ({ params }) => {
    const party = await getParty(params.id);
    if (!party) throw notFound();
    return { data: partySummary(party) };
  },
  'parties.ah1706.index': async () => ({ data: await specialCatalogParties() }),
  'parties.ah1706.update': async ({ body }) => ({ data: await setSpecialCatalogParties(body.parties) }),
  'parties.search': async ({ params }) => ({ data: (await searchParties(params.text)).map(partySummary) }),
});
