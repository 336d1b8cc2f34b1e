/** Workflow sales-import, step BuildViews: the staged rows reconciled again and the step lists built. */
import { buildViews, type BuildViewsInput } from '../../lib/sales-import/build-views';

export const handler = (input: BuildViewsInput) => buildViews(input);
