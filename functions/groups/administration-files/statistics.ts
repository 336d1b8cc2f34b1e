/**
 * Labs statistics (§2, §5, §7): the imported sales of a laboratory's products dated from
 * (inclusive) to (exclusive), optionally of some distributors, as an xlsx named with the
 * laboratory and the range. A job (labs-statistics-job.ts): any range may hold more sales than a
 * call reads in 29 s.
 */
import type { administrationFileRoutes } from '../../../shared/api/routes/administration-files';
import { madridParts } from '../../../shared/time/madrid';
import {
  getLabsStatisticsJob,
  labsStatisticsJobView,
  startLabsStatisticsJob,
} from '../../lib/administration/labs-statistics-job';
import { getParty } from '../../lib/data/parties';
import { invalid, notFound } from '../../lib/http/errors';
import { reply, type Request } from '../../lib/http/group-handler';
import { listDistributorItems } from '../../lib/sales-import/distributors';

type R = typeof administrationFileRoutes;

export async function labsStatistics({ body, locale, caller }: Request<R['administration.labs_statistics.export']>) {
  // §5, §9: date filters up to today (Madrid), so the range's reads end at the data's end.
  if (body.to > madridParts(new Date()).date) throw invalid('to', 'validation.not_future');
  const lab = await getParty(body.lab);
  if (!lab) throw invalid('lab', 'validation.exists');
  if (lab.kind !== 'laboratory') throw invalid('lab', 'validation.laboratory_party');
  const distributors = new Set((await listDistributorItems()).map((d) => d.id));
  body.distributors.forEach((d, n) => {
    if (!distributors.has(d)) throw invalid(`distributors.${n}`, 'validation.exists');
  });
  const job = await startLabsStatisticsJob(body, locale, caller.accountId);
  return reply(202, { data: await labsStatisticsJobView(job) });
}

export async function labsStatisticsJob(req: Request<R['administration.labs_statistics.job']>) {
  const job = await getLabsStatisticsJob(req.params.job);
  if (!job) throw notFound();
  return { data: await labsStatisticsJobView(job) };
}
