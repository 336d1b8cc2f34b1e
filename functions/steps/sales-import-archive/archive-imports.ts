/**
 * Workflow sales-import-archive, step ArchiveImports: every finished import not yet written as
 * imported sales is written now (a month's 100,000 rows take longer than an API call may).
 */
import { persistFinishedImports } from '../../lib/sales-import/finish-job';
import { step } from '../../lib/observability/trace';

export const handler = step('ArchiveImports', () => persistFinishedImports());
