/** pending-purchases-statistics step BuildStatistics: the report and its workbook (functions/lib/warehouse/statistics-job.ts). */
import { step } from '../../lib/observability/trace';
import { buildStatistics, type StatisticsJobInput } from '../../lib/warehouse/statistics-job';

export const handler = step('BuildStatistics', (input: StatisticsJobInput) => buildStatistics(input));
