/** Workflow sales-import, step BuildViews: the staged rows reconciled again and the step lists built. */
import { buildViews, type BuildViewsInput } from '../../lib/sales-import/build-views';
import { step } from '../../lib/observability/trace';

export const handler = step('BuildViews', (input: BuildViewsInput) => buildViews(input));
