/** Workflow sales-import, step ParseFile: one uploaded file read, reconciled and staged. */
import { parseFile, type ParseFileInput } from '../../lib/sales-import/parse-file';

export const handler = (input: ParseFileInput) => parseFile(input);
