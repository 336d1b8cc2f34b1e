/** Workflow sales-import, step BuildExport: a workbook of the staged rows (ERP download, wrong prices). */
import { buildExport, type BuildExportInput } from '../../lib/sales-import/build-export';

export const handler = (input: BuildExportInput) => buildExport(input);
