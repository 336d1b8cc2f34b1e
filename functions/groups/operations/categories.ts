/** GET /api/opc/categories: the pharmacy categories in the caller's language. */
import { PHARMACY_CATEGORIES } from '../../../shared/operations/categories';
import type { operationsRoutes } from '../../../shared/api/routes/operations';
import type { Request } from '../../lib/http/group-handler';

export const categories = async ({ locale }: Request<(typeof operationsRoutes)['operations.categories']>) => ({
  data: PHARMACY_CATEGORIES.map((c) => ({ id: c.id, name: c.name[locale] })),
});
