/** Workflow sales-import, step BuildExport: a workbook of the staged rows (ERP download, wrong prices). */
import { buildExport, type BuildExportInput } from '../../lib/sales-import/build-export';
import { step } from '../../lib/observability/trace';

export const handler = step('BuildExport', (input: BuildExportInput) => buildExport(input));
