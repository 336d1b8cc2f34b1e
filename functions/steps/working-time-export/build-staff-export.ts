/** working-time-export step BuildStaffExport: the whole staff's month as a file (functions/lib/working-time/export-jobs.ts). */
import { step } from '../../lib/observability/trace';
import { buildStaffExport, type ExportJobInput } from '../../lib/working-time/export-jobs';

export const handler = step('BuildStaffExport', (input: ExportJobInput): Promise<ExportJobInput> => buildStaffExport(input));
