/** working-time-export step MarkStaffExportFailed: the export kept failing; its job records the cause. */
import { step } from '../../lib/observability/trace';
import { failExportJob, type ExportJobInput } from '../../lib/working-time/export-jobs';

export const handler = step(
  'MarkStaffExportFailed',
  (input: ExportJobInput & { error?: { Error?: string; Cause?: string } }): Promise<ExportJobInput> => failExportJob(input),
);
