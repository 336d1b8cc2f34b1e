/** Workflow sales-import, step ParseFile: one uploaded file read, reconciled and staged. */
import { parseFile, type ParseFileInput } from '../../lib/sales-import/parse-file';
import { step } from '../../lib/observability/trace';

export const handler = step('ParseFile', (input: ParseFileInput) => parseFile(input));
