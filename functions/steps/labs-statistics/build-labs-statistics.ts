/** labs-statistics step BuildLabsStatistics: the range's sales as an xlsx (functions/lib/administration/labs-statistics-job.ts). */
import { buildLabsStatistics, type LabsStatisticsInput } from '../../lib/administration/labs-statistics-job';
import { step } from '../../lib/observability/trace';

export const handler = step('BuildLabsStatistics', (input: LabsStatisticsInput) => buildLabsStatistics(input));
